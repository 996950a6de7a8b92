// Turns a cart into an order: re-priced from the database, written once per checkout attempt.
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { SHIPPING_CENTS } from "~/lib/money";
import type { CheckoutLine, ShippingInput } from "./checkout.schema";

export class CheckoutError extends Error {
  override name = "CheckoutError";
  /** The browser's checkout key can never succeed again: it should start a new attempt. */
  readonly restartAttempt: boolean;
  constructor(message: string, options: { restartAttempt?: boolean } = {}) {
    super(message);
    this.restartAttempt = options.restartAttempt ?? false;
  }
}

export type PlacedOrder = typeof schema.orders.$inferSelect;

type PricedLine = {
  productId: string;
  variantId: string;
  quantity: number;
  price: number;
  size: string;
  color: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Prices every line from the catalogue; a price the browser sent never reaches this far. */
export async function priceLines(tx: Tx, lines: CheckoutLine[]): Promise<PricedLine[]> {
  if (lines.length === 0) throw new CheckoutError("Your cart is empty");
  const ids = [...new Set(lines.map((line) => line.productId).filter(isUuid))];
  const products = ids.length ? await tx.select().from(schema.products).where(inArray(schema.products.id, ids)) : [];
  const variants = ids.length
    ? await tx.select().from(schema.productVariants).where(inArray(schema.productVariants.productId, ids))
    : [];
  const merged = new Map<string, PricedLine>();
  for (const line of lines) {
    const product = products.find((row) => row.id === line.productId);
    const label = `${product?.name ?? "An item in your cart"} (${line.size} / ${line.color})`;
    if (!product || !product.isActive) throw new CheckoutError(`${label} is no longer available`);
    const variant = variants.find(
      (row) => row.productId === product.id && row.size === line.size && row.color === line.color,
    );
    if (!variant) throw new CheckoutError(`${label} is not an option we sell`);
    if (!variant.available) throw new CheckoutError(`${label} is out of stock`);
    const existing = merged.get(variant.id);
    if (existing) existing.quantity += line.quantity;
    else
      merged.set(variant.id, {
        productId: product.id,
        variantId: variant.id,
        quantity: line.quantity,
        price: variant.price ?? product.basePrice,
        size: variant.size,
        color: variant.color,
      });
  }
  return [...merged.values()];
}

export type PlaceOrderInput = {
  userId: string;
  checkoutKey: string;
  lines: CheckoutLine[];
  shipping: ShippingInput;
};

/**
 * Writes the order and its items in one transaction, as pending and unpaid. Idempotent per
 * checkoutKey: a doubled, retried or concurrent submit gets the order the first one made.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<{ order: PlacedOrder; created: boolean }> {
  if (!isUuid(input.checkoutKey))
    throw new CheckoutError("This checkout could not be identified, please try again", { restartAttempt: true });
  return db.transaction(async (tx) => {
    const lines = await priceLines(tx, input.lines);
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const total = subtotal + SHIPPING_CENTS;
    // The unique checkout_key settles races: a second insert waits for the first and then does nothing.
    const [inserted] = await tx
      .insert(schema.orders)
      .values({
        userId: input.userId,
        status: "pending",
        paymentStatus: "unpaid",
        subtotalAmount: subtotal,
        shippingAmount: SHIPPING_CENTS,
        totalAmount: total,
        currency: "USD",
        shippingAddress: input.shipping,
        checkoutKey: input.checkoutKey,
      })
      .onConflictDoNothing({ target: schema.orders.checkoutKey })
      .returning();
    if (inserted) {
      await tx.insert(schema.orderItems).values(lines.map((line) => ({ orderId: inserted.id, ...line })));
      return { order: inserted, created: true };
    }
    const [existing] = await tx.select().from(schema.orders).where(eq(schema.orders.checkoutKey, input.checkoutKey));
    if (!existing || existing.userId !== input.userId) {
      throw new CheckoutError("This checkout could not be identified, please try again", { restartAttempt: true });
    }
    if (existing.totalAmount !== total) {
      throw new CheckoutError("Your cart changed during checkout, please review it and try again", {
        restartAttempt: true,
      });
    }
    // A retry after a failed payment may correct the address; a paid order keeps the one it was paid with.
    const [updated] = await tx
      .update(schema.orders)
      .set({ shippingAddress: input.shipping, updatedAt: sql`now()` })
      .where(
        and(
          eq(schema.orders.id, existing.id),
          inArray(schema.orders.paymentStatus, ["unpaid", "failed"]),
          eq(schema.orders.status, "pending"),
        ),
      )
      .returning();
    return { order: updated ?? existing, created: false };
  });
}
