// POST /cart/quote's work: the browser's body read by the one cart-line schema, then quoted.
import { quoteRequestSchema } from "./quote.schema";
import { quoteOrder, shopperQuote } from "./quote.server";
import type { ShopperQuote } from "./quote-types";

export type QuoteAnswer = { ok: true; quote: ShopperQuote } | { ok: false; error: string };

export async function answerQuoteRequest(body: unknown, customerId: string | null): Promise<QuoteAnswer> {
  const parsed = quoteRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: "The cart could not be read." };
  const { lines, code, address, shippingMethod, attemptKey } = parsed.data;
  const quote = await quoteOrder(lines, { customerId, code, address, shippingMethod, attemptKey });
  return { ok: true, quote: shopperQuote(quote) };
}
