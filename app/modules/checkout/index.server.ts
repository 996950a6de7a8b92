// The checkout module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { endUnpaidOrder, type PickProvider } from "./end-unpaid.server";
export { configuredStripe, providerNamed, sandboxProvider, stripeProvider } from "./payment-provider.server";
export type { PaymentProvider } from "./payment-provider.server";
export { markOrderPaid, payForOrder, reconcileOrderPayment, REFUND_PAYMENT_JOB } from "./payments.server";
export { placeOrder } from "./place-order.server";
export { applyStripeEvent, receiveStripeWebhook, respondToStripeWebhook } from "./stripe-webhook.server";
export { checkoutStatus, submitCheckout } from "./submit-checkout.server";
// </public-entry>
