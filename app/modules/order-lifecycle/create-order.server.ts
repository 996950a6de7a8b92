// An order's birth belongs to its lifecycle too: the order row, its lines and its 'placed' event,
// written together in the caller's transaction.
import { schema, type Tx } from "~/lib/db.server";
import type { OrderRow } from "./side-effects.server";
import { recordPlaced } from "./status.server";

/** A new order as the checkout has it: every amount from one quote; the state is the lifecycle's. */
export type NewOrder = Omit<typeof schema.orders.$inferInsert, "id" | "status" | "paymentStatus" | "checkoutKey"> & {
  checkoutKey: string;
};
export type NewOrderItem = Omit<typeof schema.orderItems.$inferInsert, "id" | "orderId">;

/**
 * Inserts the order as pending and unpaid, its items, and its 'placed' event. The unique
 * checkout_key settles races: a second insert waits for the first and then does nothing, and
 * this answers null (the caller reads the order the first one made).
 */
export async function createOrder(tx: Tx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow | null> {
  const [inserted] = await tx
    .insert(schema.orders)
    .values({ ...order, status: "pending", paymentStatus: "unpaid" })
    .onConflictDoNothing({ target: schema.orders.checkoutKey })
    .returning();
  if (!inserted) return null;
  if (items.length) await tx.insert(schema.orderItems).values(items.map((item) => ({ ...item, orderId: inserted.id })));
  await recordPlaced(tx, inserted);
  return inserted;
}
