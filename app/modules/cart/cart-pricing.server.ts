// Current server prices for a browser cart: totals from the catalogue, flags for lines that
// changed price, went inactive or sold out. The browser's stored prices are never used.
import type { PricedCartLine } from "~/commerce";
import { DEFAULT_CURRENCY, SHIPPING_CENTS } from "~/lib/money";
import { catalog } from "~/modules/catalog/index.server";
import { surchargesFor } from "~/modules/personalisation/index.server";
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

/** A personalised line costs its variant plus the product's personalisation surcharge (decision 043). */
async function withSurcharges(
  requested: { personalised?: boolean | undefined }[],
  lines: PricedCartLine[],
): Promise<(PricedCartLine & { personalised?: boolean })[]> {
  if (!requested.some((line) => line.personalised)) return lines;
  const surcharges = await surchargesFor(lines.map((line) => line.productId));
  return lines.map((line, index) => {
    if (!requested[index]?.personalised) return line;
    const surcharge = surcharges.get(line.productId) ?? 0;
    const unitPrice = line.unitPrice ? { ...line.unitPrice, amount: line.unitPrice.amount + surcharge } : null;
    return { ...line, unitPrice, personalised: true };
  });
}

export async function priceCart(body: unknown): Promise<CartPricing> {
  const parsed = cartPricingRequestSchema.safeParse(body);
  if (!parsed.success) throw new InvalidCartError("The cart could not be read.");
  // Drops: a product not launched yet, sold out or ended is not sellable (decision 042).
  const gated = await gateCartLines(await catalog.priceCartLines(parsed.data.lines));
  const lines = await withSurcharges(parsed.data.lines, gated);
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
