// How a tax reads wherever it is shown (decision 064): the checkout, the order pages, the email,
// the admin's card. Prices that exclude it: "Tax (California 7.25 %)"; that include it: "Includes $X.XX VAT".
import { formatPrice } from "~/lib/money";

export type TaxFacts = { amount: number; included: boolean; label: string | null; currency: string };

/** The row's name for tax added to the total: "Tax (California 7.25 %)", or "Tax". */
export const taxRowName = (label: string | null) => (label ? `Tax (${label})` : "Tax");

/** "Includes $1.67 VAT": the tax the prices already hold; `name` is its word (the label for an order). */
export const includedTaxText = (amount: number, name: string | null, currency: string) =>
  `Includes ${formatPrice(amount, currency)} ${name ?? "tax"}`;

/** One line of text for an order's tax: "Tax (California 7.25 %) $3.62" or "Includes $1.67 VAT". */
export function orderTaxText(tax: TaxFacts) {
  return tax.included
    ? includedTaxText(tax.amount, tax.label, tax.currency)
    : `${taxRowName(tax.label)} ${formatPrice(tax.amount, tax.currency)}`;
}

/** The cart's words before an address: "Tax: calculated at checkout". */
export const TAX_AT_CHECKOUT = "Tax: calculated at checkout";
/** Shopify mode's drawer: the platform's checkout computes it. */
export const TAXES_AT_HOSTED_CHECKOUT = "Taxes calculated at checkout";

/** An order's tax as its pages and email read it: null when it has none. */
export const orderTaxFacts = (order: {
  taxAmount: number;
  taxIncluded: boolean;
  taxLabel: string | null;
  currency: string;
}): TaxFacts | null =>
  order.taxAmount > 0
    ? { amount: order.taxAmount, included: order.taxIncluded, label: order.taxLabel, currency: order.currency }
    : null;
