// The side effects of a state change (emails, partner calls, refunds), queued as jobs in the
// transaction of the change, so they exist exactly when the change committed.
import { eq } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { enqueueJob, enqueueJobs, type JobRequest } from "~/lib/jobs.server";
import { orderConfirmationJob } from "./confirmation-email.server";
import { queueOrderStatusUpdate } from "./status-email.server";
import type { SideEffect } from "./transitions";

export const REFUND_PAYMENT_JOB = "refund-payment";

export type OrderRow = typeof schema.orders.$inferSelect;
export type Parcel = { number: string; url: string | null };

/** The customer's name and email: the address given at checkout, else the account's. */
export async function customerOf(tx: Tx, order: OrderRow) {
  let { fullName: name, email } = order.shippingAddress;
  if ((!email || !name) && order.userId) {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, order.userId));
    email ||= user?.email ?? "";
    name ||= user?.name ?? "";
  }
  return { name, email };
}

/** A Shopify order's number as its shopper knows it ('1001'); undefined for our own orders. */
export async function shopifyNumberOf(tx: Tx, order: OrderRow) {
  if (order.source !== "shopify") return undefined;
  const [row] = await tx
    .select({ name: schema.shopifyOrders.name })
    .from(schema.shopifyOrders)
    .where(eq(schema.shopifyOrders.orderId, order.id));
  return row?.name.replace(/^#/, "");
}

/** When a review request for an order delivered now is due: REVIEW_REQUEST_DAYS later. */
const reviewRequestTime = () => new Date(Date.now() + env.REVIEW_REQUEST_DAYS * 24 * 60 * 60_000);

export async function queueSideEffects(
  tx: Tx,
  effects: SideEffect[],
  order: OrderRow,
  options: { actor?: string | null; tracking?: Parcel[]; reason?: string | undefined } = {},
) {
  const jobs: JobRequest[] = [];
  for (const effect of effects) {
    switch (effect) {
      case "confirmation-email":
        jobs.push(await orderConfirmationJob(tx, order));
        break;
      case "fulfil-order":
        // Jobs are named by their typed names (decision 041): the fulfilment module, which defines
        // them, depends on this one, not the other way round.
        jobs.push({ type: "fulfil-order", payload: { orderId: order.id } });
        break;
      case "cancel-partner-orders":
        jobs.push({ type: "cancel-partner-orders", payload: { orderId: order.id } });
        break;
      case "refund-payment":
        // The payments module, which defines the job, gives back what is left (decision 051).
        jobs.push({ type: REFUND_PAYMENT_JOB, payload: { orderId: order.id } });
        break;
      case "review-request":
        // The reviews module, which defines the job, asks once per order (decision 058).
        await enqueueJob(tx, "request-review", { orderId: order.id }, { runAt: reviewRequestTime() });
        break;
      case "status-email": {
        const customer = await customerOf(tx, order);
        const processing = order.status === "processing";
        await queueOrderStatusUpdate(tx, {
          orderId: order.id,
          customerEmail: customer.email,
          customerName: customer.name,
          status: order.status as "processing" | "shipped" | "delivered" | "cancelled",
          trackingNumber: order.trackingNumber,
          tracking: processing ? undefined : options.tracking,
          orderNumber: await shopifyNumberOf(tx, order),
          reason: options.reason,
        });
        break;
      }
    }
  }
  // One INSERT for the jobs: a checkout's cost is mostly its round trips.
  if (jobs.length) await enqueueJobs(tx, jobs);
}
