import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import {
  createPaymentIntent,
  createRefund,
  createStripeClient,
  retrievePaymentIntent,
  verifyWebhook,
} from "./stripe.server";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe("stripe client", () => {
  it("talks to the configured API base, form-encoded, with the order id as idempotency key", async () => {
    const stripe = createStripeClient({ secretKey: "sk_test_123", apiBase: fake.url });
    const orderId = "0b0e8a0e-7c1f-4a53-9d43-3c6a1c2b7f10";
    const first = await createPaymentIntent(stripe, { orderId, amount: 3399, currency: "USD" });
    const again = await createPaymentIntent(stripe, { orderId, amount: 3399, currency: "USD" });
    expect(again.id).toBe(first.id);
    expect(fake.intents.size).toBe(1);
    const create = fake.requests.find((request) => request.path === "/v1/payment_intents")!;
    expect(create.idempotencyKey).toBe(orderId);
    expect(create.body).toMatchObject({
      amount: "3399",
      currency: "usd",
      metadata: { order_id: orderId },
      automatic_payment_methods: { enabled: "true" },
    });
    expect(first).toMatchObject({ status: "requires_payment_method", amount: 3399, metadata: { order_id: orderId } });
    expect(first.client_secret).toMatch(/^pi_.+_secret_/);
    expect((await retrievePaymentIntent(stripe, first.id)).id).toBe(first.id);

    // The same key with other parameters is refused, as Stripe does.
    await expect(createPaymentIntent(stripe, { orderId, amount: 1, currency: "USD" })).rejects.toThrow();
  });

  it("refunds once per idempotency key", async () => {
    const stripe = createStripeClient({ secretKey: "sk_test_123", apiBase: fake.url });
    const intent = await createPaymentIntent(stripe, {
      orderId: "3c1d3a4e-0000-4000-8000-000000000001",
      amount: 2599,
      currency: "usd",
    });
    fake.setIntentStatus(intent.id, "succeeded");
    const input = { paymentIntentId: intent.id, amount: 2599, idempotencyKey: "refund_x" };
    const [a, b] = await Promise.all([createRefund(stripe, input), createRefund(stripe, input)]);
    expect(a.id).toBe(b.id);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
    // Another key for an intent refunded already: Stripe refuses, and that counts as refunded.
    const later = await createRefund(stripe, { ...input, idempotencyKey: "refund_y" });
    expect(later.status).toBe("succeeded");
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent.id)).toHaveLength(1);
  });

  it("verifies webhook signatures made with the SDK and rejects tampered or stale ones", () => {
    const stripe = createStripeClient({ secretKey: "sk_test_123", apiBase: fake.url });
    const secret = "whsec_test";
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_1" } },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyWebhook(stripe, payload, header, secret)).toMatchObject({ id: "evt_1", object: { id: "pi_1" } });
    expect(() => verifyWebhook(stripe, payload.replace("pi_1", "pi_2"), header, secret)).toThrow();
    expect(() => verifyWebhook(stripe, payload, header, "whsec_other")).toThrow();
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => verifyWebhook(stripe, payload, stale, secret)).toThrow();
  });
});
