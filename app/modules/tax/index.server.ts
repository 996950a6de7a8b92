// The tax module's server face (decision 064): the port the quote's tax step asks, the owner's
// table and switch, and Stripe Tax's transaction on payment and reversal on refund.
export { calculateTax, taxKindChosen } from "./tax-port.server";
export { pricesIncludeTax } from "./tax-rates.server";
export { TAX_REFUSAL, TaxUnavailable } from "./tax-types";
export { loadAdminTax, taxAction } from "./admin-tax.server";
export { recordTaxSale, reverseTaxSale } from "./stripe-transactions.server";
