// Current server prices for a browser cart: totals from the catalogue, flags for lines that
// changed price, went inactive or sold out. The browser's stored prices are never used.
import type { PricedCartLine } from "~/commerce";
import { DEFAULT_CURRENCY, SHIPPING_CENTS } from "~/lib/money";
import { catalog } from "~/modules/catalog/index.server";
import { gateCartLines } from "~/modules/drops/index.server";
import { cartPricingRequestSchema } from "./cart-pricing.schema";

export type CartPricing = {
  lines: PricedCartLine[];
  /** Sum over sellable lines only. */
  subtotal: number;
  shipping: number;
  total: number;
  currencyCode: string;
  /** False while any line cannot be bought as it stands. */
  checkoutReady: boolean;
};

export class InvalidCartError extends Error {
  override name = "InvalidCartError";
}

export async function priceCart(body: unknown): Promise<CartPricing> {
  const parsed = cartPricingRequestSchema.safeParse(body);
  if (!parsed.success) throw new InvalidCartError("The cart could not be read.");
  // Drops: a product not launched yet, sold out or ended is not sellable (decision 042).
  const lines = await gateCartLines(await catalog.priceCartLines(parsed.data.lines));
  const sellable = lines.filter((line) => line.status === "ok");
  const subtotal = sellable.reduce((sum, line) => sum + line.unitPrice!.amount * line.quantity, 0);
  const shipping = sellable.length ? SHIPPING_CENTS : 0;
  return {
    lines,
    subtotal,
    shipping,
    total: subtotal + shipping,
    currencyCode: DEFAULT_CURRENCY,
    checkoutReady: lines.length > 0 && sellable.length === lines.length,
  };
}
