// The payments and refunds rows, read and written only here: a provider's payment is one row
// whose state follows its events, each refund a row of its own (decision 051).
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import type { MoneyState } from "../../../db/schema";
import { moneyTotals } from "./payment-status";

type Executor = Db | Tx;
export type RefundRow = typeof schema.refunds.$inferSelect;

const rank = (state: SQL) => sql`(case ${state} when 'succeeded' then 2 when 'failed' then 1 else 0 end)`;

/**
 * What the provider said of one of its payments: a new row, or the row's state moved on. A state
 * only moves forward (pending → failed → succeeded), so a late or repeated event changes nothing.
 */
export async function recordPaymentEvent(
  tx: Tx,
  payment: {
    orderId: string;
    amount: number;
    currency: string;
    provider: string;
    reference: string;
    state: MoneyState;
  },
) {
  await tx
    .insert(schema.payments)
    .values({
      orderId: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerReference: payment.reference,
      state: payment.state,
    })
    .onConflictDoUpdate({
      target: [schema.payments.provider, schema.payments.providerReference],
      set: { state: sql`excluded.state`, updatedAt: sql`now()` },
      setWhere: sql`${rank(sql`${schema.payments.state}`)} < ${rank(sql`excluded.state`)}`,
    });
}

/** A payment taken outside our provider port (a Shopify order that arrives or turns paid): one row for its total. */
export async function recordOutsidePayment(
  tx: Tx,
  order: { id: string; totalAmount: number; currency: string },
  payment: { provider: string; at: Date },
) {
  await tx.insert(schema.payments).values({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    provider: payment.provider,
    state: "succeeded",
    createdAt: payment.at,
  });
}

/** An order's payments and refunds, oldest first. */
export async function moneyOf(orderId: string, executor: Executor = db) {
  const [payments, refunds] = await Promise.all([
    executor
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId))
      .orderBy(asc(schema.payments.createdAt)),
    executor
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, orderId))
      .orderBy(asc(schema.refunds.createdAt)),
  ]);
  return { payments, refunds };
}

/** The cents refunded so far on an order (refunds that went through). */
export async function refundedCents(orderId: string, executor: Executor = db) {
  const { payments, refunds } = await moneyOf(orderId, executor);
  return moneyTotals(payments, refunds).refunded;
}

/** The order's payment still open with a provider (started, not paid): what a retry, a cancel or reconciling reads. */
export async function openPayment(orderId: string, executor: Executor = db) {
  const [row] = await executor
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), inArray(schema.payments.state, ["pending", "failed"])))
    .orderBy(desc(schema.payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The refunds of many orders, oldest first, for the screens that list them. */
export async function refundsOf(orderIds: string[]) {
  const byOrder = new Map<string, RefundRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(schema.refunds)
    .where(inArray(schema.refunds.orderId, orderIds))
    .orderBy(asc(schema.refunds.createdAt));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The cents each order's payment took (its succeeded payments), for the screens that list them. */
export async function paidCentsOf(orderIds: string[]) {
  const paid = new Map<string, number>();
  if (!orderIds.length) return paid;
  const rows = await db
    .select({ orderId: schema.payments.orderId, amount: schema.payments.amount })
    .from(schema.payments)
    .where(and(inArray(schema.payments.orderId, orderIds), eq(schema.payments.state, "succeeded")));
  for (const row of rows) paid.set(row.orderId, (paid.get(row.orderId) ?? 0) + row.amount);
  return paid;
}
