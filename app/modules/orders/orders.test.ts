import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentReferenceOf, refundRest } from "../../../tests/support/payment-fixtures";
import { createStripeClient } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { sandboxProvider, stripeProvider, payForOrder, receiveStripeWebhook } from "~/modules/payments/index.server";
import { REFUND_PAYMENT_JOB } from "~/modules/order-lifecycle/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import { cancelOrder, getOrderForUser, listOrdersForUser, requestRefund } from "./orders.server";

const DAY = 24 * 60 * 60 * 1000;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

async function orderFor(userId: string, options: { status?: string; createdAt?: Date; name?: string } = {}) {
  const product = await makeProduct({ name: options.name ?? "Pastel Tee" });
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }],
    shipping,
  });
  if (options.status || options.createdAt) {
    await db
      .update(schema.orders)
      .set({
        status: (options.status ?? "pending") as "pending",
        createdAt: options.createdAt ?? order.createdAt,
      })
      .where(eq(schema.orders.id, order.id));
  }
  return order;
}
const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const refundJobs = (orderId: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.type, REFUND_PAYMENT_JOB), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`));

/** What the admin's status change does: one conditional UPDATE. */
const adminShip = async (orderId: string) =>
  (
    await db
      .update(schema.orders)
      .set({ status: "shipped" })
      .where(and(eq(schema.orders.id, orderId), inArray(schema.orders.status, ["pending", "processing"])))
      .returning({ id: schema.orders.id })
  ).length === 1;

describe("reading orders", () => {
  it("lists only the customer's own orders, newest first", async () => {
    const userId = await makeUser();
    const other = await makeUser();
    const old = await orderFor(userId, { createdAt: new Date(Date.now() - 3 * DAY) });
    const recent = await orderFor(userId);
    await orderFor(other);
    expect((await listOrdersForUser(userId)).map((order) => order.id)).toEqual([recent.id, old.id]);
  });

  it("gives another customer's, an unknown or a malformed id as null", async () => {
    const userId = await makeUser();
    const other = await makeUser();
    const order = await orderFor(userId, { name: "Dreamy Crewneck" });
    const mine = await getOrderForUser(order.id, userId);
    const [product] = await db.select().from(schema.products).where(eq(schema.products.name, "Dreamy Crewneck"));
    expect(mine?.items).toEqual([
      expect.objectContaining({ name: "Dreamy Crewneck", imageUrl: product!.imageUrl, quantity: 1, price: 2800 }),
    ]);
    expect(await getOrderForUser(order.id, other)).toBeNull();
    expect(await getOrderForUser(randomUUID(), userId)).toBeNull();
    expect(await getOrderForUser("not-a-uuid", userId)).toBeNull();
  });
});

describe("cancelOrder", () => {
  it("cancels pending and processing orders and appends the note", async () => {
    const userId = await makeUser();
    for (const status of ["pending", "processing"]) {
      const order = await orderFor(userId, { status });
      const now = new Date("2026-11-22T10:00:00.000Z");
      const cancelled = await cancelOrder(order.id, userId, now);
      expect(cancelled.status).toBe("cancelled");
      expect(cancelled.notes).toBe("Cancelled by customer on 2026-11-22T10:00:00.000Z");
      expect(await refundJobs(order.id)).toHaveLength(0);
    }
  });

  it("refuses shipped, delivered, cancelled and other customers' orders", async () => {
    const userId = await makeUser();
    for (const status of ["shipped", "delivered", "cancelled"]) {
      const order = await orderFor(userId, { status });
      await expect(cancelOrder(order.id, userId)).rejects.toThrow("can no longer be cancelled");
      expect((await reload(order.id)).status).toBe(status);
    }
    const order = await orderFor(userId);
    await expect(cancelOrder(order.id, await makeUser())).rejects.toThrow("Order not found");
    expect((await reload(order.id)).status).toBe("pending");
  });

  it("a cancel racing the admin's ship: exactly one wins, never a shipped order cancelled", async () => {
    const userId = await makeUser();
    for (let round = 0; round < 8; round++) {
      const order = await orderFor(userId);
      const [cancel, shipped] = await Promise.allSettled([cancelOrder(order.id, userId), adminShip(order.id)]);
      const cancelWon = cancel.status === "fulfilled";
      const shipWon = shipped.status === "fulfilled" && shipped.value;
      expect(cancelWon !== shipWon).toBe(true);
      const final = await reload(order.id);
      expect(final.status).toBe(cancelWon ? "cancelled" : "shipped");
      expect(final.notes?.includes("Cancelled by customer") ?? false).toBe(cancelWon);
    }
  });

  it("a cancel arriving while the admin's ship commits is refused and leaves it shipped", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { status: "processing" });
    let cancel!: Promise<string>;
    await db.transaction(async (tx) => {
      await tx.update(schema.orders).set({ status: "shipped" }).where(eq(schema.orders.id, order.id));
      cancel = cancelOrder(order.id, userId).then(
        () => "cancelled",
        (error: Error) => error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(await cancel).toMatch(/can no longer be cancelled/);
    expect(await reload(order.id)).toMatchObject({ status: "shipped", notes: null });
  });

  it("concurrent cancels apply once", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId);
    const results = await Promise.allSettled([1, 2, 3].map(() => cancelOrder(order.id, userId)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await reload(order.id)).notes?.match(/Cancelled by customer/g)).toHaveLength(1);
  });

  it("a paid sandbox order is refunded once, and marked refunded after the provider confirms", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId);
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    await Promise.allSettled([cancelOrder(order.id, userId), cancelOrder(order.id, userId)]);
    expect(await refundJobs(order.id)).toHaveLength(1);
    expect((await reload(order.id)).paymentStatus).toBe("paid");
    expect(await refundRest(order.id)).toEqual({ refunded: true });
    expect(await refundRest(order.id)).toEqual({ refunded: false });
    expect(await reload(order.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });

  it("a paid Stripe order: a failed refund leaves it paid for a retry; the retry refunds once", async () => {
    const stripe = createStripeClient({ secretKey: "sk_test_fake", apiBase: fake.url });
    const provider = stripeProvider(stripe);
    const userId = await makeUser();
    const order = await orderFor(userId);
    await payForOrder({ orderId: order.id, userId }, provider);
    const intentId = (await paymentReferenceOf(order.id))!;
    const intent = fake.setIntentStatus(intentId, "succeeded");
    const rawBody = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: "payment_intent.succeeded",
      data: { object: intent },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: "whsec_x" });
    await receiveStripeWebhook({ rawBody, signature, secret: "whsec_x", stripe });
    expect((await reload(order.id)).paymentStatus).toBe("paid");

    await cancelOrder(order.id, userId);
    fake.failRefunds(true);
    await expect(refundRest(order.id, () => provider)).rejects.toThrow();
    expect((await reload(order.id)).paymentStatus).toBe("paid");
    fake.failRefunds(false);
    const [a, b] = await Promise.all([refundRest(order.id, () => provider), refundRest(order.id, () => provider)]);
    expect([a.refunded, b.refunded].filter(Boolean)).toHaveLength(1);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: order.totalAmount, status: "succeeded" }),
    ]);
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
  });

  it("a payment that lands after the order was cancelled is refunded, not confirmed", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId);
    await cancelOrder(order.id, userId);
    const { applyPaymentEvent } = await import("~/modules/payments/index.server");
    await db.transaction((tx) =>
      applyPaymentEvent(tx, { orderId: order.id, provider: "sandbox", reference: "sbx_late", event: "succeeded" }),
    );
    expect(await refundJobs(order.id)).toHaveLength(1);
    expect(await refundRest(order.id)).toEqual({ refunded: true });
  });
});

describe("requestRefund", () => {
  it("appends the reason to a delivered order at most 30 days old and keeps its status", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { status: "delivered", createdAt: new Date(Date.now() - 29 * DAY) });
    const now = new Date();
    const updated = await requestRefund(order.id, userId, "  Too small  ", now);
    expect(updated.status).toBe("delivered");
    expect(updated.notes).toBe(`Refund requested on ${now.toISOString()}: Too small`);
    await requestRefund(order.id, userId, "Also the colour", now);
    expect((await reload(order.id)).notes?.split("\n")).toHaveLength(2);
  });

  it("needs a reason, a delivered status, the 30-day window and the customer's own order", async () => {
    const userId = await makeUser();
    const delivered = await orderFor(userId, { status: "delivered" });
    await expect(requestRefund(delivered.id, userId, "   ")).rejects.toThrow("Refund Reason Required");
    const shipped = await orderFor(userId, { status: "shipped" });
    await expect(requestRefund(shipped.id, userId, "Late")).rejects.toThrow("delivered orders within 30 days");
    const old = await orderFor(userId, { status: "delivered", createdAt: new Date(Date.now() - 31 * DAY) });
    await expect(requestRefund(old.id, userId, "Too old")).rejects.toThrow("delivered orders within 30 days");
    await expect(requestRefund(delivered.id, await makeUser(), "Not mine")).rejects.toThrow("Order not found");
    for (const id of [delivered.id, shipped.id, old.id]) expect((await reload(id)).notes).toBeNull();
  });

  it("a refund request arriving while the admin's move away from delivered commits is refused", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { status: "delivered" });
    let request!: Promise<string>;
    await db.transaction(async (tx) => {
      await tx.update(schema.orders).set({ status: "processing" }).where(eq(schema.orders.id, order.id));
      // Starts while the change is uncommitted: it must wait for it and then see 'processing'.
      request = requestRefund(order.id, userId, "Broken").then(
        () => "requested",
        (error: Error) => error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(await request).toMatch(/delivered orders within 30 days/);
    expect((await reload(order.id)).notes).toBeNull();
  });
});
