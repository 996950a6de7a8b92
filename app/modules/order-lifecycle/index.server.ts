// The order lifecycle's server face: the only writers of an order's state, events, notes and money.
export * from "./transitions";
export { guardWhere, holdsReservationSql, notRefundedSql, paidOrRefundedSql } from "./guards.server";
export { eventNote, type NewOrderEvent } from "./order-events.server";
export {
  attachPaymentReference,
  linePaidCents,
  markOrderPaid,
  markOrderPaymentFailed,
  moneyOf,
  reopenDeclinedPayment,
  owedRefunds,
  recordRefund,
  recordRefundFailure,
  refundedCents,
} from "./money.server";
export {
  advanceByPartner,
  applyShopifyState,
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
export { REFUND_PAYMENT_JOB, shopifyNumberOf, type OrderRow, type Parcel } from "./side-effects.server";
export { queueOrderStatusUpdate, orderStatusUpdateEmail } from "./status-email.server";

// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export {
  handleSendOrderConfirmationJob,
  orderConfirmationSchema,
  SEND_ORDER_CONFIRMATION_JOB,
} from "./confirmation-email.server";
// </public-entry>
