// A customer's orders on the server: their list and one order with its lines, timeline and
// parcels; the customer's cancel and refund request; the refund and unpaid-expiry jobs.
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
export {
  EXPIRE_UNPAID_ORDERS_EVERY_MS,
  EXPIRE_UNPAID_ORDERS_JOB,
  expireUnpaidOrders,
  handleExpireUnpaidOrdersJob,
} from "./unpaid-orders.server";
