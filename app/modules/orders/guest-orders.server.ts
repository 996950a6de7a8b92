// A guest's order through its private link (decision 065): the same page, cancel and refund
// request as a customer's, under the same state table; and the guest orders a verified account
// takes over when My Orders is opened.
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import {
  attachGuestOrders,
  cancelByCustomer,
  guardOf,
  orderOfLink,
  requestRefundOf,
} from "~/modules/order-lifecycle/index.server";
import { OrderActionError, orderDetails } from "./orders.server";

/** The order a link opens, with its lines, timeline and parcels; null for a wrong, revoked or foreign key. */
export async function getOrderByLink(orderId: string, linkKey: string) {
  const order = await orderOfLink(orderId, linkKey);
  return order ? orderDetails(order) : null;
}

async function guestOf(orderId: string, linkKey: string) {
  const order = isUuid(orderId) ? await orderOfLink(orderId, linkKey) : null;
  if (!order?.guestEmail) throw new OrderActionError("Order not found");
  return { guestEmail: order.guestEmail };
}

/** The guest cancels through the link: the lifecycle's customer-cancel, owned by the order's email. */
export async function cancelOrderByLink(orderId: string, linkKey: string, now = new Date()) {
  const guest = await guestOf(orderId, linkKey);
  const order = await db.transaction((tx) => cancelByCustomer(tx, orderId, guest, now));
  if (!order) throw new OrderActionError(guardOf({ type: "customer-cancel" }).refusal);
  return order;
}

/** The guest asks for a refund through the link, under the customer's rule (delivered, 30 days). */
export async function requestRefundByLink(orderId: string, linkKey: string, reason: string, now = new Date()) {
  const trimmed = reason.trim();
  if (!trimmed) throw new OrderActionError("Refund Reason Required");
  if (trimmed.length > 1000) throw new OrderActionError("Please keep the reason under 1000 characters");
  const guest = await guestOf(orderId, linkKey);
  const order = await db.transaction((tx) => requestRefundOf(tx, orderId, guest, trimmed, now));
  if (!order) throw new OrderActionError(guardOf({ type: "refund-request" }).refusal);
  return order;
}

/**
 * A customer whose address is verified takes the guest orders placed with it (decision 065): run
 * before My Orders and an order page are read, so they show there from the first visit after.
 */
export async function claimGuestOrders(user: { id: string; email: string; emailVerified: boolean }) {
  if (!user.emailVerified) return 0;
  return attachGuestOrders(user.id, user.email);
}
