// Placing an order: the quote was made outside the transaction; inside it, the promotion step runs
// again under the code's row lock, so uses are counted one order at a time. Anything it answers
// differently means the cart changed while it was being paid for.
import type { Tx } from "~/lib/db.server";
import type { Quote } from "./quote.server";
import { promotion } from "./steps/promotion.server";
import type { QuoteContext, QuoteDraft } from "./steps/step.server";

export const CART_CHANGED = "Your cart changed during checkout, please review it and try again";

/** The refusal text placing must answer, or null when the locked figures are the quote's. */
export async function recheckUnderLock(tx: Tx, quote: Quote, context: QuoteContext): Promise<string | null> {
  const draft: QuoteDraft = {
    context: { ...context, placing: { checkoutKey: context.placing?.checkoutKey ?? "", tx } },
    currencyCode: quote.currencyCode,
    lines: quote.lines.map((line) => ({ ...line, discount: 0, limited: false })),
    promotion: {
      ...quote.promotion,
      appliedCode: null,
      applied: [],
      notices: [],
      promotionId: null,
      freeShipping: false,
    },
    shipping: quote.shipping,
    shippingDiscount: quote.totals.shippingDiscount,
    refusals: [],
  };
  const locked = await promotion(draft);
  const refused = locked.refusals.find((refusal) => refusal.kind === "code");
  if (refused) return refused.text;
  const same =
    locked.promotion.promotionId === quote.promotion.promotionId &&
    locked.promotion.freeShipping === quote.promotion.freeShipping &&
    locked.lines.every((line, index) => line.discount === quote.lines[index]!.discount);
  return same ? null : CART_CHANGED;
}
