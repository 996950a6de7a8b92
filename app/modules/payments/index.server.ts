// The payments module's server face: the provider port and its adapters, paying for an order and
// applying the provider's events, refunds, and the payments and refunds rows (decision 051).
export type { PaymentProvider, PickProvider } from "./provider.server";
export { sandboxProvider } from "./sandbox-provider.server";
export { stripeProvider } from "./stripe-provider.server";
export { paymentProvider, providerNamed } from "./registry.server";
export { applyPaymentEvent, payForOrder, PaymentRefused, reconcileOrderPayment } from "./pay.server";
export { applyStripeEvent, receiveStripeWebhook, respondToStripeWebhook } from "./stripe-webhook.server";
export { refund } from "./refund.server";
export { handleRefundPaymentJob, refundPaymentPayload } from "./refund-job.server";
export { moneyOf, openPayment, recordOutsidePayment } from "./money-rows.server";
export { orderMoneyOf, type OrderMoney } from "./order-money.server";
export {
  handleTaxReversalJob,
  handleTaxSaleJob,
  TAX_REVERSAL_JOB,
  TAX_SALE_JOB,
  taxReversalPayload,
  taxSalePayload,
} from "./tax-jobs.server";
