// The payments module's browser-safe face: the refund rule the admin's form shares with the
// server, the payment status derived from the rows, and the refund form's schema.
export {
  canRefund,
  lineShare,
  planRefund,
  refundableCents,
  refundRefusal,
  SHOPIFY_REFUNDS,
  type RefundableLine,
  type RefundFacts,
  type RefundPlan,
  type RefundRequest,
} from "./refund-rule";
export { paymentStatusOf } from "./payment-status";
export { RefundList, type ListedRefund } from "./refund-list";
