// The order lifecycle's server face: the only writers of an order's state, events, notes and money.
export * from "./transitions";
export { eventNote } from "./order-events.server";
export {
  attachPaymentReference,
  linePaidCents,
  markOrderPaid,
  markOrderPaymentFailed,
  owedRefunds,
  recordRefund,
  recordRefundFailure,
  refundedCents,
} from "./money.server";
export {
  advanceByPartner,
  cancelByCustomer,
  correctUnpaidAddress,
  expireUnpaid,
  recordPlaced,
  requestRefundOf,
  setStatusByAdmin,
  supersedableOrder,
  supersedeUnpaid,
  unpaidOrdersDue,
} from "./status.server";
export { applyShopifyState, createShopifyOrder, type ShopifyOrderColumns } from "./shopify-order.server";
export {
  dropOrderLinesSql,
  findOrder,
  orderOfCustomer,
  ordersOfCustomer,
  promotionUseCounts,
  promotionUses,
} from "./order-queries.server";
export { searchOrders } from "./order-search.server";
export { REFUND_PAYMENT_JOB, shopifyNumberOf, type OrderRow } from "./side-effects.server";

// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export {
  handleSendOrderConfirmationJob,
  orderConfirmationSchema,
  SEND_ORDER_CONFIRMATION_JOB,
} from "./confirmation-email.server";
// </public-entry>
