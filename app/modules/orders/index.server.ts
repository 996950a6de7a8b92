// A customer's orders on the server: their list and one order with its lines, timeline and
// parcels; the customer's cancel and refund request; a guest's order through its private link
// (decision 065); the refund and unpaid-expiry jobs.
export {
  cancelOrder,
  getOrderForUser,
  listOrdersForUser,
  OrderActionError,
  orderParcels,
  orderTimelines,
  requestRefund,
  shopifyOrderNumbers,
} from "./orders.server";
export { cancelOrderByLink, claimGuestOrders, getOrderByLink } from "./guest-orders.server";
export { linkKeyOf, orderActionsFor, orderForRequest } from "./order-access.server";
export { lookUpOrder } from "./order-lookup.server";
export { orderLookupSchema } from "./order-lookup.schema";
export {
  EXPIRE_UNPAID_ORDERS_EVERY_MS,
  EXPIRE_UNPAID_ORDERS_JOB,
  expireUnpaidOrders,
  handleExpireUnpaidOrdersJob,
} from "./unpaid-orders.server";
