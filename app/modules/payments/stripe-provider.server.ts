// Stripe as a payment provider: one PaymentIntent per order, confirmed by the browser's Payment
// Element; its webhook events (stripe-webhook.server.ts) move the payment on.
import type Stripe from "stripe";
import {
  cancelPaymentIntent,
  createPaymentIntent,
  createRefund,
  retrievePaymentIntent,
} from "~/integrations/stripe/stripe.server";
import type { PaymentProvider, PaymentState } from "./provider.server";

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    cardEntry: "element",
    async startPayment({ orderId, amount, currency, attempt }) {
      // The order id is the PaymentIntent's idempotency key: a failed card is retried on the same intent.
      const intent = attempt.reference
        ? await retrievePaymentIntent(stripe, attempt.reference)
        : await createPaymentIntent(stripe, { orderId, amount, currency });
      if (intent.metadata.order_id !== orderId || intent.amount !== amount) {
        throw new Error(`PaymentIntent ${intent.id} does not belong to order ${orderId}`);
      }
      if (intent.status === "succeeded") return { event: "succeeded", reference: intent.id };
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { event: "pending", reference: intent.id, clientSecret: intent.client_secret };
    },
    async paymentState(reference) {
      const intent = await retrievePaymentIntent(stripe, reference);
      const state: PaymentState =
        intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "failed" : "pending";
      return { state, amount: intent.amount, orderId: intent.metadata.order_id };
    },
    async refund({ amount, reference, idempotencyKey }) {
      const refund = await createRefund(stripe, { paymentIntentId: reference, amount, idempotencyKey });
      return { reference: refund.id };
    },
    async cancelPayment(reference) {
      const intent = await cancelPaymentIntent(stripe, reference);
      if (intent.status === "canceled") return "cancelled";
      if (intent.status === "succeeded") return "succeeded";
      throw new Error(`PaymentIntent ${intent.id} could not be cancelled: it is ${intent.status}`);
    },
  };
}
