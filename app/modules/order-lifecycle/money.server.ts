// Money as records (decision 036): each payment attempt and each refund is a row, written with
// the order's payment status in one transaction. "Was it refunded, how much, when" reads these.
import { and, asc, desc, eq, inArray, isNull, or, sql, sum } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import type { MoneyState } from "../../../db/schema";
import type { OrderRow } from "./side-effects.server";
import { runTransition } from "./transition.server";

/** A payments row for an order's whole total, as its provider settled it (`at`: when, if not now). */
export async function recordPayment(
  tx: Tx,
  order: OrderRow,
  payment: { provider: string; state: MoneyState; reference?: string | null; at?: Date },
) {
  await tx.insert(schema.payments).values({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    provider: payment.provider,
    providerReference: payment.reference ?? null,
    state: payment.state,
    ...(payment.at ? { createdAt: payment.at } : {}),
  });
}

/**
 * Marks an order paid (only from unpaid or failed, only our own orders, so a second report of the
 * same payment changes nothing) and records the payment. The confirmation email and fulfilment
 * (or, for an order cancelled meanwhile, its refund) are queued in the same transaction.
 */
export async function markOrderPaid(tx: Tx, input: { orderId: string; provider: string; reference: string }) {
  const order = await runTransition(
    tx,
    input.orderId,
    { type: "payment-succeeded" },
    {
      set: {
        paymentProvider: input.provider,
        paymentReference: sql`coalesce(${schema.orders.paymentReference}, ${input.reference})`,
      },
      record: { type: "paid", data: { provider: input.provider }, createdAt: new Date() },
    },
  );
  if (!order) return null;
  await recordPayment(tx, order, { provider: input.provider, reference: order.paymentReference, state: "succeeded" });
  return order;
}

/** Records a failed attempt; the customer may retry on the same order. Never touches a paid order. */
export async function markOrderPaymentFailed(
  tx: Tx,
  input: { orderId: string; provider: string; reference?: string | null },
) {
  const order = await runTransition(
    tx,
    input.orderId,
    { type: "payment-failed" },
    {
      set: { paymentProvider: input.provider },
      record: { type: "payment_failed", data: { provider: input.provider }, createdAt: new Date() },
    },
  );
  if (!order) return null;
  await recordPayment(tx, order, { provider: input.provider, reference: input.reference, state: "failed" });
  return order;
}

/**
 * A declined order paid for again: it holds its units and code's use once more. The caller has
 * checked, under the drop rows' lock, that they are still there to hold (decision 055).
 */
export function reopenDeclinedPayment(tx: Tx, orderId: string) {
  return runTransition(tx, orderId, { type: "payment-retry" }, { record: null });
}

/**
 * Keeps the provider's payment id on the order (a Stripe PaymentIntent). The first one stays: a
 * concurrent submit got the same PaymentIntent through the idempotency key.
 */
export async function attachPaymentReference(executor: Db | Tx, orderId: string, provider: string, reference: string) {
  await executor
    .update(schema.orders)
    .set({ paymentProvider: provider, paymentReference: reference, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.orders.id, orderId),
        or(isNull(schema.orders.paymentReference), eq(schema.orders.paymentReference, reference)),
      ),
    );
}

/** The cents refunded so far on an order (refunds that went through). */
export async function refundedCents(executor: Db | Tx, orderId: string) {
  const [row] = await executor
    .select({ total: sum(schema.refunds.amount) })
    .from(schema.refunds)
    .where(and(eq(schema.refunds.orderId, orderId), eq(schema.refunds.state, "succeeded")));
  // numeric sums come back as text: '12.34' → 1234 cents.
  return Math.round(Number(row?.total ?? 0) * 100);
}

export type RefundRecord = {
  orderId: string;
  amount: number;
  provider: string;
  reference: string;
  actor: string | null;
  now?: Date;
};

/**
 * Records a refund the provider made. Refunding the rest of the payment sets the order refunded;
 * a partial refund keeps it paid. Under the order's row lock, so racing refunds count each other;
 * null when the order is no longer paid (another refund of it won).
 */
export async function recordRefund(tx: Tx, input: RefundRecord): Promise<OrderRow | null> {
  const [locked] = await tx.select().from(schema.orders).where(eq(schema.orders.id, input.orderId)).for("update");
  if (!locked) return null;
  const before = await refundedCents(tx, input.orderId);
  const full = before + input.amount >= locked.totalAmount;
  const now = input.now ?? new Date();
  const order = await runTransition(
    tx,
    input.orderId,
    { type: "refund", full },
    {
      actorId: input.actor,
      record: {
        type: "refunded",
        actor: input.actor,
        data: { provider: input.provider, reference: input.reference, amount: input.amount, full },
        createdAt: now,
      },
    },
  );
  if (!order) return null;
  // The refund owed (queued by a cancel) is the one now done; an admin's own refund is a new row.
  const [owed] = await tx
    .select({ id: schema.refunds.id })
    .from(schema.refunds)
    .where(and(eq(schema.refunds.orderId, input.orderId), inArray(schema.refunds.state, ["pending", "failed"])))
    .orderBy(asc(schema.refunds.createdAt))
    .limit(1);
  const done = {
    amount: input.amount,
    provider: input.provider,
    providerReference: input.reference,
    state: "succeeded" as const,
    lastError: null,
    refundedAt: now,
    updatedAt: now,
  };
  if (owed) await tx.update(schema.refunds).set(done).where(eq(schema.refunds.id, owed.id));
  else
    await tx
      .insert(schema.refunds)
      .values({ orderId: input.orderId, currency: order.currency, actor: input.actor, ...done });
  return order;
}

/** The provider refused a refund owed on the order: why, and whether the job has given up. */
export async function recordRefundFailure(orderId: string, error: string, gaveUp: boolean) {
  await db
    .update(schema.refunds)
    .set({ lastError: error.slice(0, 2000), state: gaveUp ? "failed" : "pending", updatedAt: new Date() })
    .where(and(eq(schema.refunds.orderId, orderId), inArray(schema.refunds.state, ["pending", "failed"])));
}

/** The latest refund still owed on each order (pending or failed), for the admin screen. */
export async function owedRefunds(orderIds: string[]) {
  const owed = new Map<string, { state: "pending" | "failed"; error: string | null }>();
  if (!orderIds.length) return owed;
  const rows = await db
    .select()
    .from(schema.refunds)
    .where(and(inArray(schema.refunds.orderId, orderIds), inArray(schema.refunds.state, ["pending", "failed"])))
    .orderBy(desc(schema.refunds.createdAt));
  for (const row of rows) {
    if (!owed.has(row.orderId))
      owed.set(row.orderId, { state: row.state === "failed" ? "failed" : "pending", error: row.lastError });
  }
  return owed;
}

/** An order's payments and refunds, oldest first. */
export async function moneyOf(orderId: string) {
  const [payments, refunds] = await Promise.all([
    db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId))
      .orderBy(asc(schema.payments.createdAt)),
    db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId)).orderBy(asc(schema.refunds.createdAt)),
  ]);
  return { payments, refunds };
}

/**
 * What the customer paid for one line of an order: price × quantity less the line's discount
 * (decision 044). A refund of a line can never give back more than this.
 */
export async function linePaidCents(executor: Db | Tx, orderId: string, itemId: string): Promise<number | null> {
  const [item] = await executor
    .select({
      price: schema.orderItems.price,
      quantity: schema.orderItems.quantity,
      discount: schema.orderItems.discountAmount,
    })
    .from(schema.orderItems)
    .where(and(eq(schema.orderItems.id, itemId), eq(schema.orderItems.orderId, orderId)));
  return item ? item.price * item.quantity - item.discount : null;
}
