// Money as records on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): payments and
// refunds are rows, partial refunds by amount or by line never pass what is left, two at once
// never give back more than was paid, and the order's payment status always equals the rows'.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEND_EMAIL_JOB, type EmailMessage } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { cancelByCustomer, REFUND_PAYMENT_JOB } from "~/modules/order-lifecycle/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { moneyOf, refundedCents } from "./money-rows.server";
import { payForOrder } from "./pay.server";
import { paymentStatusOf } from "./payment-status";
import type { PaymentProvider } from "./provider.server";
import { handleRefundPaymentJob } from "./refund-job.server";
import { refund } from "./refund.server";
import { sandboxProvider } from "./sandbox-provider.server";

let userId: string;
beforeAll(async () => {
  userId = await makeUser("Robin Vega");
});

/** A paid order of three lines: 2 × 2500, 1 × 3000, 3 × 1000 (and 599 shipping). */
async function paidOrder(cardNumber = "4242424242424242") {
  const prices = [2500, 3000, 1000];
  const products = await Promise.all(prices.map((basePrice) => makeProduct({ basePrice })));
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: products.map((product, index) => ({
      productId: product.id,
      size: "M",
      color: "White",
      quantity: [2, 1, 3][index]!,
    })),
    shipping: { ...shipping, email: `${randomUUID().slice(0, 8)}@example.test` },
  });
  await payForOrder({ orderId: order.id, userId, card: card(cardNumber) }, sandboxProvider);
  const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  const itemOf = (price: number) => items.find((item) => item.price === price)!.id;
  return { order, itemOf };
}

const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

/** The order's payment status column equals the status derived from its rows. */
async function expectStatusFromRows(orderId: string) {
  const { payments, refunds } = await moneyOf(orderId);
  expect((await reload(orderId)).paymentStatus).toBe(paymentStatusOf(payments, refunds));
}

const refundEmails = async (orderId: string) =>
  (
    await db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.type, SEND_EMAIL_JOB), sql`${schema.jobs.payload}->>'subject' like 'Refund of %'`))
  )
    .map((row) => row.payload as EmailMessage)
    .filter((mail) => mail.subject.endsWith(`#${orderId.slice(0, 8).toUpperCase()}`));

describe("money as records", () => {
  it("a payment is a row; a failed one too; the status column follows the rows", async () => {
    const { order } = await paidOrder();
    const { payments } = await moneyOf(order.id);
    expect(payments).toEqual([
      expect.objectContaining({ amount: order.totalAmount, currency: "USD", provider: "sandbox", state: "succeeded" }),
    ]);
    expect(payments[0]!.providerReference).toMatch(/^sbx_/);
    await expectStatusFromRows(order.id);

    const { order: declined } = await paidOrder("4000000000000002");
    expect((await moneyOf(declined.id)).payments.map((payment) => payment.state)).toEqual(["failed"]);
    await expectStatusFromRows(declined.id);
    // A retry is a new attempt: a row of its own, and the order paid.
    await payForOrder({ orderId: declined.id, userId, card: card("4242424242424242") }, sandboxProvider);
    expect((await moneyOf(declined.id)).payments.map((payment) => payment.state).sort()).toEqual([
      "failed",
      "succeeded",
    ]);
    await expectStatusFromRows(declined.id);
  });

  it("an amount, then lines: each a row and an email; past what is left is refused and writes nothing", async () => {
    const { order, itemOf } = await paidOrder();
    expect(order.totalAmount).toBe(5000 + 3000 + 3000 + 599);
    expect(await refund(order.id, { cents: 1000 }, { actor: "admin-1" })).toEqual({ ok: true, refunded: 1000 });
    expect((await reload(order.id)).paymentStatus).toBe("paid");
    await expectStatusFromRows(order.id);
    // One of the three 1000 tees.
    const tee = itemOf(1000);
    expect(await refund(order.id, { lines: [{ itemId: tee, quantity: 1 }] }, { actor: "admin-1" })).toEqual({
      ok: true,
      refunded: 1000,
    });
    expect(await refund(order.id, { lines: [{ itemId: tee, quantity: 3 }] })).toEqual({
      ok: false,
      message: "At most 2 of this line can be refunded",
      field: `line-${tee}`,
    });
    const left = order.totalAmount - 2000;
    const before = await moneyOf(order.id);
    expect(await refund(order.id, { cents: left + 1 })).toEqual({
      ok: false,
      message: "A refund can be at most $95.99, what is left of this order's payment",
      field: "amount",
    });
    expect(await moneyOf(order.id)).toEqual(before);

    const { refunds } = await moneyOf(order.id);
    expect(refunds.map((row) => [row.amount, row.state, row.lines])).toEqual([
      [1000, "succeeded", []],
      [1000, "succeeded", [{ itemId: tee, quantity: 1, amount: 1000 }]],
    ]);
    expect(await refundEmails(order.id)).toHaveLength(2);
    expect((await refundEmails(order.id))[1]!.text).toContain("We refunded $10.00");

    // The rest makes it refunded; then nothing is left to refund.
    expect(await refund(order.id)).toEqual({ ok: true, refunded: left });
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
    expect(await refundedCents(order.id)).toBe(order.totalAmount);
    await expectStatusFromRows(order.id);
    expect(await refund(order.id, { cents: 1 })).toEqual({
      ok: false,
      message: "This order was already refunded in full",
      field: "form",
    });
  });

  it("units of a line refunded one by one give back exactly what the line paid", async () => {
    const { order, itemOf } = await paidOrder();
    const tee = itemOf(1000);
    for (let unit = 0; unit < 3; unit++) await refund(order.id, { lines: [{ itemId: tee, quantity: 1 }] });
    const { refunds } = await moneyOf(order.id);
    expect(refunds.reduce((total, row) => total + row.amount, 0)).toBe(3000);
    expect(await refund(order.id, { lines: [{ itemId: tee, quantity: 1 }] })).toMatchObject({ ok: false });
  });

  it("a cancel of a paid order queues the refund job; the job gives back what is left, once", async () => {
    const { order } = await paidOrder();
    await refund(order.id, { cents: 500 });
    await db.transaction((tx) => cancelByCustomer(tx, order.id, userId));
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, REFUND_PAYMENT_JOB));
    expect(jobs.filter((job) => (job.payload as { orderId: string }).orderId === order.id)).toHaveLength(1);
    await handleRefundPaymentJob({ orderId: order.id });
    await handleRefundPaymentJob({ orderId: order.id });
    const { refunds } = await moneyOf(order.id);
    expect(refunds.map((row) => [row.amount, row.state])).toEqual([
      [500, "succeeded"],
      [order.totalAmount - 500, "succeeded"],
    ]);
    expect(refunds[1]!.refundedAt).toBeInstanceOf(Date);
    await expectStatusFromRows(order.id);
  });

  it("a provider that refuses: the job keeps its refund reserved and retries it with the same key", async () => {
    const { order } = await paidOrder();
    const keys: string[] = [];
    let refuse = true;
    const flaky: PaymentProvider = {
      ...sandboxProvider,
      async refund(request) {
        keys.push(request.idempotencyKey);
        if (refuse) throw new Error("card_declined");
        return sandboxProvider.refund(request);
      },
    };
    expect(await refund(order.id, {}, { pick: () => flaky, willRetry: true })).toMatchObject({ ok: false });
    expect((await moneyOf(order.id)).refunds).toEqual([
      expect.objectContaining({ state: "pending", lastError: "card_declined" }),
    ]);
    refuse = false;
    expect(await refund(order.id, {}, { pick: () => flaky })).toEqual({ ok: true, refunded: order.totalAmount });
    expect(new Set(keys).size).toBe(1);
    expect((await moneyOf(order.id)).refunds).toHaveLength(1);
  });
});

describe("refunds racing", () => {
  /** The sandbox, slowed so that racing refunds overlap at the provider. */
  const slow: PaymentProvider = {
    ...sandboxProvider,
    async refund(request) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return sandboxProvider.refund(request);
    },
  };

  it("two partial refunds at once never give back more than was paid", async () => {
    for (let round = 0; round < 3; round++) {
      const { order } = await paidOrder();
      const part = Math.ceil(order.totalAmount * 0.6);
      const results = await Promise.all([1, 2].map(() => refund(order.id, { cents: part }, { pick: () => slow })));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ field: "amount" });
      expect(await refundedCents(order.id)).toBe(part);
      await expectStatusFromRows(order.id);
    }
  });

  it("many small refunds at once stop exactly at what was paid", async () => {
    const { order } = await paidOrder();
    const part = Math.ceil(order.totalAmount / 4);
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => refund(order.id, { cents: part }, { pick: () => slow })),
    );
    const given = results.reduce((total, result) => total + (result.ok ? result.refunded : 0), 0);
    expect(given).toBeLessThanOrEqual(order.totalAmount);
    expect(await refundedCents(order.id)).toBe(given);
    expect(results.filter((result) => result.ok)).toHaveLength(Math.floor(order.totalAmount / part));
    await expectStatusFromRows(order.id);
  });

  it("the refund job and an admin's refund of the rest at once refund once", async () => {
    const { order } = await paidOrder();
    await db.transaction((tx) => cancelByCustomer(tx, order.id, userId));
    const results = await Promise.all([
      refund(order.id, {}, { pick: () => slow, willRetry: true }),
      refund(order.id, {}, { pick: () => slow, actor: "admin-1" }),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await refundedCents(order.id)).toBe(order.totalAmount);
    expect((await moneyOf(order.id)).refunds.filter((row) => row.state === "succeeded")).toHaveLength(1);
    await expectStatusFromRows(order.id);
  });
});
