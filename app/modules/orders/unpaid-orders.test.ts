// Unpaid orders end: the expiry job against the sandbox and the Stripe fake, and its schedule.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentReferenceOf } from "../../../tests/support/payment-fixtures";
import { createStripeClient } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { sandboxProvider, stripeProvider, type PaymentProvider, payForOrder } from "~/modules/payments/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import { expireUnpaidOrders } from "./unpaid-orders.server";

let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = stripeProvider(createStripeClient({ secretKey: "sk_test_fake", apiBase: fake.url }));
});
afterAll(() => fake.close());

const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const HOUR = 60 * 60_000;

/** An order placed `hoursAgo` hours ago and paid (or not) through `provider` with `cardNumber`. */
async function orderPlaced(hoursAgo: number, provider: PaymentProvider, cardNumber?: string) {
  const userId = await makeUser();
  const product = await makeProduct({ basePrice: 3000 });
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }],
    shipping,
  });
  if (cardNumber !== undefined) await payForOrder({ orderId: order.id, userId, card: card(cardNumber) }, provider);
  await db
    .update(schema.orders)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(schema.orders.id, order.id));
  return reload(order.id);
}

describe("expireUnpaidOrders", () => {
  it("cancels orders unpaid past the limit with a note saying why, and leaves paid and recent ones", async () => {
    const abandoned = await orderPlaced(25, sandboxProvider);
    const declined = await orderPlaced(30, sandboxProvider, "4000000000000002");
    const paid = await orderPlaced(30, sandboxProvider, "4242424242424242");
    const recent = await orderPlaced(23, sandboxProvider);
    const now = new Date();
    const cancelled = await expireUnpaidOrders({ now, hours: 24, pick: () => sandboxProvider });
    expect(cancelled).toEqual(expect.arrayContaining([abandoned.id, declined.id]));
    expect(cancelled).not.toContain(paid.id);
    expect(cancelled).not.toContain(recent.id);
    for (const order of [abandoned, declined]) {
      expect(await reload(order.id)).toMatchObject({
        status: "cancelled",
        notes: `Cancelled automatically on ${now.toISOString()}: still unpaid 24 hours after checkout`,
      });
    }
    expect(await reload(paid.id)).toMatchObject({ status: "pending", paymentStatus: "paid", notes: null });
    expect(await reload(recent.id)).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    // Run again: nothing left to do, and no second note.
    expect(await expireUnpaidOrders({ now, hours: 24, pick: () => sandboxProvider })).toEqual([]);
  });

  it("honours the configured number of hours", async () => {
    const order = await orderPlaced(3, sandboxProvider);
    expect(await expireUnpaidOrders({ hours: 4, pick: () => sandboxProvider })).not.toContain(order.id);
    expect(await expireUnpaidOrders({ hours: 2, pick: () => sandboxProvider })).toContain(order.id);
  });

  it("cancels the Stripe PaymentIntent with the order, and keeps an order whose intent was paid meanwhile", async () => {
    const abandoned = await orderPlaced(25, stripe, "");
    const paidLate = await orderPlaced(25, stripe, "");
    const abandonedIntent = (await paymentReferenceOf(abandoned.id))!;
    expect(abandonedIntent).toMatch(/^pi_/);
    fake.intents.get((await paymentReferenceOf(paidLate.id))!)!.status = "succeeded"; // the webhook has not arrived yet
    const cancelled = await expireUnpaidOrders({ hours: 24, pick: () => stripe });
    expect(cancelled).toContain(abandoned.id);
    expect(cancelled).not.toContain(paidLate.id);
    expect(fake.intents.get(abandonedIntent)!.status).toBe("canceled");
    expect(fake.requests).toContainEqual(
      expect.objectContaining({ method: "POST", path: `/v1/payment_intents/${abandonedIntent}/cancel` }),
    );
    expect(await reload(abandoned.id)).toMatchObject({ status: "cancelled" });
    expect(await reload(paidLate.id)).toMatchObject({ status: "pending" });
    // An intent cancelled already (a run that died after cancelling it) is not an error.
    await db.update(schema.orders).set({ status: "pending" }).where(eq(schema.orders.id, abandoned.id));
    expect(await expireUnpaidOrders({ hours: 24, pick: () => stripe })).toContain(abandoned.id);
  });
});
