// Stripe's signed webhook: verified on the raw body, each event id applied exactly once.
import type Stripe from "stripe";
import { parsePaymentIntent, verifyWebhook, type StripeWebhookEvent } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { findOrder } from "~/modules/order-lifecycle/index.server";
import { applyPaymentEvent } from "./pay.server";

export type WebhookResult = { status: 200 | 400; body: { received: boolean; applied?: boolean; error?: string } };

/** Applies one verified event; the event id is recorded in the same transaction as its effect. */
export async function applyStripeEvent(event: StripeWebhookEvent): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(schema.paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: schema.paymentEvents.id });
    if (!fresh) return { applied: false };
    if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") {
      return { applied: true };
    }
    const intent = parsePaymentIntent(event.object);
    const orderId = intent.metadata.order_id ?? "";
    const order = await findOrder(tx, orderId);
    if (!order) {
      log.warn({ event: event.id, intent: intent.id, orderId }, "stripe event for an unknown order");
      return { applied: true };
    }
    const payment = { order, orderId: order.id, provider: "stripe", reference: intent.id };
    if (event.type === "payment_intent.payment_failed") {
      await applyPaymentEvent(tx, { ...payment, event: "failed" });
      return { applied: true };
    }
    if (intent.amount !== order.totalAmount || intent.currency.toLowerCase() !== order.currency.toLowerCase()) {
      log.error(
        { event: event.id, intent: intent.id, orderId, amount: intent.amount, expected: order.totalAmount },
        "stripe payment amount does not match the order; not marking it paid",
      );
      return { applied: true };
    }
    await applyPaymentEvent(tx, { ...payment, event: "succeeded" });
    return { applied: true };
  });
}

/** The whole webhook: a bad or stale signature answers 400 and changes nothing. */
export async function receiveStripeWebhook(input: {
  rawBody: string;
  signature: string | null;
  secret: string;
  stripe: Stripe;
}): Promise<WebhookResult> {
  let event: StripeWebhookEvent;
  try {
    if (!input.signature) throw new Error("Missing Stripe-Signature header");
    event = verifyWebhook(input.stripe, input.rawBody, input.signature, input.secret);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "stripe webhook rejected");
    return { status: 400, body: { received: false, error: "Invalid signature" } };
  }
  const { applied } = await applyStripeEvent(event);
  return { status: 200, body: { received: true, applied } };
}

/**
 * The route's whole answer to one delivery: the raw body exactly as sent (a parsed and
 * re-serialised body would no longer match its signature), 400 for a bad signature, 500 when
 * applying failed (nothing was recorded, so Stripe's retry applies it later).
 */
export async function respondToStripeWebhook(request: Request, config: { secret: string; stripe: Stripe }) {
  const rawBody = await request.text();
  try {
    const result = await receiveStripeWebhook({
      rawBody,
      signature: request.headers.get("stripe-signature"),
      secret: config.secret,
      stripe: config.stripe,
    });
    return Response.json(result.body, { status: result.status });
  } catch (error) {
    log.error({ err: error }, "stripe webhook could not be applied");
    return Response.json({ received: false }, { status: 500 });
  }
}
