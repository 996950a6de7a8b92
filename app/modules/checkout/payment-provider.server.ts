// The PaymentProvider port and its two adapters: the local sandbox and Stripe.
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import {
  cancelPaymentIntent,
  createPaymentIntent,
  createRefund,
  createStripeClient,
  retrievePaymentIntent,
} from "~/integrations/stripe/stripe.server";
import { env } from "~/lib/env.server";
import type { SandboxCardInput } from "./checkout.schema";

export type PaymentRequest = { orderId: string; amount: number; currency: string };

/** What starting a payment led to: settled on the spot (sandbox) or waiting for the browser (Stripe). */
export type PaymentStart =
  | { kind: "settled"; outcome: "succeeded"; reference: string }
  | { kind: "settled"; outcome: "failed"; reference: string; message: string }
  | { kind: "needs-confirmation"; reference: string; clientSecret: string };

export type PaymentState = "succeeded" | "failed" | "pending";

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** True when the customer's browser confirms the payment (Stripe's Payment Element). */
  readonly confirmsInBrowser: boolean;
  /** Starts (or, for the same order, finds again) the payment for an order. */
  startPayment(request: PaymentRequest & { card?: SandboxCardInput; reference?: string | null }): Promise<PaymentStart>;
  /** Asks the provider how a started payment stands, for reconciling without a webhook. */
  paymentState(reference: string): Promise<{ state: PaymentState; amount: number; orderId?: string }>;
  /**
   * Refunds `amount` of a settled payment. Retrying with the same key (by default the order's:
   * its full refund) refunds once; a partial refund passes a key of its own.
   */
  refund(request: PaymentRequest & { reference: string; idempotencyKey?: string }): Promise<{ reference: string }>;
  /**
   * Cancels a payment that was started but never completed, so it can no longer be paid.
   * Answers "succeeded" instead when it was paid after all (the order must then stay).
   */
  cancelPayment(reference: string): Promise<"cancelled" | "succeeded">;
}

// Stripe's documented test cards; every failure message says "payment" (docs/spec.md §8).
const SANDBOX_CARDS: Record<string, string | null> = {
  "4242424242424242": null,
  "4000000000000002": "Your card was declined: payment not authorised",
  "4000000000009995": "Your card has insufficient funds: payment not authorised",
};

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  confirmsInBrowser: false,
  async startPayment({ card }) {
    const reference = `sbx_${randomUUID().replace(/-/g, "")}`;
    if (!card)
      return { kind: "settled", outcome: "failed", reference, message: "Card details are required for payment" };
    const number = card.cardNumber.replace(/\D/g, "");
    const message =
      number in SANDBOX_CARDS ? SANDBOX_CARDS[number] : "This card is not accepted by the test payment sandbox";
    if (message) return { kind: "settled", outcome: "failed", reference, message };
    return { kind: "settled", outcome: "succeeded", reference };
  },
  async paymentState() {
    // Sandbox payments settle synchronously; there is never anything to reconcile.
    return { state: "pending", amount: 0 };
  },
  async refund({ orderId, idempotencyKey }) {
    return { reference: `sbx_re_${(idempotencyKey ?? orderId).replace(/-/g, "")}` };
  },
  async cancelPayment() {
    // A sandbox payment is settled when it starts: an unpaid one has nothing left to cancel.
    return "cancelled";
  },
};

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    confirmsInBrowser: true,
    async startPayment({ orderId, amount, currency, reference }) {
      const intent = reference
        ? await retrievePaymentIntent(stripe, reference)
        : await createPaymentIntent(stripe, { orderId, amount, currency });
      if (intent.metadata.order_id !== orderId || intent.amount !== amount) {
        throw new Error(`PaymentIntent ${intent.id} does not belong to order ${orderId}`);
      }
      if (intent.status === "succeeded") return { kind: "settled", outcome: "succeeded", reference: intent.id };
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { kind: "needs-confirmation", reference: intent.id, clientSecret: intent.client_secret };
    },
    async paymentState(reference) {
      const intent = await retrievePaymentIntent(stripe, reference);
      const state: PaymentState =
        intent.status === "succeeded" ? "succeeded" : intent.status === "canceled" ? "failed" : "pending";
      return { state, amount: intent.amount, orderId: intent.metadata.order_id };
    },
    async refund({ orderId, amount, reference, idempotencyKey }) {
      const refund = await createRefund(stripe, {
        paymentIntentId: reference,
        amount,
        idempotencyKey: idempotencyKey ?? `refund_${orderId}`,
      });
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

let stripeClient: Stripe | undefined;
export function configuredStripe(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  stripeClient ??= createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  return stripeClient;
}

/** The provider that took an order's payment, by the name recorded on the order. */
export function providerNamed(name: string | null): PaymentProvider {
  if (name === "stripe") return stripeProvider(configuredStripe());
  if (name === "sandbox") return sandboxProvider;
  throw new Error(`Unknown payment provider '${name}'`);
}

/** The provider chosen by PAYMENTS. */
export function paymentProvider(): PaymentProvider {
  return env.PAYMENTS === "stripe" ? stripeProvider(configuredStripe()) : sandboxProvider;
}
