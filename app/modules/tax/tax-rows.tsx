// The summary rows a quote's tax adds (decision 064): the checkout's "Tax (California 7.25 %)"
// row or "Includes $X.XX VAT" line, and the cart's "Tax: calculated at checkout".
import { formatPrice } from "~/lib/money";
import type { QuoteTax } from "~/modules/quote";
import { includedTaxText, TAX_AT_CHECKOUT, taxRowName } from "./tax-text";

/** Rows for a <dl>: nothing with TAX=none; before an address, the words; then the tax. */
export function TaxRows({
  tax,
  pendingText = TAX_AT_CHECKOUT,
  currency,
}: {
  tax: QuoteTax | undefined;
  pendingText?: string;
  currency: string;
}) {
  if (!tax) return null;
  if (tax.pending) {
    return (
      <div className="flex justify-between text-sm text-ink-soft">
        <dt>{pendingText}</dt>
        <dd />
      </div>
    );
  }
  if (tax.included) {
    if (!tax.amount) return null;
    return (
      <div className="flex justify-between text-sm text-ink-soft">
        <dt>{includedTaxText(tax.amount, tax.name, currency)}</dt>
        <dd />
      </div>
    );
  }
  const name = taxRowName(tax.label);
  return (
    <div className="flex justify-between">
      <dt>{name}</dt>
      <dd aria-label={`${name} ${formatPrice(tax.amount, currency)}`}>{formatPrice(tax.amount, currency)}</dd>
    </div>
  );
}
