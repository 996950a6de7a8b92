// Unpaid orders end: a recurring job cancels orders still unpaid after UNPAID_ORDER_HOURS, and
// their payment with the provider, so an abandoned checkout does not stay 'pending' for ever.
import { z } from "zod";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import type { PaymentProvider } from "~/modules/checkout/index.server";
import { expireUnpaid, unpaidOrdersDue } from "~/modules/order-lifecycle/index.server";
import { providerNamed } from "./refunds.server";

export const EXPIRE_UNPAID_ORDERS_JOB = "expire-unpaid-orders";

/** A recurring job: its one row carries an empty payload. */
export const noPayload = z.object({});

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "expire-unpaid-orders": z.infer<typeof noPayload>;
  }
}
/** How often the job looks: an order ends at most this long after its time is up. */
export const EXPIRE_UNPAID_ORDERS_EVERY_MS = 15 * 60_000;
const BATCH = 100;

/**
 * Cancels every order still unpaid `hours` after it was placed. The payment is cancelled with
 * the provider first: one that was paid after all keeps its order (the payment's webhook or
 * reconciliation marks it paid). Then one conditional UPDATE cancels the order, so a payment that
 * lands at the same moment is never overwritten. Returns the ids of the orders cancelled.
 */
export async function expireUnpaidOrders(
  options: { now?: Date; hours?: number; pick?: (name: string | null) => PaymentProvider } = {},
) {
  const now = options.now ?? new Date();
  const hours = options.hours ?? env.UNPAID_ORDER_HOURS;
  const pick = options.pick ?? providerNamed;
  const due = await unpaidOrdersDue(db, hours, now, BATCH);
  const cancelled: string[] = [];
  for (const order of due) {
    if (order.paymentReference && order.paymentProvider) {
      const outcome = await pick(order.paymentProvider).cancelPayment(order.paymentReference);
      if (outcome === "succeeded") {
        log.warn({ order: order.id }, "an expiring order was paid after all; left for the payment to settle");
        continue;
      }
    }
    const row = await db.transaction((tx) => expireUnpaid(tx, order.id, hours, now));
    if (row) cancelled.push(row.id);
  }
  if (cancelled.length) log.info({ count: cancelled.length }, "unpaid orders cancelled");
  return cancelled;
}

export async function handleExpireUnpaidOrdersJob() {
  await expireUnpaidOrders();
}
