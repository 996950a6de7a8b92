// Refund requests answered from the admin screen: through the payment provider, once.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentReferenceOf } from "../../../tests/support/payment-fixtures";
import { createStripeClient } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import {
  sandboxProvider,
  stripeProvider,
  type PaymentProvider,
  payForOrder,
  applyPaymentEvent,
} from "~/modules/payments/index.server";
import { makeUser } from "../../../tests/support/checkout-fixtures";
import { requestRefund } from "~/modules/orders/index.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import { issueRefund } from "./admin-orders.server";
import { admin, orderFor, reload } from "../../../tests/support/admin-fixtures";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe("issueRefund", () => {
  /** The sandbox, counting its refunds. */
  function countingSandbox() {
    const calls: string[] = [];
    const provider: PaymentProvider = {
      ...sandboxProvider,
      async refund(request) {
        calls.push(request.orderId);
        return sandboxProvider.refund(request);
      },
    };
    return { calls, pick: () => provider };
  }

  async function refundRequested() {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true, status: "delivered" });
    await requestRefund(order.id, userId, "It shrank");
    return order;
  }

  it("refunds a refund request through the provider once, however often it is clicked", async () => {
    const order = await refundRequested();
    const { calls, pick } = countingSandbox();
    expect(await issueRefund({ orderId: order.id, ...admin }, pick)).toEqual({
      ok: true,
      alreadyRefunded: false,
      refunded: order.totalAmount,
      currency: "USD",
    });
    expect(await issueRefund({ orderId: order.id, ...admin }, pick)).toEqual({
      ok: true,
      alreadyRefunded: true,
      refunded: 0,
      currency: "USD",
    });
    expect(calls).toEqual([order.id]);
    const final = await reload(order.id);
    expect(final).toMatchObject({ status: "delivered", paymentStatus: "refunded" });
    expect(final.notes?.match(/Refund issued by an admin/g)).toHaveLength(1);
  });

  it("refuses more than what is left, an unpaid order and an unknown one, writing nothing", async () => {
    const userId = await makeUser();
    // The owner may refund any paid order of ours (a misprinted tee needs no request first, decision 051).
    const delivered = await orderFor(userId, { paid: true, status: "delivered" });
    expect(
      await issueRefund({ orderId: delivered.id, ...admin, request: { cents: delivered.totalAmount + 1 } }),
    ).toEqual({
      ok: false,
      message: `A refund can be at most $${(delivered.totalAmount / 100).toFixed(2)}, what is left of this order's payment`,
      field: "amount",
    });
    expect(await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, delivered.id))).toEqual([]);
    const unpaid = await orderFor(userId, { status: "delivered" });
    await requestRefund(unpaid.id, userId, "Never paid");
    expect(await issueRefund({ orderId: unpaid.id, ...admin })).toEqual({
      ok: false,
      message: "Only a paid order can be refunded",
    });
    expect(await issueRefund({ orderId: randomUUID(), ...admin })).toEqual({ ok: false, message: "Order not found" });
    expect((await reload(delivered.id)).paymentStatus).toBe("paid");
  });

  it("with Stripe: a refused refund leaves the order paid; concurrent retries refund once", async () => {
    const stripe = createStripeClient({ secretKey: "sk_test_fake", apiBase: fake.url });
    const provider = stripeProvider(stripe);
    const userId = await makeUser();
    const order = await orderFor(userId, { status: "delivered" });
    await payForOrder({ orderId: order.id, userId }, provider);
    const intentId = (await paymentReferenceOf(order.id))!;
    fake.setIntentStatus(intentId, "succeeded");
    // Stripe reports the payment (as its webhook would): the payment's row and the order move on.
    await db.transaction((tx) =>
      applyPaymentEvent(tx, { orderId: order.id, provider: "stripe", reference: intentId, event: "succeeded" }),
    );
    await requestRefund(order.id, userId, "Wrong size");

    fake.failRefunds(true);
    const failed = await issueRefund({ orderId: order.id, ...admin }, () => provider);
    expect(failed).toEqual({ ok: false, message: expect.stringContaining("The payment provider did not refund") });
    expect((await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id)))[0]).toMatchObject({
      state: "failed",
    });
    expect((await reload(order.id)).paymentStatus).toBe("paid");

    fake.failRefunds(false);
    const results = await Promise.all([1, 2].map(() => issueRefund({ orderId: order.id, ...admin }, () => provider)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
  });
});
