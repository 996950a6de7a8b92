// POST /cart/promotion's work: the cart's lines priced by the catalogue, then the promotion's figures.
import { db } from "~/lib/db.server";
import { SHIPPING_CENTS } from "~/lib/money";
import { catalog } from "~/modules/catalog/index.server";
import { surchargesFor } from "~/modules/personalisation/index.server";
import { cartQuoteRequestSchema, type CartQuote, type CartQuoteRequest } from "./cart-quote.schema";
import { limitCodeGuesses } from "./code-throttle.server";
import { quotePromotion } from "./promotion-quote.server";

export class InvalidQuoteError extends Error {
  override name = "InvalidQuoteError";
}

/** Every figure the cart page shows under a code, computed here; the browser's prices are never read. */
export async function quoteCart(body: unknown, userId: string | null, client?: string): Promise<CartQuote> {
  const parsed = cartQuoteRequestSchema.safeParse(body);
  if (!parsed.success) throw new InvalidQuoteError("The cart could not be read.");
  return limitCodeGuesses(client, parsed.data.code, (code) =>
    quoteParsed({ ...parsed.data, code: code ?? "" }, userId),
  );
}

async function quoteParsed(request: CartQuoteRequest, userId: string | null): Promise<CartQuote> {
  const parsed = { data: request };
  const requested = parsed.data.lines;
  const priced = await catalog.priceCartLines(requested);
  // A personalised line is discounted on what it costs: the variant and the surcharge (decision 043).
  const surcharges = requested.some((line) => line.personalised)
    ? await surchargesFor(priced.map((line) => line.productId))
    : new Map<string, number>();
  const surchargeOf = (index: number) =>
    requested[index]?.personalised ? (surcharges.get(priced[index]!.productId) ?? 0) : 0;
  const sellable = priced
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.status === "ok" && line.unitPrice);
  const shipping = sellable.length ? SHIPPING_CENTS : 0;
  const quote = await quotePromotion(db, {
    code: parsed.data.code,
    userId,
    lines: sellable.map(({ line, index }) => ({
      productId: line.productId,
      variantId: line.variantId,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPrice: line.unitPrice!.amount + surchargeOf(index),
      name: line.name ?? "An item in your cart",
    })),
    shipping,
    cheapestShipping: shipping,
  });
  const quoted = new Map(sellable.map(({ index }, position) => [index, quote.lines[position]!]));
  return {
    lines: priced.map((line, index) => ({
      productId: line.productId,
      size: line.size,
      color: line.color,
      discount: quoted.get(index)?.discount ?? 0,
      limited: quoted.get(index)?.limited ?? false,
    })),
    subtotal: quote.subtotal,
    discount: quote.discount,
    shipping: quote.shipping,
    shippingDiscount: quote.shippingDiscount,
    total: quote.total,
    notices: quote.notices,
    appliedCode: quote.appliedCode,
    applied: quote.applied,
    refusal: parsed.data.code ? quote.refusal : null,
  };
}
