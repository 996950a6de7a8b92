// An order's tax in its payment summary (decision 064): a "Tax (California 7.25 %)" row, or the
// "Includes $X.XX VAT" line when its prices held it.
import { formatPrice } from "~/lib/money";
import { includedTaxText, taxRowName, type TaxFacts } from "./tax-text";

export function OrderTaxRow({ tax }: { tax: TaxFacts | null }) {
  if (!tax) return null;
  if (tax.included) {
    return (
      <div className="flex justify-between text-sm">
        <dt>{includedTaxText(tax.amount, tax.label, tax.currency)}</dt>
        <dd />
      </div>
    );
  }
  return (
    <div className="flex justify-between">
      <dt>{taxRowName(tax.label)}</dt>
      <dd>{formatPrice(tax.amount, tax.currency)}</dd>
    </div>
  );
}
