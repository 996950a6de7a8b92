import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { FULFIL_ORDER_JOB } from "~/modules/fulfilment";
import { SEND_ORDER_CONFIRMATION_JOB } from "~/modules/order-lifecycle/index.server";
import { sandboxProvider } from "~/modules/payments/index.server";
import { CHECKOUT_REMINDER_JOB } from "./checkout-reminder.server";
import { checkoutStatus, submitCheckout } from "./submit-checkout.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

async function setup() {
  const userId = await makeUser();
  const product = await makeProduct({ basePrice: 2000 });
  const base = {
    ...shipping,
    checkoutKey: randomUUID(),
    terms: "on",
    lines: JSON.stringify([{ productId: product.id, size: "S", color: "White", quantity: 1, price: 1 }]),
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
  };
  return { userId, base };
}

describe("submitCheckout", () => {
  it("asks a visitor to sign in, before anything else", async () => {
    const { base } = await setup();
    expect(await submitCheckout(form(base), null, sandboxProvider)).toEqual({ kind: "auth-required" });
  });

  it("answers Cart Empty and Terms Required", async () => {
    const { userId, base } = await setup();
    const user = { id: userId };
    expect(await submitCheckout(form({ ...base, lines: "[]" }), user, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Cart Empty" },
    });
    const { terms: _terms, ...noTerms } = base;
    expect(await submitCheckout(form(noTerms), user, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Terms Required" },
    });
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(0);
  });

  it("returns field errors for every missing shipping field and a bad card", async () => {
    const { userId, base } = await setup();
    const blank = Object.fromEntries(Object.keys(shipping).map((key) => [key, " "]));
    const result = await submitCheckout(form({ ...base, ...blank, cardNumber: "12" }), { id: userId }, sandboxProvider);
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual([...Object.keys(shipping), "cardNumber"].sort());
  });

  it("maps failures to SPEC's messages and pays on retry with the same checkout key", async () => {
    const { userId, base } = await setup();
    const declined = await submitCheckout(
      form({ ...base, cardNumber: "4000000000000002" }),
      { id: userId },
      sandboxProvider,
    );
    expect(declined).toMatchObject({
      kind: "error",
      toast: {
        title: "Checkout Failed",
        description: "Payment processing failed. Please check your payment information and try again.",
      },
    });
    const paid = await submitCheckout(form(base), { id: userId }, sandboxProvider);
    expect(paid.kind).toBe("paid");
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentStatus: "paid", totalAmount: 2599 });
  });

  it("pays once when one checkout key is submitted several times at once: one order, one email, one fulfilment", async () => {
    const { userId, base } = await setup();
    // Every provider's charges are payments rows (decision 051).
    const charges = async () =>
      (
        await db
          .select()
          .from(schema.payments)
          .where(and(eq(schema.payments.provider, "sandbox"), eq(schema.payments.state, "succeeded")))
      ).length;
    const chargesBefore = await charges();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => submitCheckout(form(base), { id: userId }, sandboxProvider)),
    );
    expect(results.map((result) => result.kind)).toEqual(["paid", "paid", "paid", "paid"]);
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentStatus: "paid", checkoutKey: base.checkoutKey });
    const orderId = orders[0]!.id;
    expect(results.map((result) => (result.kind === "paid" ? result.orderId : null))).toEqual(Array(4).fill(orderId));
    const paidEvents = await db
      .select()
      .from(schema.orderEvents)
      .where(and(eq(schema.orderEvents.orderId, orderId), eq(schema.orderEvents.type, "paid")));
    expect(paidEvents).toHaveLength(1);
    expect((await charges()) - chargesBefore).toBe(1);
    const jobs = await db
      .select({ type: schema.jobs.type })
      .from(schema.jobs)
      .where(sql`${schema.jobs.payload}->>'orderId' = ${orderId}`);
    // The reminder queued with the order finds it paid and sends nothing (checkout-reminder.test.ts).
    expect(jobs.map((job) => job.type).sort()).toEqual(
      [CHECKOUT_REMINDER_JOB, FULFIL_ORDER_JOB, SEND_ORDER_CONFIRMATION_JOB].sort(),
    );
  });

  it("names an unavailable line and says to try again or contact support", async () => {
    const { userId, base } = await setup();
    const retired = await makeProduct({ name: "Old Cap", isActive: false });
    const lines = JSON.stringify([{ productId: retired.id, size: "S", color: "White", quantity: 1 }]);
    expect(await submitCheckout(form({ ...base, lines }), { id: userId }, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Checkout Failed", description: "Please try again or contact support" },
      detail: "Old Cap (S / White) is no longer available",
    });
  });

  it("tells the browser to start a new attempt when the key's order can no longer be paid", async () => {
    const { userId, base } = await setup();
    const declined = await submitCheckout(
      form({ ...base, cardNumber: "4000000000000002" }),
      { id: userId },
      sandboxProvider,
    );
    expect(declined).toMatchObject({ kind: "error" });
    expect(declined).not.toHaveProperty("restartAttempt");
    await db.update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.checkoutKey, base.checkoutKey));
    expect(await submitCheckout(form(base), { id: userId }, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Checkout Failed", description: "Please try again or contact support" },
      restartAttempt: true,
    });
    // Another customer's key, e.g. left in a shared browser.
    expect(await submitCheckout(form(base), { id: await makeUser() }, sandboxProvider)).toMatchObject({
      restartAttempt: true,
    });
    const fresh = await submitCheckout(form({ ...base, checkoutKey: randomUUID() }), { id: userId }, sandboxProvider);
    expect(fresh.kind).toBe("paid");
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(2);
  });

  it("accepts whole quantities 1–99 only, answering 400 and writing nothing otherwise", async () => {
    const { userId, base } = await setup();
    const line = JSON.parse(base.lines)[0] as Record<string, unknown>;
    for (const quantity of [[5], "0x10", "5", true, 1.5, 0, 100, null]) {
      const result = await submitCheckout(
        form({ ...base, lines: JSON.stringify([{ ...line, quantity }]) }),
        { id: userId },
        sandboxProvider,
      );
      expect(result, JSON.stringify(quantity)).toMatchObject({ kind: "error", detail: "Your cart could not be read." });
      expect(checkoutStatus(result)).toBe(400);
    }
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(0);
  });

  it("merges lines of the same size and colour before the per-line limit", async () => {
    const { userId, base } = await setup();
    const line = JSON.parse(base.lines)[0] as Record<string, unknown>;
    const split = (a: number, b: number) =>
      JSON.stringify([
        { ...line, quantity: a },
        { ...line, quantity: b },
      ]);
    const over = await submitCheckout(form({ ...base, lines: split(60, 60) }), { id: userId }, sandboxProvider);
    expect(over).toMatchObject({ kind: "error", detail: "Your cart could not be read." });
    expect(checkoutStatus(over)).toBe(400);
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(0);

    const paid = await submitCheckout(form({ ...base, lines: split(40, 50) }), { id: userId }, sandboxProvider);
    expect(paid.kind).toBe("paid");
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order!.id));
    expect(items.map((item) => item.quantity)).toEqual([90]);
  });

  it("answers 400 for a form to correct, 409 for a cart the shop no longer sells, 402 for a refused card", async () => {
    const { userId, base } = await setup();
    const user = { id: userId };
    const blank = await submitCheckout(form({ ...base, fullName: " " }), user, sandboxProvider);
    expect(checkoutStatus(blank)).toBe(400);
    const { terms: _terms, ...noTerms } = base;
    expect(checkoutStatus(await submitCheckout(form(noTerms), user, sandboxProvider))).toBe(400);
    expect(checkoutStatus(await submitCheckout(form({ ...base, lines: "[]" }), user, sandboxProvider))).toBe(400);
    expect(checkoutStatus(await submitCheckout(form({ ...base, lines: "{" }), user, sandboxProvider))).toBe(400);
    const retired = await makeProduct({ isActive: false });
    const gone = JSON.stringify([{ productId: retired.id, size: "S", color: "White", quantity: 1 }]);
    expect(
      checkoutStatus(
        await submitCheckout(form({ ...base, lines: gone, checkoutKey: randomUUID() }), user, sandboxProvider),
      ),
    ).toBe(409);
    const declined = await submitCheckout(form({ ...base, cardNumber: "4000000000000002" }), user, sandboxProvider);
    expect(checkoutStatus(declined)).toBe(402);
    expect(checkoutStatus(await submitCheckout(form(base), user, sandboxProvider))).toBe(200);
  });
});
