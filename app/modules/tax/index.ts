// The tax module's browser face (decision 064): the summary's tax rows and the words every page shows it in.
export { AdminTaxPage } from "./admin-tax-page";
export { TaxRows } from "./tax-rows";
export { OrderTaxRow } from "./order-tax-row";
export { orderTaxFacts, orderTaxText, TAXES_AT_HOSTED_CHECKOUT, type TaxFacts } from "./tax-text";
