// Step 6: tax (decision 064), on what is paid: each line after its promotion, the shipping after
// its discount; rounded per line, the quote's tax the sum. Nothing before a complete address.
import { calculateTax, pricesIncludeTax, TAX_REFUSAL, TaxUnavailable, taxKindChosen } from "~/modules/tax/index.server";
import { addressComplete } from "../quote-address";
import { sellable, type QuoteStep } from "./step.server";

const NONE = { amount: 0, rate: null, jurisdiction: null };

export const tax: QuoteStep = async (draft) => {
  if (!taxKindChosen()) return draft;
  const included = await pricesIncludeTax();
  const { address } = draft.context;
  const pendingTax = {
    pending: true,
    included,
    amount: 0,
    lines: draft.lines.map(() => NONE),
    shipping: NONE,
    label: null,
    name: included ? "VAT" : "tax",
    calculationId: null,
  };
  if (!addressComplete(address) || draft.shipping.pending || !draft.lines.some(sellable)) {
    return { ...draft, tax: pendingTax };
  }
  const lines = draft.lines.map((line) => ({
    amount: sellable(line) ? line.unitPrice! * line.quantity - line.discount : 0,
    quantity: line.quantity,
  }));
  const shipping = (draft.shipping.chosen?.priceCents ?? 0) - draft.shippingDiscount;
  try {
    const answer = await calculateTax({
      address,
      currency: draft.currencyCode,
      included,
      lines,
      shipping,
    });
    const amount = answer.lines.reduce((sum, line) => sum + line.amount, 0) + answer.shipping.amount;
    return {
      ...draft,
      tax: { ...answer, pending: false, included, amount, name: included ? answer.name : "tax" },
    };
  } catch (error) {
    if (!(error instanceof TaxUnavailable)) throw error;
    // An order is never charged without its tax: placing it answers this refusal and writes nothing.
    return { ...draft, tax: pendingTax, refusals: [...draft.refusals, { kind: "tax", text: TAX_REFUSAL }] };
  }
};
