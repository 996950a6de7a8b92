// The orders module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
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
  noPayload,
} from "./unpaid-orders.server";
// </public-entry>
