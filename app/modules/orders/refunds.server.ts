// The refund job: gives a cancelled order's payment back through the provider that took it.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { notesWith, recordOrderEvent, type NewOrderEvent } from "~/modules/checkout/order-events.server";
import {
  configuredStripe,
  sandboxProvider,
  stripeProvider,
  type PaymentProvider,
} from "~/modules/checkout/payment-provider.server";

/** The refund-payment job names the order whose payment it refunds. */
export const refundPaymentPayload = z.object({ orderId: z.string().min(1) });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "refund-payment": z.infer<typeof refundPaymentPayload>;
  }
}

/** The provider that took an order's payment, by the name recorded on the order. */
export function providerNamed(name: string | null): PaymentProvider {
  if (name === "stripe") return stripeProvider(configuredStripe());
  if (name === "sandbox") return sandboxProvider;
  throw new Error(`Unknown payment provider '${name}'`);
}

/**
 * Refunds once per order: the provider call carries an idempotency key per order, and the order
 * is marked refunded only after the provider confirmed. A failure throws, so the jobs worker
 * retries with backoff and finally leaves the job 'failed' with the error for the team.
 * `by` is the admin who issued it; the job (a cancelled paid order) passes none.
 */
export async function refundOrderPayment(
  orderId: string,
  pick: (name: string | null) => PaymentProvider = providerNamed,
  by: { actorId: string; now: Date } | null = null,
) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  // A Shopify order's money is refunded on Shopify (decision 026).
  if (!order || order.paymentStatus !== "paid" || order.source !== "native") return { refunded: false };
  if (!order.paymentReference) throw new Error(`Order ${orderId} is paid but has no payment reference`);
  const provider = pick(order.paymentProvider);
  const refund = await provider.refund({
    orderId: order.id,
    amount: order.totalAmount,
    currency: order.currency,
    reference: order.paymentReference,
  });
  const event: NewOrderEvent = {
    type: "refunded",
    actor: by?.actorId ?? null,
    data: { provider: provider.name, reference: refund.reference },
    createdAt: by?.now ?? new Date(),
  };
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.orders)
      .set({ paymentStatus: "refunded", notes: notesWith(event), updatedAt: sql`now()` })
      .where(and(eq(schema.orders.id, order.id), eq(schema.orders.paymentStatus, "paid")))
      .returning({ id: schema.orders.id });
    if (row) await recordOrderEvent(tx, row.id, event);
    return row;
  });
  log.info({ orderId, refund: refund.reference }, "order payment refunded");
  return { refunded: Boolean(updated) };
}

export async function handleRefundPaymentJob({ orderId }: { orderId: string }) {
  await refundOrderPayment(orderId);
}
