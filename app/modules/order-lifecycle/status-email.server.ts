// The status-update email to the customer (docs/spec.md §7, send-order-status-update),
// queued in the transaction that changes the status and sent by the jobs worker.
import { z } from "zod";
import { queueEmail, type EmailMessage } from "~/integrations/mail/mailer.server";
import type { Tx } from "~/lib/db.server";
import { shortOrderId } from "~/lib/order-number";
import { ADMIN_TARGET_STATUSES } from "./transitions";
import { shopMailIdentity } from "~/modules/settings/index.server";
import { orderEmailSignOff, type ShopIdentity, senderOf } from "~/modules/settings";

export const orderStatusUpdateSchema = z.object({
  orderId: z.string(),
  customerEmail: z.string().min(3),
  customerName: z.string(),
  status: z.enum(ADMIN_TARGET_STATUSES),
  trackingNumber: z.string().nullable(),
  /** The print partners' shipments: each tracking number with its carrier's link. */
  tracking: z.array(z.object({ number: z.string(), url: z.string().nullable() })).optional(),
  /** The number the customer knows the order by when it is not our short id (a Shopify order's '1001'). */
  orderNumber: z.string().optional(),
  /** Why the shop changed the status (a rejected personalised print), said in the email. */
  reason: z.string().max(1000).optional(),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

const headline: Record<OrderStatusUpdate["status"], string> = {
  processing: "We're printing your order. Processing takes 2-7 business days.",
  shipped: "Your order is on its way! Delivery takes 3-7 business days at home, 7-21 abroad.",
  delivered: "Your order was delivered. We hope you love it!",
  cancelled: "Your order was cancelled. If you paid, the refund reaches you within 5-7 business days.",
};

export function orderStatusUpdateEmail(update: OrderStatusUpdate, shop: ShopIdentity): EmailMessage {
  const number = update.orderNumber ?? shortOrderId(update.orderId);
  const text = [
    `Hi ${update.customerName || "there"},`,
    "",
    `Order #${number} is now ${update.status}.`,
    headline[update.status],
    ...(update.reason ? ["", `Why: ${update.reason}`] : []),
    ...(update.tracking?.length
      ? update.tracking.flatMap((parcel) => [
          "",
          `Tracking number: ${parcel.number}`,
          ...(parcel.url ? [`Track package: ${parcel.url}`] : []),
        ])
      : update.trackingNumber
        ? ["", `Tracking number: ${update.trackingNumber}`]
        : []),
    "",
    "You can follow every order under My Orders on the site.",
    "",
    orderEmailSignOff(shop),
  ].join("\n");
  return {
    to: update.customerEmail,
    subject: `Your ${shop.name} order #${number} is ${update.status}`,
    text,
    ...senderOf(shop),
  };
}

export async function queueOrderStatusUpdate(tx: Tx, update: OrderStatusUpdate) {
  const shop = await shopMailIdentity(tx);
  return queueEmail(tx, orderStatusUpdateEmail(orderStatusUpdateSchema.parse(update), shop));
}
