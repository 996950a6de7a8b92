// Step 3: the shopper's currency (decision 071). Each line's catalogue price is converted at the
// presentment rate and given the owner's ending (the rounded price is the price); a personalisation
// surcharge is converted exactly. Every later step prices in this currency: the promotion converts
// its costs and fixed amounts, shipping its options, and tax is asked in it.
import { presentAmount, presentPrice } from "~/lib/currencies";
import type { QuoteStep } from "./step.server";

export const currency: QuoteStep = async (draft) => {
  const presentment = draft.context.currency ?? null;
  if (!presentment) return draft;
  return {
    ...draft,
    currencyCode: presentment.code,
    lines: draft.lines.map((line) => {
      if (line.unitPrice === null) return line;
      const surcharge = presentAmount(line.surcharge, presentment);
      return { ...line, surcharge, unitPrice: presentPrice(line.unitPrice - line.surcharge, presentment) + surcharge };
    }),
  };
};
