// Stripe Tax's transaction for a paid order (decision 064): the lifecycle writes its id on the
// order, once; the reversals of its refunds read it back.
import { and, eq, isNull } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";

export async function recordTaxTransaction(tx: Tx, orderId: string, transactionId: string) {
  await tx
    .update(schema.orders)
    .set({ taxTransactionId: transactionId, updatedAt: new Date() })
    .where(and(eq(schema.orders.id, orderId), isNull(schema.orders.taxTransactionId)));
}
