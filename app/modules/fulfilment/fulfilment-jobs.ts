// The fulfilment jobs' names and payloads: their contract with the code that queues them, which
// queues them by name (the payloads are checked by type, decision record 041).
import { z } from "zod";

export const FULFIL_ORDER_JOB = "fulfil-order";
export const CANCEL_PARTNER_ORDERS_JOB = "cancel-partner-orders";
export const RECONCILE_PARTNER_ORDERS_JOB = "reconcile-partner-orders";

/** The fulfil and cancel jobs name the order they act on. */
export const orderJobPayload = z.object({ orderId: z.string().uuid() });
export type OrderJobPayload = z.infer<typeof orderJobPayload>;
/** The reconcile job is recurring: its one row carries an empty payload. */
export const reconcilePayload = z.object({});

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "fulfil-order": OrderJobPayload;
    "cancel-partner-orders": OrderJobPayload;
    "reconcile-partner-orders": z.infer<typeof reconcilePayload>;
  }
}
