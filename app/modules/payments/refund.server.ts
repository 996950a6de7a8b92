// One way to give money back, for the admin, the customer's cancel (through the job) and retries:
// refund(orderId, { cents?, lines? }). The amount is reserved under the payment's row lock before
// the provider is asked, so two refunds at once never give back more than was paid (decision 051).
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { findOrder, markOrderRefunded, type OrderRow } from "~/modules/order-lifecycle/index.server";
import { moneyTotals } from "./payment-status";
import type { PickProvider } from "./provider.server";
import { queueRefundEmail } from "./refund-email.server";
import { queueTaxReversal } from "./tax-jobs.server";
import { planRefund, type RefundableLine, type RefundFacts, type RefundRequest } from "./refund-rule";
import { providerNamed } from "./registry.server";
import type { RefundRow } from "./money-rows.server";

export type RefundOutcome =
  | { ok: true; refunded: number }
  /** Refused before anything was written: the message, and the form field it belongs to. */
  | { ok: false; message: string; field: string }
  /** The provider did not give the money back; the refund row records why. */
  | { ok: false; message: string; field: "form"; providerError: true };

type Reserved = { row: RefundRow; order: OrderRow; paymentReference: string; provider: string };

/** What is already given back or being given back counts against what is left. */
const counting = (row: RefundRow) => row.state === "succeeded" || row.state === "pending";

async function refundFacts(tx: Tx, order: OrderRow, refunds: RefundRow[]) {
  const payments = await tx
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.state, "succeeded")))
    .orderBy(asc(schema.payments.createdAt));
  const { paid } = moneyTotals(payments, []);
  const refunded = refunds.filter(counting).reduce((total, row) => total + row.amount, 0);
  const facts: RefundFacts = { ...order, paid, refunded };
  return { facts, payment: payments[0] };
}

/** A line gives back what it paid: its tax with it, unless the price already held it (decision 064). */
async function refundableLines(tx: Tx, order: OrderRow, refunds: RefundRow[]): Promise<RefundableLine[]> {
  const items = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  return items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    paid: item.price * item.quantity - item.discountAmount + (order.taxIncluded ? 0 : item.taxAmount),
    ...(item.taxAmount ? { tax: item.taxAmount } : {}),
    refundedQuantity: refunds
      .filter(counting)
      .flatMap((row) => row.lines)
      .filter((line) => line.itemId === item.id)
      .reduce((total, line) => total + line.quantity, 0),
  }));
}

/**
 * Reserves the refund: under the lock of the order's payment row, checks the request against
 * what is left (planRefund) and writes a pending refunds row for it. A request for the rest
 * resumes an unfinished refund of the rest (a job's retry, a failed automatic refund) so the
 * provider sees the same idempotency key again.
 */
async function reserve(orderId: string, request: RefundRequest, actor: string | null) {
  return db.transaction(async (tx): Promise<Reserved | { message: string; field: string } | null> => {
    const [locked] = await tx
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.state, "succeeded")))
      .for("update");
    const order = await findOrder(tx, orderId);
    if (!order) return { message: "Order not found", field: "form" };
    const refunds = await tx.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
    const { facts, payment } = await refundFacts(tx, order, refunds);
    const rest = request.cents === undefined && !request.lines?.length;
    const unfinished = refunds.find((row) => row.state !== "succeeded" && !row.lines.length && row.actor === null);
    if (rest && unfinished && payment?.providerReference && locked) {
      // Only while it is still unfinished: a racing settle may have recorded it meanwhile.
      const [row] = await tx
        .update(schema.refunds)
        .set({ state: "pending", updatedAt: sql`now()` })
        .where(and(eq(schema.refunds.id, unfinished.id), ne(schema.refunds.state, "succeeded")))
        .returning();
      if (!row) return null;
      return { row, order, paymentReference: payment.providerReference, provider: payment.provider };
    }
    // A refund of the rest with nothing left (a second one that lost the race) has nothing to do.
    if (rest && facts.paymentStatus === "refunded") return null;
    const plan = planRefund(facts, await refundableLines(tx, order, refunds), request);
    if (!plan.ok) return rest && facts.paid > 0 && facts.refunded >= facts.paid ? null : plan;
    if (!payment?.providerReference) throw new Error(`Order ${orderId} is paid but has no payment reference`);
    const [row] = await tx
      .insert(schema.refunds)
      .values({
        orderId,
        amount: plan.amount,
        currency: order.currency,
        provider: payment.provider,
        state: "pending",
        actor,
        lines: plan.lines,
      })
      .returning();
    return { row: row!, order, paymentReference: payment.providerReference, provider: payment.provider };
  });
}

/** The provider gave the money back: the row says so, the lifecycle hears of it, the customer is emailed. */
async function settle(reserved: Reserved, providerReference: string, now: Date) {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(schema.refunds)
      .set({ state: "succeeded", providerReference, lastError: null, refundedAt: now, updatedAt: now })
      .where(and(eq(schema.refunds.id, reserved.row.id), ne(schema.refunds.state, "succeeded")))
      .returning();
    if (!done) return false;
    const payments = await tx.select().from(schema.payments).where(eq(schema.payments.orderId, reserved.order.id));
    const refunds = await tx
      .select()
      .from(schema.refunds)
      .where(and(eq(schema.refunds.orderId, reserved.order.id), eq(schema.refunds.state, "succeeded")));
    const { paid, refunded } = moneyTotals(payments, refunds);
    await markOrderRefunded(tx, {
      orderId: reserved.order.id,
      amount: done.amount,
      full: refunded >= paid,
      provider: reserved.provider,
      reference: providerReference,
      actor: done.actor,
      now,
    });
    await queueRefundEmail(tx, reserved.order, done);
    await queueTaxReversal(tx, reserved.order, done.id);
    return true;
  });
}

/**
 * Gives back money on an order: `cents`, the chosen `lines` (each with how many units), or with
 * neither all that is left. Nothing is written when the request is refused. `actor` is the admin
 * who asked (null: the system, for a cancelled paid order).
 */
export async function refund(
  orderId: string,
  request: RefundRequest = {},
  options: {
    actor?: string | null;
    pick?: PickProvider;
    now?: Date;
    /** A job that will try again: a refusal keeps the amount reserved, and the retry the same key. */
    willRetry?: boolean;
  } = {},
): Promise<RefundOutcome> {
  const reserved = await reserve(orderId, request, options.actor ?? null);
  if (!reserved) return { ok: true, refunded: 0 };
  if (!("row" in reserved)) return { ok: false, ...reserved };
  const { row, order } = reserved;
  let providerReference: string;
  try {
    const provider = (options.pick ?? providerNamed)(reserved.provider);
    ({ reference: providerReference } = await provider.refund({
      orderId,
      amount: row.amount,
      currency: order.currency,
      reference: reserved.paymentReference,
      idempotencyKey: `refund_${row.id}`,
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRefundFailure(row.id, message, !options.willRetry);
    log.error({ err: error, orderId }, "the payment provider did not refund");
    return {
      ok: false,
      message: `The payment provider did not refund: ${message}`,
      field: "form",
      providerError: true,
    };
  }
  const settled = await settle(reserved, providerReference, options.now ?? new Date());
  log.info({ orderId, amount: row.amount, refund: providerReference }, "order payment refunded");
  return { ok: true, refunded: settled ? row.amount : 0 };
}

/** The provider refused a refund: why, and whether it is given up (it then no longer holds its amount). */
async function recordRefundFailure(refundId: string, error: string, gaveUp: boolean) {
  await db
    .update(schema.refunds)
    .set({ lastError: error.slice(0, 2000), state: gaveUp ? "failed" : "pending", updatedAt: new Date() })
    .where(and(eq(schema.refunds.id, refundId), isNull(schema.refunds.refundedAt)));
}
