// What the payments module tells the lifecycle: a payment succeeded or failed, money was given
// back. The payments module writes its rows; these write the order's side, in the same transaction.
import type { Tx } from "~/lib/db.server";
import type { OrderRow } from "./side-effects.server";
import { runTransition } from "./transition.server";

/**
 * Marks an order paid (only from unpaid or failed, only our own orders, so a second report of the
 * same payment changes nothing). The confirmation email and fulfilment (or, for an order cancelled
 * meanwhile, its refund) are queued in the same transaction.
 */
export async function markOrderPaid(tx: Tx, input: { orderId: string; provider: string }) {
  return runTransition(
    tx,
    input.orderId,
    { type: "payment-succeeded" },
    {
      set: { paymentProvider: input.provider },
      record: { type: "paid", data: { provider: input.provider }, createdAt: new Date() },
    },
  );
}

/** Records a failed attempt; the customer may retry on the same order. Never touches a paid order. */
export async function markOrderPaymentFailed(tx: Tx, input: { orderId: string; provider: string }) {
  return runTransition(
    tx,
    input.orderId,
    { type: "payment-failed" },
    {
      set: { paymentProvider: input.provider },
      record: { type: "payment_failed", data: { provider: input.provider }, createdAt: new Date() },
    },
  );
}

/**
 * A declined order paid for again: it holds its units and code's use once more. The caller has
 * checked, under the drop rows' lock, that they are still there to hold (decision 055).
 */
export function reopenDeclinedPayment(tx: Tx, orderId: string) {
  return runTransition(tx, orderId, { type: "payment-retry" }, { record: null });
}

export type RefundEvent = {
  orderId: string;
  amount: number;
  /** Whether the refunds rows now give back all that was paid (the payments module counts them). */
  full: boolean;
  provider: string;
  reference: string;
  actor: string | null;
  now?: Date;
};

/**
 * Money was given back: the order's timeline says so, and a refund of all that was paid makes
 * the order refunded (a partial one keeps it paid). Null when the order is no longer paid.
 */
export async function markOrderRefunded(tx: Tx, input: RefundEvent): Promise<OrderRow | null> {
  return runTransition(
    tx,
    input.orderId,
    { type: "refund", full: input.full },
    {
      actorId: input.actor,
      record: {
        type: "refunded",
        actor: input.actor,
        data: { provider: input.provider, reference: input.reference, amount: input.amount, full: input.full },
        createdAt: input.now ?? new Date(),
      },
    },
  );
}
