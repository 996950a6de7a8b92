// Paying for an order and applying what the payment provider reports, each effect exactly once.
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import {
  attachPaymentReference,
  awaitsPayment,
  isCancelled,
  isPaid,
  isRefunded,
  markOrderPaid,
  markOrderPaymentFailed,
  REFUND_PAYMENT_JOB,
} from "~/modules/order-lifecycle/index.server";
import type { SandboxCardInput } from "./checkout.schema";
import { CheckoutError } from "./place-order.server";
import { paymentProvider, type PaymentProvider } from "./payment-provider.server";

// Re-exported for the modules that import them from here today; the lifecycle module writes them.
export { markOrderPaid, markOrderPaymentFailed, REFUND_PAYMENT_JOB };

type Order = typeof schema.orders.$inferSelect;

export type PaymentOutcome =
  | { status: "paid"; order: Order }
  | { status: "needs-confirmation"; order: Order; clientSecret: string }
  | { status: "failed"; order: Order; message: string };

function assertPayable(order: Order | undefined, userId: string): asserts order is Order {
  if (!order || order.userId !== userId) throw new CheckoutError("Order not found");
  if (isCancelled(order) || isRefunded(order)) {
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
  if (isPaid(order)) return { status: "paid", order };
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
  const failed = await markOrderPaymentFailed(tx, {
    orderId: order.id,
    provider: provider.name,
    reference: start.reference,
  });
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
  if (isPaid(order)) return { status: "paid", order };
  const start = await provider.startPayment({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    reference: order.paymentReference,
  });
  // Keep the first reference; a concurrent submit got the same PaymentIntent through the idempotency key.
  await attachPaymentReference(db, order.id, provider.name, start.reference);
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
  if (!awaitsPayment(order)) return order;
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
