// Step 1: each line's current catalogue price through the commerce port, in the shopper's market
// when the platform prices per market (decision 072); a price the browser kept never reaches the quote.
import { catalog } from "~/modules/catalog/index.server";
import type { QuoteStep } from "./step.server";

export const cataloguePrice: QuoteStep = async (draft) => {
  if (!draft.lines.length) return draft;
  const priced = await catalog.priceCartLines(
    draft.lines.map(({ productId, size, color, quantity, variantId }) =>
      variantId ? { productId, size, color, quantity, variantId } : { productId, size, color, quantity },
    ),
    draft.context.market,
  );
  return {
    ...draft,
    currencyCode: priced.find((line) => line.unitPrice)?.unitPrice?.currencyCode ?? draft.currencyCode,
    lines: draft.lines.map((line, index) => {
      const found = priced[index];
      if (!found) return line;
      return {
        ...line,
        variantId: found.variantId,
        name: found.name,
        handle: found.handle,
        image: found.image,
        status: found.status,
        notice: found.notice ?? null,
        unitPrice: found.unitPrice?.amount ?? null,
      };
    }),
  };
};
