// Who may see and act on an order on /orders/:id (decision 065): a guest through the order's
// private link (its key in the query), otherwise the signed-in customer; the same rules either way.
import { requireUser } from "~/modules/accounts/index.server";
import { orderLinkPath } from "~/modules/order-lifecycle/index.server";
import { cancelOrderByLink, claimGuestOrders, getOrderByLink, requestRefundByLink } from "./guest-orders.server";
import { cancelOrder, getOrderForUser, requestRefund } from "./orders.server";

/** A guest's private link (decision 065) carries the order's key; without one, the signed-in customer's order. */
export const linkKeyOf = (request: Request) => new URL(request.url).searchParams.get("key");

/** The order a request may see: by its link's key, else the signed-in customer's (their guest orders joined first). */
export async function orderForRequest(request: Request, orderId: string) {
  const key = linkKeyOf(request);
  if (key !== null) return getOrderByLink(orderId, key);
  const user = await requireUser(request);
  await claimGuestOrders(user);
  return getOrderForUser(orderId, user.id);
}

/** The customer's actions, or a guest's through the order's link: the same rules either way. */
export async function orderActionsFor(request: Request, orderId: string) {
  const key = linkKeyOf(request);
  if (key !== null) {
    return {
      here: orderLinkPath(orderId, encodeURIComponent(key)),
      cancel: () => cancelOrderByLink(orderId, key),
      refund: (reason: string) => requestRefundByLink(orderId, key, reason),
    };
  }
  const user = await requireUser(request);
  return {
    here: `/orders/${orderId}`,
    cancel: () => cancelOrder(orderId, user.id),
    refund: (reason: string) => requestRefund(orderId, user.id, reason),
  };
}
