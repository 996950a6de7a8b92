// Stripe Tax's records of the money (decision 064): the sale once the payment succeeds, and a
// reversal for every refund, each a job queued in the transaction that moved the money, so a
// Stripe Tax outage delays the record and never the payment or the refund.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema, type Tx } from "~/lib/db.server";
import { enqueueJob } from "~/lib/jobs.server";
import { findOrder, recordTaxTransaction, type OrderRow } from "~/modules/order-lifecycle/index.server";
import { recordTaxSale, reverseTaxSale } from "~/modules/tax/index.server";

export const TAX_SALE_JOB = "stripe-tax-sale";
export const TAX_REVERSAL_JOB = "stripe-tax-reversal";
export const taxSalePayload = z.object({ orderId: z.string() });
export const taxReversalPayload = z.object({ orderId: z.string(), refundId: z.string() });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "stripe-tax-sale": z.infer<typeof taxSalePayload>;
    "stripe-tax-reversal": z.infer<typeof taxReversalPayload>;
  }
}

/** A paid order quoted by Stripe Tax: its sale is to be recorded. */
export async function queueTaxSale(tx: Tx, order: OrderRow) {
  if (order.taxCalculationId) await enqueueJob(tx, TAX_SALE_JOB, { orderId: order.id });
}

/** A refund of such an order: its reversal is to be recorded. */
export async function queueTaxReversal(tx: Tx, order: OrderRow, refundId: string) {
  if (order.taxCalculationId) await enqueueJob(tx, TAX_REVERSAL_JOB, { orderId: order.id, refundId });
}

export async function handleTaxSaleJob(payload: unknown) {
  const { orderId } = taxSalePayload.parse(payload);
  const order = await findOrder(db, orderId);
  if (!order?.taxCalculationId || order.taxTransactionId) return;
  const transaction = await recordTaxSale(order.taxCalculationId, order.id);
  await db.transaction((tx) => recordTaxTransaction(tx, order.id, transaction));
}

export async function handleTaxReversalJob(payload: unknown) {
  const { orderId, refundId } = taxReversalPayload.parse(payload);
  const order = await findOrder(db, orderId);
  if (!order?.taxCalculationId) return;
  // The sale's job has not run yet: this one is tried again later.
  if (!order.taxTransactionId) throw new Error(`order ${orderId} has no Stripe Tax transaction yet`);
  const [row] = await db.select().from(schema.refunds).where(eq(schema.refunds.id, refundId));
  if (!row || row.state !== "succeeded") return;
  await reverseTaxSale(order.taxTransactionId, row.id, row.amount);
}
