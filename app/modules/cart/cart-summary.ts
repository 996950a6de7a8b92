// Joins the browser cart with the server's quote into what the cart page and checkout show.
import { SHOP_CURRENCY } from "~/lib/money";
import { SHIPPING_CENTS } from "~/lib/money";
import type { CartLine, QuoteTax, ShopperQuote } from "~/modules/quote";
import type { CartItem } from "./cart-store";

/** The lines as the quote and the checkout take them: what was chosen, never what it cost. */
export function cartLines(items: CartItem[]): CartLine[] {
  return items.map((item) => ({
    productId: item.product_id,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    ...(item.personalisation ? { personalisation: item.personalisation } : {}),
  }));
}

export type CartLineState = "checking" | "ok" | "changed" | "inactive" | "unavailable";

export type CartLineView = {
  item: CartItem;
  /** The currency of its figures (the summary's). */
  currency: string;
  state: CartLineState;
  /** The server's price once known; until then the price stored when it was added. */
  unitPrice: number;
  lineTotal: number;
  /** The price the shopper saw when adding, when the server's differs. */
  previousPrice: number | null;
  handle: string | null;
  /** Money off the line from a promotion, as the server priced it (0 without one). */
  discount: number;
  /** The server's reason the line cannot be bought now (a drop not launched yet, sold out). */
  notice?: string;
};

export type CartSummary = {
  /** What every figure is in: the quote's currency, else the page's (decision 071). */
  currency: string;
  lines: CartLineView[];
  count: number;
  subtotal: number;
  /** The promotion's money off the lines (the sum of the lines' discounts) and off the shipping. */
  discount: number;
  shippingDiscount: number;
  shipping: number;
  /**
   * Shipping is quoted for the address (SHIPPING_RATES=partner) and not known yet: `shipping` and
   * `shippingDiscount` are 0 and `total` is before shipping.
   */
  shippingPending: boolean;
  /** A free-shipping promotion applies: the cheapest method will be free. */
  freeShipping: boolean;
  total: number;
  /** With TAX=rates or stripe, once the quote answers this cart (decision 064). */
  tax?: QuoteTax;
  /** Some line is inactive or sold out and must go before checkout. */
  blocked: boolean;
  checking: boolean;
};

/** The quote as the page has it: the latest answer, and whether it answers what is on screen. */
export type QuoteView = { quote: ShopperQuote | null; current: boolean };

type QuotedLine = ShopperQuote["lines"][number];

const keyOf = (productId: string, size: string, color: string, personalised: boolean) =>
  JSON.stringify([productId, size, color, personalised]);

function lineView(item: CartItem, server: QuotedLine | undefined, discount: number, currency: string): CartLineView {
  // A price stored in another currency (the shopper switched since) says nothing of this one's.
  const stored = (item.currency ?? SHOP_CURRENCY) === currency ? item.price : null;
  const unitPrice = server?.unitPrice ?? stored ?? 0;
  let state: CartLineState = "checking";
  if (server?.status === "inactive") state = "inactive";
  else if (server?.status === "unavailable") state = "unavailable";
  else if (server) state = stored === null || unitPrice === stored ? "ok" : "changed";
  return {
    item,
    currency,
    state,
    unitPrice,
    lineTotal: unitPrice * item.quantity,
    previousPrice: state === "changed" ? item.price : null,
    handle: server?.handle ?? null,
    discount,
    ...(server?.notice ? { notice: server.notice } : {}),
  };
}

/**
 * The cart at the quote's prices. Lines priced for an earlier cart still price the lines both
 * share; the figures are the quote's own once it answers this cart (decision 050). Until then: no
 * discount, and the flat rate or (`shippingAtCheckout`, partner rates) shipping still to come.
 */
export function summarizeCart(
  items: CartItem[],
  { quote, current }: QuoteView,
  options: { shippingAtCheckout?: boolean; currency?: string } = {},
): CartSummary {
  const answered = current ? quote : null;
  const currency = answered?.currencyCode ?? options.currency ?? SHOP_CURRENCY;
  const byKey = new Map(
    (quote?.lines ?? []).map((line) => [keyOf(line.productId, line.size, line.color, line.personalised), line]),
  );
  const lines = items.map((item, index) =>
    lineView(
      item,
      answered?.lines[index] ?? byKey.get(keyOf(item.product_id, item.size, item.color, Boolean(item.personalisation))),
      answered?.lines[index]?.discount ?? 0,
      currency,
    ),
  );
  const payable = lines.filter((line) => line.state !== "inactive" && line.state !== "unavailable");
  const base = {
    currency,
    lines,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    blocked: lines.some((line) => line.state === "inactive" || line.state === "unavailable"),
    checking: lines.some((line) => line.state === "checking"),
  };
  if (answered) {
    return {
      ...base,
      ...answered.totals,
      shippingPending: answered.shipping.pending,
      freeShipping: payable.length > 0 && answered.promotion.freeShipping,
      ...(answered.tax ? { tax: answered.tax } : {}),
    };
  }
  const subtotal = payable.reduce((sum, line) => sum + line.lineTotal, 0);
  const shippingPending = Boolean(options.shippingAtCheckout) && payable.length > 0;
  // The flat rate is the shop's: in another currency, shipping waits for the quote.
  const shipping = payable.length && !shippingPending && currency === SHOP_CURRENCY ? SHIPPING_CENTS : 0;
  return {
    ...base,
    subtotal,
    discount: 0,
    shippingDiscount: 0,
    shipping,
    shippingPending,
    freeShipping: false,
    total: subtotal + shipping,
  };
}
