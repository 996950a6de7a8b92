import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { readOutbox } from "../../../tests/support/mail-outbox";
import { db, schema } from "~/lib/db.server";
import { drainJobs } from "~/lib/jobs.server";
import { jobHandlers } from "../../../server/job-handlers";
import { SEND_ORDER_CONFIRMATION_JOB } from "~/modules/order-lifecycle/index.server";
import { payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { paymentReferenceOf } from "../../../tests/support/payment-fixtures";
import { markOrderPaid } from "~/modules/order-lifecycle/index.server";
import { placeOrder } from "./place-order.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";

async function newOrder(quantity = 1) {
  const userId = await makeUser("Robin Vega");
  const product = await makeProduct({ name: "Sunset Hoodie", basePrice: 5400 });
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "M", color: "White", quantity }],
    shipping,
  });
  return { userId, order };
}

const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const confirmationJobs = (orderId: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(
      and(eq(schema.jobs.type, SEND_ORDER_CONFIRMATION_JOB), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`),
    );
// The sandbox's charges are payments rows, as every provider's are (decision 051).
const sandboxCharges = async (state: "succeeded" | "failed") =>
  (
    await db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.provider, "sandbox"), eq(schema.payments.state, state)))
  ).length;

describe("sandbox payments", () => {
  it("the 4242 card pays the order and queues one confirmation email with SPEC's fields", async () => {
    const { userId, order } = await newOrder(2);
    const result = await payForOrder({ orderId: order.id, userId, card: card("4242 4242 4242 4242") }, sandboxProvider);
    expect(result.status).toBe("paid");
    const paid = await reload(order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentProvider: "sandbox", status: "pending" });
    expect(await paymentReferenceOf(order.id)).toMatch(/^sbx_/);
    const jobs = await confirmationJobs(order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.payload).toEqual({
      orderId: order.id,
      customerEmail: shipping.email,
      customerName: shipping.fullName,
      orderTotal: 2 * 5400 + 599,
      currency: "USD",
      orderItems: [{ name: "Sunset Hoodie", quantity: 2, price: 5400, discount: 0 }],
      shipping: 599,
      shippingDiscount: 0,
      shippingEstimate: null,
    });

    // Paying again, or a late duplicate report of the same success, changes nothing.
    const before = await sandboxCharges("succeeded");
    expect(
      (await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider)).status,
    ).toBe("paid");
    expect(await db.transaction((tx) => markOrderPaid(tx, { orderId: order.id, provider: "sandbox" }))).toBeNull();
    expect(await sandboxCharges("succeeded")).toBe(before);
    expect(await confirmationJobs(order.id)).toHaveLength(1);

    await drainJobs({ [SEND_ORDER_CONFIRMATION_JOB]: jobHandlers[SEND_ORDER_CONFIRMATION_JOB]! });
    const mine = (await readOutbox(env.DATA_DIR)).filter((mail) =>
      mail.subject.includes(order.id.slice(0, 8).toUpperCase()),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toBe(shipping.email);
    expect(mine[0]!.body).toContain("2 x Sunset Hoodie: $108.00");
    expect(mine[0]!.body).toContain("$113.99");
  });

  it.each([
    ["4000 0000 0000 0002", "declined"],
    ["4000 0000 0000 9995", "insufficient funds"],
  ])("card %s fails with a payment message; a retry with 4242 pays the same order", async (number, words) => {
    const { userId, order } = await newOrder();
    const failed = await payForOrder({ orderId: order.id, userId, card: card(number) }, sandboxProvider);
    expect(failed.status).toBe("failed");
    if (failed.status !== "failed") return;
    expect(failed.message).toContain("payment");
    expect(failed.message).toContain(words);
    expect((await reload(order.id)).paymentStatus).toBe("failed");
    expect(await confirmationJobs(order.id)).toHaveLength(0);

    const retried = await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    expect(retried.status).toBe("paid");
    expect((await reload(order.id)).paymentStatus).toBe("paid");
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(1);
  });

  it("two concurrent submits of one checkout make one order and one charge", async () => {
    const userId = await makeUser();
    const product = await makeProduct();
    const checkoutKey = randomUUID();
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 1 }];
    const before = await sandboxCharges("succeeded");
    const submit = async () => {
      const { order } = await placeOrder({ userId, checkoutKey, lines, shipping });
      return payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    };
    const results = await Promise.all([submit(), submit(), submit()]);
    expect(results.map((result) => result.status)).toEqual(["paid", "paid", "paid"]);
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(1);
    expect((await sandboxCharges("succeeded")) - before).toBe(1);
    expect(await confirmationJobs(results[0]!.order.id)).toHaveLength(1);
  });

  it("refuses to pay someone else's order or a cancelled one", async () => {
    const { userId, order } = await newOrder();
    const stranger = await makeUser();
    await expect(
      payForOrder({ orderId: order.id, userId: stranger, card: card("4242424242424242") }, sandboxProvider),
    ).rejects.toThrow("Order not found");
    await db.update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.id, order.id));
    await expect(
      payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider),
    ).rejects.toThrow("cancelled");
    expect((await reload(order.id)).paymentStatus).toBe("unpaid");
  });
});
