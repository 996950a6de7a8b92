// POST /cart/quote's work: the browser's body read by the one cart-line schema, then quoted, under
// the per-client limits on refused codes and on live shipping quotes (decision 054).
import { log } from "~/lib/log.server";
import { limitCodeGuesses } from "~/modules/promotions/index.server";
import { ShippingQuotesLimited } from "~/modules/shipping/index.server";
import { quoteRequestSchema } from "./quote.schema";
import { quoteOrder, shopperQuote } from "./quote.server";
import type { QuoteContext } from "./steps/step.server";
import { codeRefusal, type ShopperQuote } from "./quote-types";

export type QuoteAnswer = { ok: true; quote: ShopperQuote } | { ok: false; error: string; status: 400 | 429 | 502 };

/**
 * `client` is the shopper's address (lib/client-ip.server.ts): what the limits count by;
 * `prices`, the shopper's currency when not the shop's (decision 071) or market (decision 072).
 */
export async function answerQuoteRequest(
  body: unknown,
  customerId: string | null,
  client?: string,
  prices: Pick<QuoteContext, "currency" | "market"> = {},
): Promise<QuoteAnswer> {
  const parsed = quoteRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: "The cart could not be read.", status: 400 };
  const { lines, code, address, shippingMethod, attemptKey } = parsed.data;
  const quoteWith = async (typed: string | null) => {
    const quote = shopperQuote(
      await quoteOrder(lines, { customerId, code: typed, address, shippingMethod, attemptKey, client, ...prices }),
    );
    return { quote, refusal: codeRefusal(quote) };
  };
  const priced = await limitCodeGuesses(client, code, quoteWith).catch((error: unknown) => {
    if (error instanceof ShippingQuotesLimited) return error;
    // A hosted platform that does not answer: the browser keeps the prices it shows (decision 050).
    log.warn({ err: error }, "the cart could not be quoted");
    return null;
  });
  if (priced instanceof ShippingQuotesLimited) return { ok: false, error: priced.message, status: 429 };
  if (!priced) return { ok: false, error: "The prices could not be read just now.", status: 502 };
  const { quote, refusal } = priced;
  // A throttled client is quoted without its code and told the one message, whatever the code.
  if (refusal && refusal !== codeRefusal(quote)) {
    return { ok: true, quote: { ...quote, refusals: [...quote.refusals, { kind: "code", text: refusal }] } };
  }
  return { ok: true, quote };
}
