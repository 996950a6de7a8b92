// Stripe through the official SDK: PaymentIntents, refunds and signed webhooks. No UI here.
import Stripe from "stripe";
import { z } from "zod";

export type StripeSettings = {
  secretKey: string;
  /** Points the SDK somewhere other than api.stripe.com (tests: a local fake). */
  apiBase?: string;
};

export function createStripeClient({ secretKey, apiBase }: StripeSettings): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, telemetry: false, timeout: 20_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === "http:" ? "http" : "https";
    config.host = url.hostname;
    config.port = url.port || (protocol === "http" ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

const paymentIntentSchema = z.object({
  id: z.string().startsWith("pi_"),
  object: z.literal("payment_intent"),
  client_secret: z.string().nullable(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
});
export type StripePaymentIntent = z.infer<typeof paymentIntentSchema>;

function parsePaymentIntent(value: unknown): StripePaymentIntent {
  const parsed = paymentIntentSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Stripe answered with an unexpected PaymentIntent: ${parsed.error.message}`);
  return parsed.data;
}

/** One PaymentIntent per order: the order id is both the idempotency key and metadata[order_id]. */
export async function createPaymentIntent(
  stripe: Stripe,
  input: { orderId: string; amount: number; currency: string },
): Promise<StripePaymentIntent> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`Bad payment amount ${input.amount}`);
  const intent = await stripe.paymentIntents.create(
    {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      metadata: { order_id: input.orderId },
      automatic_payment_methods: { enabled: true },
    },
    { idempotencyKey: input.orderId },
  );
  return parsePaymentIntent(intent);
}

export async function retrievePaymentIntent(stripe: Stripe, id: string): Promise<StripePaymentIntent> {
  return parsePaymentIntent(await stripe.paymentIntents.retrieve(id));
}

/**
 * Cancels a PaymentIntent that was never paid. One already cancelled, or one that succeeded
 * meanwhile, is not an error: the intent comes back as it now stands, for the caller to read.
 */
export async function cancelPaymentIntent(stripe: Stripe, id: string): Promise<StripePaymentIntent> {
  try {
    return parsePaymentIntent(await stripe.paymentIntents.cancel(id));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === "payment_intent_unexpected_state") {
      return retrievePaymentIntent(stripe, id);
    }
    throw error;
  }
}

const refundSchema = z.object({ id: z.string(), object: z.literal("refund"), status: z.string().nullable() });

export async function createRefund(
  stripe: Stripe,
  input: { paymentIntentId: string; amount: number; idempotencyKey: string },
) {
  let refund: unknown;
  try {
    refund = await stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount },
      { idempotencyKey: input.idempotencyKey },
    );
  } catch (error) {
    // Refunded already (an earlier attempt whose answer was lost, or from the dashboard): done.
    if (error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded") {
      return { id: `already_refunded_${input.paymentIntentId}`, object: "refund" as const, status: "succeeded" };
    }
    throw error;
  }
  const parsed = refundSchema.safeParse(refund);
  if (!parsed.success) throw new Error(`Stripe answered with an unexpected refund: ${parsed.error.message}`);
  if (parsed.data.status === "failed" || parsed.data.status === "canceled") {
    throw new Error(`Stripe refund ${parsed.data.id} ${parsed.data.status}`);
  }
  return parsed.data;
}

export type StripeWebhookEvent = { id: string; type: string; object: unknown };

/** Verifies the Stripe-Signature header against the raw body; throws on a bad or stale one. */
export function verifyWebhook(stripe: Stripe, rawBody: string, signature: string, secret: string): StripeWebhookEvent {
  const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  return { id: event.id, type: event.type, object: (event.data as { object: unknown }).object };
}

export { parsePaymentIntent };
