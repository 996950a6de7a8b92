// Step 5: the shipping options for the lines sold (decision 046): the flat rate, or with partner
// rates the partners' options once the address is complete (decision 047: no price before it).
// A free-shipping promotion takes off the cheapest method's price.
import { presentAmount } from "~/lib/currencies";
import { env } from "~/lib/env.server";
import { cheapestOption, chooseOption, flatQuote, type ShippingQuote } from "~/modules/shipping";
import { quoteShipping } from "~/modules/shipping/index.server";
import { addressComplete } from "../quote-address";
import { sellable, type QuoteDraft, type QuoteStep } from "./step.server";

async function optionsFor(draft: QuoteDraft): Promise<ShippingQuote | null> {
  const { address } = draft.context;
  if (env.SHIPPING_RATES !== "partner") return flatQuote();
  if (!addressComplete(address)) return null;
  const lines = draft.lines
    .filter(sellable)
    .map(({ productId, size, color, quantity }) => ({ productId, size, color, quantity }));
  return quoteShipping(lines, address, draft.context.client);
}

export const shipping: QuoteStep = async (draft) => {
  if (!draft.lines.some(sellable)) return draft;
  const found = await optionsFor(draft);
  if (!found) return { ...draft, shipping: { pending: true, options: [], chosen: null, message: null } };
  // Rates are the shop's (partners quote in USD): converted at the quote's rate, exactly.
  const presentment = draft.context.currency ?? null;
  const quote = {
    ...found,
    options: found.options.map((option) => ({ ...option, priceCents: presentAmount(option.priceCents, presentment) })),
  };
  const chosen = chooseOption(quote, draft.context.shippingMethod);
  const shippingDiscount = draft.promotion.freeShipping
    ? Math.min(chosen.priceCents, cheapestOption(quote).priceCents)
    : 0;
  return {
    ...draft,
    shipping: { pending: false, options: quote.options, chosen, message: quote.message },
    shippingDiscount,
  };
};
