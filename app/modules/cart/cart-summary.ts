// Joins the browser cart with the server's current prices into what the cart page shows.
import type { PricedCartLine } from "~/commerce";
import { SHIPPING_CENTS } from "~/lib/money";
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
  /** The server's reason the line cannot be bought now (a drop not launched yet, sold out). */
  notice?: string;
};

export type CartSummary = {
  lines: CartLineView[];
  count: number;
  subtotal: number;
  shipping: number;
  total: number;
  /** Some line is inactive or sold out and must go before checkout. */
  blocked: boolean;
  checking: boolean;
};

const keyOf = (productId: string, size: string, color: string) => JSON.stringify([productId, size, color]);

export function summarizeCart(items: CartItem[], priced: PricedCartLine[]): CartSummary {
  const byKey = new Map(priced.map((line) => [keyOf(line.productId, line.size, line.color), line]));
  const lines = items.map((item): CartLineView => {
    const server = byKey.get(keyOf(item.product_id, item.size, item.color));
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
      ...(server?.notice ? { notice: server.notice } : {}),
    };
  });
  const payable = lines.filter((line) => line.state !== "inactive" && line.state !== "unavailable");
  const subtotal = payable.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = payable.length ? SHIPPING_CENTS : 0;
  return {
    lines,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    shipping,
    total: subtotal + shipping,
    blocked: lines.some((line) => line.state === "inactive" || line.state === "unavailable"),
    checking: lines.some((line) => line.state === "checking"),
  };
}
