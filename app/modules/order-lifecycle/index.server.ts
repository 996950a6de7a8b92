// The order lifecycle on the server: the one writer of orders (creating them, every status and
// payment change with its event and side effects) and the queries other modules read them with.
export * from "./transitions";
export { createOrder, type NewOrderItem } from "./create-order.server";
export { ERASED, eraseCustomerFromOrders } from "./customer-erasure.server";
export { eventNote } from "./order-events.server";
export { markOrderPaid, markOrderPaymentFailed, markOrderRefunded, reopenDeclinedPayment } from "./money.server";
export {
  advanceByPartner,
  cancelByCustomer,
  correctUnpaidAddress,
  expireUnpaid,
  requestRefundOf,
  setStatusByAdmin,
  supersedableOrder,
  supersedeUnpaid,
  unpaidOrdersDue,
} from "./status.server";
export { applyShopifyState, createShopifyOrder, type ShopifyOrderColumns } from "./shopify-order.server";
export {
  deliveredOrderHolding,
  type ReviewedProduct,
  dropOrderLinesSql,
  findOrder,
  findOrderOfAttempt,
  orderOfCustomer,
  orderProducts,
  ordersOfCustomer,
  customerOrdersSql,
  type CustomerKey,
  promotionUseCounts,
  promotionUses,
} from "./order-queries.server";
export { countOrders, searchOrders } from "./order-search.server";
export { recordTaxTransaction } from "./tax-transaction.server";
export {
  attachGuestOrders,
  currentOrderLinkKey,
  guestOrderByNumber,
  issueOrderLink,
  orderLinkPath,
  orderLinkUrl,
  orderOfLink,
} from "./order-link.server";
export { customerOf, REFUND_PAYMENT_JOB, shopifyNumberOf, type OrderRow } from "./side-effects.server";

export {
  handleSendOrderConfirmationJob,
  orderConfirmationSchema,
  SEND_ORDER_CONFIRMATION_JOB,
} from "./confirmation-email.server";
