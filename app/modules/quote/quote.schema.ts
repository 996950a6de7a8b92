// What the browser may send to be quoted: which lines, the code typed, the address so far and the
// shipping method picked. Never a price: unknown keys (a price the browser kept) are stripped.
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "~/lib/cart-limits";
import { MAX_CODE_LENGTH } from "~/modules/promotions";
import type { QuoteAddress } from "./quote-address";

export const MAX_CART_LINES = 100;

/** One cart line, the one schema the cart, the checkout and the quote share. */
export const cartLineSchema = z.object({
  productId: z.string().trim().min(1).max(100),
  size: z.string().trim().min(1).max(60),
  color: z.string().trim().min(1).max(60),
  // A JSON number that is a whole 1–99: no coercion, so [5], "0x10" and true are refused.
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  // A personalised line's choices (decision 043): the personalisation step checks them against
  // the product's set-up and answers a message of its own when they are missing or tampered with.
  personalisation: z.unknown().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A line of a hosted checkout's cart (the drawer, Variant B): the platform's variant, how many. */
export const variantLineSchema = z.object({
  variantId: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type VariantLine = z.infer<typeof variantLineSchema>;

/** What the quote prices: the shop's own cart lines, or a hosted checkout's variants. */
export type QuoteLine = CartLine | VariantLine;

/** Lines of the same product, size, colour and personalisation become one, so the per-line limit counts them together. */
export function mergeCartLines(lines: CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.size, line.color, line.personalisation ?? null]);
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** The lines an order is placed with: merged, and each merged line still within the limit. */
export const orderLinesSchema = z
  .array(cartLineSchema)
  .max(MAX_CART_LINES)
  .transform(mergeCartLines)
  .pipe(z.array(cartLineSchema));

const text = z.string().trim().max(200).default("");

/** The address typed so far: any part may be missing; shipping waits until it is complete. */
export const quoteAddressSchema: z.ZodType<QuoteAddress, Partial<QuoteAddress>> = z.object({
  fullName: text,
  email: text,
  address: text,
  city: text,
  state: text,
  zipCode: text,
  country: text,
});

/** POST /cart/quote's body. */
export const quoteRequestSchema = z.object({
  lines: z.array(z.union([cartLineSchema, variantLineSchema])).max(MAX_CART_LINES),
  code: z.string().trim().max(MAX_CODE_LENGTH).optional().default(""),
  address: quoteAddressSchema.nullish(),
  shippingMethod: z.string().trim().max(64).nullish(),
  /** The checkout attempt this browser holds (its order is not a use of the code). */
  attemptKey: z.string().trim().max(64).nullish(),
});
