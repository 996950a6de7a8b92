// Refund requests answered from the admin screen: through the payment provider, once.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentReferenceOf } from "../../../tests/support/payment-fixtures";
import { createStripeClient } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import { sandboxProvider, stripeProvider, type PaymentProvider, payForOrder } from "~/modules/payments/index.server";
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
    expect(await issueRefund({ orderId: order.id, ...admin }, pick)).toEqual({ ok: true, alreadyRefunded: false });
    expect(await issueRefund({ orderId: order.id, ...admin }, pick)).toEqual({ ok: true, alreadyRefunded: true });
    expect(calls).toEqual([order.id]);
    const final = await reload(order.id);
    expect(final).toMatchObject({ status: "delivered", paymentStatus: "refunded" });
    expect(final.notes?.match(/Refund issued by an admin/g)).toHaveLength(1);
  });

  it("refuses an order without a refund request, an unpaid one and an unknown one", async () => {
    const userId = await makeUser();
    const delivered = await orderFor(userId, { paid: true, status: "delivered" });
    expect(await issueRefund({ orderId: delivered.id, ...admin })).toEqual({
      ok: false,
      message: "This order has no refund request",
    });
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
    await db
      .update(schema.orders)
      .set({ paymentStatus: "paid", paymentProvider: "stripe" })
      .where(eq(schema.orders.id, order.id));
    await requestRefund(order.id, userId, "Wrong size");

    fake.failRefunds(true);
    const failed = await issueRefund({ orderId: order.id, ...admin }, () => provider);
    expect(failed).toEqual({ ok: false, message: expect.stringContaining("The payment provider did not refund") });
    expect((await reload(order.id)).paymentStatus).toBe("paid");

    fake.failRefunds(false);
    const results = await Promise.all([1, 2].map(() => issueRefund({ orderId: order.id, ...admin }, () => provider)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
  });
});
