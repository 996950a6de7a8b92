// Paying for an order and applying what the payment provider reports, each effect exactly once.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { enqueueJob, enqueueJobs } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { recordOrderEvent } from "./order-events.server";
import type { SandboxCardInput } from "./checkout.schema";
import { orderConfirmationJob } from "./order-confirmation.server";
import { CheckoutError } from "./place-order.server";
import { paymentProvider, type PaymentProvider } from "./payment-provider.server";

export const REFUND_PAYMENT_JOB = "refund-payment";

type Order = typeof schema.orders.$inferSelect;

/**
 * Marks an order paid with one conditional UPDATE: only from unpaid or failed, so a paid or
 * refunded order never moves back and a second report of the same payment changes nothing.
 * The confirmation email (or, for an order cancelled meanwhile, the refund) is queued in the
 * same transaction, so it exists exactly when the payment was recorded.
 */
export async function markOrderPaid(tx: Tx, input: { orderId: string; provider: string; reference: string }) {
  const [order] = await tx
    .update(schema.orders)
    .set({
      paymentStatus: "paid",
      paymentProvider: input.provider,
      paymentReference: sql`coalesce(${schema.orders.paymentReference}, ${input.reference})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(schema.orders.id, input.orderId),
        inArray(schema.orders.paymentStatus, ["unpaid", "failed"]),
        // A Shopify order is paid on Shopify, never through this path (decision 026).
        eq(schema.orders.source, "native"),
      ),
    )
    .returning();
  if (!order) return null;
  await recordOrderEvent(tx, order.id, { type: "paid", data: { provider: input.provider }, createdAt: new Date() });
  if (order.status === "cancelled") {
    // The customer cancelled while the payment was in flight: give the money back.
    await enqueueJob(tx, REFUND_PAYMENT_JOB, { orderId: order.id });
  } else {
    // Paid: the confirmation email, and the goods go to the print partners (or to the team, for
    // our own products). One INSERT for both: a checkout's cost is mostly its round trips.
    await enqueueJobs(tx, [
      await orderConfirmationJob(tx, order),
      { type: "fulfil-order", payload: { orderId: order.id } },
    ]);
  }
  return order;
}

/** Records a failed attempt; the customer may retry on the same order. Never touches a paid order. */
export async function markOrderPaymentFailed(tx: Tx, input: { orderId: string; provider: string }) {
  const [order] = await tx
    .update(schema.orders)
    .set({ paymentStatus: "failed", paymentProvider: input.provider, updatedAt: sql`now()` })
    .where(and(eq(schema.orders.id, input.orderId), inArray(schema.orders.paymentStatus, ["unpaid", "failed"])))
    .returning();
  if (order) {
    await recordOrderEvent(tx, order.id, {
      type: "payment_failed",
      data: { provider: input.provider },
      createdAt: new Date(),
    });
  }
  return order ?? null;
}

export type PaymentOutcome =
  | { status: "paid"; order: Order }
  | { status: "needs-confirmation"; order: Order; clientSecret: string }
  | { status: "failed"; order: Order; message: string };

function assertPayable(order: Order | undefined, userId: string): asserts order is Order {
  if (!order || order.userId !== userId) throw new CheckoutError("Order not found");
  if (order.status === "cancelled" || order.paymentStatus === "refunded") {
    throw new CheckoutError("This order was cancelled, please try again to place a new one", { restartAttempt: true });
  }
}

type PaymentInput = { orderId: string; userId: string; card?: SandboxCardInput };

/**
 * Pays with a provider that settles on the server (the sandbox), inside `tx` and under the
 * order's row lock, so two submits of one checkout charge once. `placed` is an order `tx` has
 * just inserted: no one else can see it before the commit, so it needs no lock of its own.
 */
export async function settlePayment(
  tx: Tx,
  input: PaymentInput,
  provider: PaymentProvider,
  placed?: Order,
): Promise<PaymentOutcome> {
  const order =
    placed ?? (await tx.select().from(schema.orders).where(eq(schema.orders.id, input.orderId)).for("update"))[0];
  assertPayable(order, input.userId);
  if (order.paymentStatus === "paid") return { status: "paid", order };
  const start = await provider.startPayment({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    card: input.card,
  });
  if (start.kind !== "settled") throw new Error(`${provider.name} did not settle the payment`);
  await tx
    .insert(schema.paymentEvents)
    .values({ id: start.reference, type: `${provider.name}.payment_${start.outcome}` });
  if (start.outcome === "succeeded") {
    const paid = await markOrderPaid(tx, { orderId: order.id, provider: provider.name, reference: start.reference });
    return { status: "paid", order: paid ?? order };
  }
  const failed = await markOrderPaymentFailed(tx, { orderId: order.id, provider: provider.name });
  return { status: "failed", order: failed ?? order, message: start.message };
}

/**
 * Pays for an order. The sandbox settles in a transaction of its own (settlePayment); Stripe gets
 * one PaymentIntent per order (the order id is its idempotency key) that the browser then confirms.
 */
export async function payForOrder(
  input: PaymentInput,
  provider: PaymentProvider = paymentProvider(),
): Promise<PaymentOutcome> {
  if (!provider.confirmsInBrowser) return db.transaction((tx) => settlePayment(tx, input, provider));

  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, input.orderId));
  assertPayable(order, input.userId);
  if (order.paymentStatus === "paid") return { status: "paid", order };
  const start = await provider.startPayment({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    reference: order.paymentReference,
  });
  // Keep the first reference; a concurrent submit got the same PaymentIntent through the idempotency key.
  await db
    .update(schema.orders)
    .set({ paymentProvider: provider.name, paymentReference: start.reference, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.orders.id, order.id),
        or(isNull(schema.orders.paymentReference), eq(schema.orders.paymentReference, start.reference)),
      ),
    );
  if (start.kind === "needs-confirmation")
    return { status: "needs-confirmation", order, clientSecret: start.clientSecret };
  if (start.outcome === "succeeded") {
    const paid = await db.transaction((tx) =>
      markOrderPaid(tx, { orderId: order.id, provider: provider.name, reference: start.reference }),
    );
    return { status: "paid", order: paid ?? order };
  }
  return { status: "failed", order, message: start.message };
}

/**
 * Asks the provider how an order's payment stands and applies a success it reports: a safety net
 * for a webhook that is late or lost (the order-success page calls it).
 */
export async function reconcileOrderPayment(orderId: string, provider: PaymentProvider = paymentProvider()) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order || !order.paymentReference || !provider.confirmsInBrowser) return order ?? null;
  if (order.paymentStatus !== "unpaid" && order.paymentStatus !== "failed") return order;
  try {
    const state = await provider.paymentState(order.paymentReference);
    if (state.state !== "succeeded" || state.amount !== order.totalAmount || state.orderId !== order.id) return order;
    const paid = await db.transaction((tx) =>
      markOrderPaid(tx, { orderId: order.id, provider: provider.name, reference: order.paymentReference! }),
    );
    // Null means someone else (the webhook, another tab) recorded it first: read what they wrote.
    return paid ?? (await db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0] ?? order;
  } catch (error) {
    log.warn({ err: error, orderId }, "could not reconcile the payment with the provider");
    return order;
  }
}
