import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentReferenceOf } from "../../../tests/support/payment-fixtures";
import { createStripeClient } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import { SEND_ORDER_CONFIRMATION_JOB } from "~/modules/order-lifecycle/index.server";
import { stripeProvider, type PaymentProvider } from "~/modules/payments/index.server";
import { payForOrder, reconcileOrderPayment } from "~/modules/payments/index.server";
import { placeOrder } from "./place-order.server";
import { receiveStripeWebhook, respondToStripeWebhook } from "~/modules/payments/index.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";

const secret = "whsec_test_secret";
let fake: FakeStripe;
let stripe: ReturnType<typeof createStripeClient>;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient({ secretKey: "sk_test_fake", apiBase: fake.url });
  provider = stripeProvider(stripe);
});
afterAll(() => fake.close());

const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const confirmationJobs = (orderId: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(
      and(eq(schema.jobs.type, SEND_ORDER_CONFIRMATION_JOB), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`),
    );
const intentsFor = (orderId: string) =>
  [...fake.intents.values()].filter((intent) => intent.metadata.order_id === orderId);

async function startedOrder() {
  const userId = await makeUser();
  const product = await makeProduct({ basePrice: 3000 });
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }],
    shipping,
  });
  const result = await payForOrder({ orderId: order.id, userId }, provider);
  expect(result.status).toBe("needs-confirmation");
  const intent = intentsFor(order.id)[0]!;
  return { userId, order, intent };
}

function deliver(
  event: { id: string; type: string; intent: unknown },
  options: { secret?: string; timestamp?: number } = {},
) {
  const rawBody = JSON.stringify({ id: event.id, object: "event", type: event.type, data: { object: event.intent } });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret: options.secret ?? secret,
    timestamp: options.timestamp,
  });
  return receiveStripeWebhook({ rawBody, signature, secret, stripe });
}

describe("stripe payments", () => {
  it("two concurrent submits of one checkout make one order and one PaymentIntent for its total", async () => {
    const userId = await makeUser();
    const product = await makeProduct({ basePrice: 2500 });
    const checkoutKey = randomUUID();
    const submit = async () => {
      const { order } = await placeOrder({
        userId,
        checkoutKey,
        lines: [{ productId: product.id, size: "M", color: "White", quantity: 2 }],
        shipping,
      });
      return payForOrder({ orderId: order.id, userId }, provider);
    };
    const results = await Promise.all([submit(), submit(), submit()]);
    const orderId = results[0]!.order.id;
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(1);
    const intents = intentsFor(orderId);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: 2 * 2500 + 599, currency: "usd" });
    const secrets = results.map((result) => (result.status === "needs-confirmation" ? result.clientSecret : null));
    expect(new Set(secrets)).toEqual(new Set([intents[0]!.client_secret]));
    expect(await paymentReferenceOf(orderId)).toBe(intents[0]!.id);
    // A later retry (past Stripe's idempotency window too) reuses the stored PaymentIntent.
    await payForOrder({ orderId, userId }, provider);
    expect(intentsFor(orderId)).toHaveLength(1);
  });

  it("a payment_intent.succeeded webhook delivered twice pays once and queues one email", async () => {
    const { order, intent } = await startedOrder();
    const succeeded = fake.setIntentStatus(intent.id, "succeeded");
    const event = { id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", intent: succeeded };
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, applied: false } });
    expect(await reload(order.id)).toMatchObject({ paymentStatus: "paid", paymentProvider: "stripe" });
    expect(await paymentReferenceOf(order.id)).toBe(intent.id);
    expect(await confirmationJobs(order.id)).toHaveLength(1);
    // A different event for the same success (Stripe may send both) changes nothing either.
    await deliver({ ...event, id: `evt_${randomUUID()}` });
    expect(await confirmationJobs(order.id)).toHaveLength(1);
  });

  it("a bad or stale signature answers 400 and changes nothing", async () => {
    const { order, intent } = await startedOrder();
    const succeeded = fake.setIntentStatus(intent.id, "succeeded");
    const event = { id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", intent: succeeded };
    expect((await deliver(event, { secret: "whsec_wrong" })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    const rawBody = JSON.stringify({ id: event.id, object: "event", type: event.type, data: { object: succeeded } });
    expect((await receiveStripeWebhook({ rawBody, signature: null, secret, stripe })).status).toBe(400);
    const header = stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret });
    const tampered = rawBody.replace(`"amount":${succeeded.amount}`, `"amount":${succeeded.amount + 1}`);
    expect((await receiveStripeWebhook({ rawBody: tampered, signature: header, secret, stripe })).status).toBe(400);
    expect((await reload(order.id)).paymentStatus).toBe("unpaid");
    expect(await db.select().from(schema.paymentEvents).where(eq(schema.paymentEvents.id, event.id))).toEqual([]);
    expect(await confirmationJobs(order.id)).toHaveLength(0);
    // The same event, properly signed, still applies afterwards.
    expect((await deliver(event)).body.applied).toBe(true);
    expect((await reload(order.id)).paymentStatus).toBe("paid");
  });

  it("a paid or refunded order never moves back; a failure marks an unpaid order failed", async () => {
    const { order, intent } = await startedOrder();
    await deliver({ id: `evt_${randomUUID()}`, type: "payment_intent.payment_failed", intent });
    expect((await reload(order.id)).paymentStatus).toBe("failed");
    const succeeded = fake.setIntentStatus(intent.id, "succeeded");
    await deliver({ id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", intent: succeeded });
    expect((await reload(order.id)).paymentStatus).toBe("paid");
    await deliver({ id: `evt_${randomUUID()}`, type: "payment_intent.payment_failed", intent });
    expect((await reload(order.id)).paymentStatus).toBe("paid");
    await db.update(schema.orders).set({ paymentStatus: "refunded" }).where(eq(schema.orders.id, order.id));
    await deliver({ id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", intent: succeeded });
    await deliver({ id: `evt_${randomUUID()}`, type: "payment_intent.payment_failed", intent });
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
  });

  it("a success whose amount does not match the order is not taken as payment", async () => {
    const { order, intent } = await startedOrder();
    const wrong = { ...fake.setIntentStatus(intent.id, "succeeded"), amount: 100 };
    expect((await deliver({ id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", intent: wrong })).status).toBe(
      200,
    );
    expect((await reload(order.id)).paymentStatus).toBe("unpaid");
  });

  it("reconciles a success the webhook has not reported yet, once", async () => {
    const { order, intent } = await startedOrder();
    expect((await reconcileOrderPayment(order.id, () => provider))?.paymentStatus).toBe("unpaid");
    fake.setIntentStatus(intent.id, "succeeded");
    const [a, b] = await Promise.all([
      reconcileOrderPayment(order.id, () => provider),
      reconcileOrderPayment(order.id, () => provider),
    ]);
    expect([a?.paymentStatus, b?.paymentStatus]).toEqual(["paid", "paid"]);
    expect(await confirmationJobs(order.id)).toHaveLength(1);
  });

  it("answers a delivery from its raw body: formatting kept, 400 when signed for other bytes", async () => {
    const { order, intent } = await startedOrder();
    const succeeded = fake.setIntentStatus(intent.id, "succeeded");
    // Pretty-printed with non-ASCII text: any parse and re-serialise would break the signature.
    const rawBody = JSON.stringify(
      {
        id: `evt_${randomUUID()}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { ...succeeded, description: "Café ☕" } },
      },
      null,
      2,
    );
    const post = (body: string, signedBody = body) =>
      respondToStripeWebhook(
        new Request("http://shop.test/webhooks/stripe", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Stripe-Signature": stripe.webhooks.generateTestHeaderString({ payload: signedBody, secret }),
          },
          body,
        }),
        { secret, stripe },
      );
    const compact = JSON.stringify(JSON.parse(rawBody));
    const refused = await post(compact, rawBody);
    expect(refused.status).toBe(400);
    expect((await reload(order.id)).paymentStatus).toBe("unpaid");
    const accepted = await post(rawBody);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, applied: true });
    expect((await reload(order.id)).paymentStatus).toBe("paid");
  });
});
