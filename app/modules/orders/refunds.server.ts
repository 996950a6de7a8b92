// The refund job and the admin's refunds: give an order's payment back through the provider
// that took it, whole or in part; the lifecycle module records it (decision 036).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "~/lib/db.server";
import { MAX_ATTEMPTS, type JobContext } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { providerNamed, type PaymentProvider } from "~/modules/checkout/index.server";
import {
  allows,
  linePaidCents,
  recordRefund,
  recordRefundFailure,
  refundedCents,
} from "~/modules/order-lifecycle/index.server";

/** The refund-payment job names the order whose payment it refunds. */
export const refundPaymentPayload = z.object({ orderId: z.string().min(1) });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "refund-payment": z.infer<typeof refundPaymentPayload>;
  }
}

/**
 * Refunds an order's payment, by default what is left of it. The provider call carries an
 * idempotency key (per order for the full refund, per amount already refunded for a partial
 * one), and the refund is recorded only after the provider confirmed. A failure throws, so the
 * jobs worker retries with backoff and finally leaves the refund 'failed' for the team.
 * `by` is the admin who issued it (the job, for a cancelled paid order, passes none); `cents`
 * what to give back, by default the rest of the payment; `itemId` names the line a partial refund
 * is for, which caps it at what that line was paid (its price less its discount, decision 044).
 */
export async function refundOrderPayment(
  orderId: string,
  pick: (name: string | null) => PaymentProvider = providerNamed,
  by: { actorId: string; now: Date } | null = null,
  cents?: number,
  itemId?: string,
) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  // A Shopify order's money is refunded on Shopify (decision 026).
  if (!order || !allows({ type: "refund", full: true }, order)) return { refunded: false };
  if (!order.paymentReference) throw new Error(`Order ${orderId} is paid but has no payment reference`);
  const already = await refundedCents(db, orderId);
  const left = order.totalAmount - already;
  // Nothing left: a second refund of the rest that read the order before the first was recorded
  // (two at once, or a job's retry) has nothing to do.
  if (cents === undefined && left === 0) return { refunded: false };
  const amount = cents ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    throw new Error(`A refund of ${amount} cents does not fit the ${left} cents left to refund`);
  }
  if (itemId !== undefined) {
    const paid = await linePaidCents(db, orderId, itemId);
    if (paid === null || amount > paid) {
      throw new Error(`A refund of ${amount} cents is more than the ${paid ?? 0} cents paid for that line`);
    }
  }
  const provider = pick(order.paymentProvider);
  const full = already === 0 && amount === order.totalAmount;
  const refund = await provider.refund({
    orderId: order.id,
    amount,
    currency: order.currency,
    reference: order.paymentReference,
    idempotencyKey: full ? undefined : `refund_${order.id}_${already}_${amount}`,
  });
  const updated = await db.transaction((tx) =>
    recordRefund(tx, {
      orderId: order.id,
      amount,
      provider: provider.name,
      reference: refund.reference,
      actor: by?.actorId ?? null,
      now: by?.now,
    }),
  );
  log.info({ orderId, amount, refund: refund.reference }, "order payment refunded");
  return { refunded: Boolean(updated) };
}

export async function handleRefundPaymentJob(payload: unknown, context?: JobContext) {
  const { orderId } = refundPaymentPayload.parse(payload);
  try {
    await refundOrderPayment(orderId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRefundFailure(orderId, message, (context?.attempt ?? 0) >= MAX_ATTEMPTS);
    throw error;
  }
}
