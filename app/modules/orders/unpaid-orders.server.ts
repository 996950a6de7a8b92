// Unpaid orders end: a recurring job cancels orders still unpaid after UNPAID_ORDER_HOURS, and
// their payment with the provider, so an abandoned checkout does not stay 'pending' for ever.
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { RecurringPayload } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { endUnpaidOrder } from "~/modules/checkout/index.server";
import type { PickProvider } from "~/modules/payments/index.server";
import { expireUnpaid, unpaidOrdersDue } from "~/modules/order-lifecycle/index.server";

export const EXPIRE_UNPAID_ORDERS_JOB = "expire-unpaid-orders";

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "expire-unpaid-orders": RecurringPayload;
  }
}
/** How often the job looks: an order ends at most this long after its time is up. */
export const EXPIRE_UNPAID_ORDERS_EVERY_MS = 15 * 60_000;
const BATCH = 100;

/**
 * Cancels every order still unpaid `hours` after it was placed, each as `endUnpaidOrder` ends one:
 * the payment cancelled with the provider first (one paid after all keeps its order), then the
 * order by one conditional UPDATE. Returns the ids of the orders cancelled.
 */
export async function expireUnpaidOrders(options: { now?: Date; hours?: number; pick?: PickProvider } = {}) {
  const now = options.now ?? new Date();
  const hours = options.hours ?? env.UNPAID_ORDER_HOURS;
  const due = await unpaidOrdersDue(db, hours, now, BATCH);
  const cancelled: string[] = [];
  for (const order of due) {
    const row = await endUnpaidOrder(order, (tx) => expireUnpaid(tx, order.id, hours, now), options.pick);
    if (row) cancelled.push(row.id);
  }
  if (cancelled.length) log.info({ count: cancelled.length }, "unpaid orders cancelled");
  return cancelled;
}

export async function handleExpireUnpaidOrdersJob() {
  await expireUnpaidOrders();
}
