// Paying for an order, the same way with every provider: start the payment, apply the events the
// provider reports (at once, by webhook, or when reconciling), and let the lifecycle move the order.
import { queueTaxSale } from "./tax-jobs.server";
import { db, type Tx } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import {
  awaitsPayment,
  findOrder,
  isCancelled,
  isPaid,
  isRefunded,
  markOrderPaid,
  markOrderPaymentFailed,
  type OrderRow,
} from "~/modules/order-lifecycle/index.server";
import { moneyOf, openPayment, recordPaymentEvent } from "./money-rows.server";
import type { CardDetails, PaymentProvider, PickProvider } from "./provider.server";
import { paymentProvider, providerNamed } from "./registry.server";

/** Why an order cannot be paid; `restartAttempt`: the checkout should start over with a new order. */
export class PaymentRefused extends Error {
  override name = "PaymentRefused";
  constructor(
    message: string,
    readonly restartAttempt = false,
  ) {
    super(message);
  }
}

type PaymentOutcome =
  | { status: "paid"; order: OrderRow }
  | { status: "needs-confirmation"; order: OrderRow; clientSecret: string }
  | { status: "failed"; order: OrderRow; message: string };

/** One event of a provider's payment: its row moves on, then the lifecycle hears of it. */
export type PaymentEvent = { orderId: string; provider: string; reference: string; event: "succeeded" | "failed" };

const orderById = async (executor: typeof db | Tx, orderId: string) =>
  (await findOrder(executor, orderId)) ?? undefined;

/**
 * Applies one provider event in `tx`: the payment's row, and the order paid (or its attempt failed)
 * through the lifecycle. Returns the order as changed, or null when it was already there.
 */
export async function applyPaymentEvent(tx: Tx, input: PaymentEvent & { order?: OrderRow }) {
  const order = input.order ?? (await orderById(tx, input.orderId));
  if (!order) return null;
  await recordPaymentEvent(tx, {
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    provider: input.provider,
    reference: input.reference,
    state: input.event,
  });
  const tell = input.event === "succeeded" ? markOrderPaid : markOrderPaymentFailed;
  const changed = await tell(tx, { orderId: order.id, provider: input.provider });
  // Stripe Tax records the sale once it is paid (decision 064).
  if (changed && input.event === "succeeded") await queueTaxSale(tx, order);
  return changed;
}

/** `userId` null: a guest's order, just placed by this same request (decision 065). */
function assertPayable(order: OrderRow | undefined, userId: string | null): asserts order is OrderRow {
  if (!order || order.userId !== userId) throw new PaymentRefused("Order not found");
  if (isCancelled(order) || isRefunded(order)) {
    throw new PaymentRefused("This order was cancelled, please try again to place a new one", true);
  }
}

/**
 * Pays for an order. The attempt's key is the order and how many attempts failed before, so two
 * submits of one attempt are one payment (the provider's idempotency), and a retry after a
 * refused card is a new one. What the provider answers is its first event, applied at once.
 */
export async function payForOrder(
  input: { orderId: string; userId: string | null; card?: CardDetails },
  provider: PaymentProvider = paymentProvider(),
): Promise<PaymentOutcome> {
  const order = await orderById(db, input.orderId);
  assertPayable(order, input.userId);
  if (isPaid(order)) return { status: "paid", order };
  const { payments } = await moneyOf(order.id);
  const open = payments.findLast((row) => row.provider === provider.name && row.state !== "succeeded");
  const failures = payments.filter((row) => row.state === "failed").length;
  const start = await provider.startPayment({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    card: input.card,
    attempt: { key: `${order.id}:${failures}`, reference: open?.providerReference ?? null },
  });
  if (start.event === "pending") {
    await db.transaction((tx) =>
      recordPaymentEvent(tx, {
        orderId: order.id,
        amount: order.totalAmount,
        currency: order.currency,
        provider: provider.name,
        reference: start.reference,
        state: "pending",
      }),
    );
    return { status: "needs-confirmation", order, clientSecret: start.clientSecret };
  }
  const event = { orderId: order.id, provider: provider.name, reference: start.reference, event: start.event };
  const changed = await db.transaction((tx) => applyPaymentEvent(tx, { ...event, order }));
  const latest = changed ?? (await orderById(db, order.id)) ?? order;
  if (start.event === "succeeded" || isPaid(latest)) return { status: "paid", order: latest };
  return { status: "failed", order: latest, message: start.message };
}

/**
 * Asks the provider how an order's open payment stands and applies a success it reports: a safety
 * net for a webhook that is late or lost (the order-success page calls it).
 */
export async function reconcileOrderPayment(orderId: string, pick: PickProvider = providerNamed) {
  const order = await orderById(db, orderId);
  if (!order || !awaitsPayment(order)) return order ?? null;
  const open = await openPayment(orderId);
  if (!open?.providerReference) return order;
  try {
    const state = await pick(open.provider).paymentState(open.providerReference);
    if (state.state !== "succeeded" || state.amount !== order.totalAmount || state.orderId !== order.id) return order;
    const event = { orderId, provider: open.provider, reference: open.providerReference, event: "succeeded" as const };
    const paid = await db.transaction((tx) => applyPaymentEvent(tx, event));
    // Null means someone else (the webhook, another tab) recorded it first: read what they wrote.
    return paid ?? (await orderById(db, orderId)) ?? order;
  } catch (error) {
    log.warn({ err: error, orderId }, "could not reconcile the payment with the provider");
    return order;
  }
}
