// Joins the browser cart with the server's current prices into what the cart page shows.
import type { PricedCartLine } from "~/commerce";
import { SHIPPING_CENTS } from "~/lib/money";
import type { CartQuote } from "~/modules/promotions";
import type { CartItem } from "./cart-store";

export type CartLineState = "checking" | "ok" | "changed" | "inactive" | "unavailable";

export type CartLineView = {
  item: CartItem;
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
  /** Some line is inactive or sold out and must go before checkout. */
  blocked: boolean;
  checking: boolean;
};

const keyOf = (productId: string, size: string, color: string, personalised?: boolean) =>
  JSON.stringify([productId, size, color, Boolean(personalised)]);

/**
 * The cart at the server's prices; with the server's promotion quote (one line per cart line, in
 * order), its discounts too (decision 044). `shippingAtCheckout` (partner rates, decision 047):
 * no shipping price until checkout has the address.
 */
export function summarizeCart(
  items: CartItem[],
  priced: PricedCartLine[],
  quote: CartQuote | null = null,
  options: { shippingAtCheckout?: boolean } = {},
): CartSummary {
  const byKey = new Map(
    priced.map((line) => [
      keyOf(line.productId, line.size, line.color, (line as { personalised?: boolean }).personalised),
      line,
    ]),
  );
  const lines = items.map((item, index): CartLineView => {
    const server = byKey.get(keyOf(item.product_id, item.size, item.color, Boolean(item.personalisation)));
    const unitPrice = server?.unitPrice?.amount ?? item.price;
    let state: CartLineState = "checking";
    if (server?.status === "inactive") state = "inactive";
    else if (server?.status === "unavailable") state = "unavailable";
    else if (server) state = unitPrice === item.price ? "ok" : "changed";
    return {
      item,
      state,
      unitPrice,
      lineTotal: unitPrice * item.quantity,
      previousPrice: state === "changed" ? item.price : null,
      handle: server?.handle ?? null,
      discount: quote?.lines[index]?.discount ?? 0,
      ...(server?.notice ? { notice: server.notice } : {}),
    };
  });
  const payable = lines.filter((line) => line.state !== "inactive" && line.state !== "unavailable");
  const subtotal = payable.reduce((sum, line) => sum + line.lineTotal, 0);
  const shippingPending = Boolean(options.shippingAtCheckout) && payable.length > 0;
  const shipping = payable.length && !shippingPending ? SHIPPING_CENTS : 0;
  const discount = payable.reduce((sum, line) => sum + line.discount, 0);
  // The quote prices free shipping on the flat rate: it applies when it takes anything off.
  const freeShipping = payable.length > 0 && (quote?.shippingDiscount ?? 0) > 0;
  const shippingDiscount = freeShipping ? Math.min(quote!.shippingDiscount, shipping) : 0;
  return {
    lines,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    discount,
    shippingDiscount,
    shipping,
    shippingPending,
    freeShipping,
    total: subtotal - discount + shipping - shippingDiscount,
    blocked: lines.some((line) => line.state === "inactive" || line.state === "unavailable"),
    checking: lines.some((line) => line.state === "checking"),
  };
}
