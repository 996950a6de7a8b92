// Step 4: the shopper's code and the automatic promotions, each line's discount capped at its
// margin floor (decision 044). A refused code prices the cart without it and says why.
import { db } from "~/lib/db.server";
import { quotePromotion } from "~/modules/promotions/index.server";
import { sellable, type QuoteStep } from "./step.server";

export const promotion: QuoteStep = async (draft) => {
  const { context } = draft;
  const attemptKey = context.placing?.checkoutKey ?? context.attemptKey;
  const sold = draft.lines.map((line, index) => ({ line, index })).filter(({ line }) => sellable(line));
  const quote = await quotePromotion(context.placing?.tx ?? db, {
    code: context.code,
    userId: context.customerId,
    customerEmail: context.customerEmail,
    lines: sold.map(({ line }) => ({
      productId: line.productId,
      variantId: line.variantId,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPrice: line.unitPrice!,
      name: line.name ?? "An item in your cart",
    })),
    // Shipping is the next step's: it takes off the cheapest method when free shipping applies.
    shipping: 0,
    cheapestShipping: 0,
    placing: attemptKey ? { checkoutKey: attemptKey, lock: Boolean(context.placing?.tx) } : undefined,
    now: context.now,
    presentment: context.currency,
  });
  const lines = [...draft.lines];
  sold.forEach(({ line, index }, position) => {
    const priced = quote.lines[position]!;
    lines[index] = {
      ...line,
      discount: priced.discount,
      limited: priced.limited,
      unitCost: quote.lineCosts[position] ?? null,
    };
  });
  const refusal = draft.promotion.code && quote.refusal;
  return {
    ...draft,
    lines,
    promotion: {
      code: draft.promotion.code,
      appliedCode: quote.appliedCode,
      applied: quote.applied,
      notices: quote.notices,
      promotionId: quote.promotionId,
      freeShipping: quote.freeShipping,
    },
    refusals: refusal ? [...draft.refusals, { kind: "code", text: refusal }] : draft.refusals,
  };
};
