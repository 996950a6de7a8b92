// Promotions against a real database: exact limits under concurrency, once per customer, a use
// given back when an unpaid order expires, refunds and cancellations of discounted orders, and the
// owner's screen (create, switch, edit).
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { drainJobs } from "~/lib/jobs.server";
import { REFUND_PAYMENT_JOB, SEND_ORDER_CONFIRMATION_JOB } from "~/modules/order-lifecycle/index.server";
import { jobHandlers } from "../../../server/job-handlers";
import { readOutbox } from "../../../tests/support/mail-outbox";
import { submitCheckout } from "~/modules/checkout/index.server";
import { handleRefundPaymentJob, refund, sandboxProvider } from "~/modules/payments/index.server";
import { cancelOrder, expireUnpaidOrders } from "~/modules/orders/index.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { codeRefusal } from "~/modules/quote";
import { quoteOrder } from "~/modules/quote/index.server";

async function makeCode(values: Partial<typeof schema.promotions.$inferInsert> = {}) {
  const code = `T${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(schema.promotions)
    .values({ code, name: code, kind: "percent", percentOff: 20, ...values })
    .returning();
  return row!;
}

function checkoutForm(productId: string, code: string, checkoutKey = randomUUID(), quantity = 1) {
  const data = new FormData();
  const values: Record<string, string> = {
    ...shipping,
    checkoutKey,
    terms: "on",
    promotionCode: code,
    lines: JSON.stringify([{ productId, size: "S", color: "White", quantity }]),
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
  };
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const ordersWith = (promotionId: string) =>
  db.select().from(schema.orders).where(eq(schema.orders.promotionId, promotionId));

describe("promotion limits", () => {
  it("a code with 10 uses and 100 shoppers at once: 10 paid orders, the others told it is used up", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const promotion = await makeCode({ usageLimit: 10 });
    const users = await Promise.all(Array.from({ length: 100 }, () => makeUser()));
    const results = await Promise.all(
      users.map((id) =>
        submitCheckout(checkoutForm(product.id, promotion.code!.toLowerCase()), { id }, sandboxProvider),
      ),
    );
    expect(results.filter((result) => result.kind === "paid")).toHaveLength(10);
    const refused = results.filter((result) => result.kind === "error");
    expect(refused).toHaveLength(90);
    for (const result of refused) expect(result).toMatchObject({ detail: "This code has been used up" });
    const orders = await ordersWith(promotion.id);
    expect(orders).toHaveLength(10);
    expect(orders.every((order) => order.paymentStatus === "paid" && order.totalAmount === 2000 - 400 + 599)).toBe(
      true,
    );
  });

  it("one use per customer, even from two tabs at once", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const promotion = await makeCode({ oncePerCustomer: true });
    const userId = await makeUser();
    const results = await Promise.all([
      submitCheckout(checkoutForm(product.id, promotion.code!), { id: userId }, sandboxProvider),
      submitCheckout(checkoutForm(product.id, promotion.code!), { id: userId }, sandboxProvider),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["error", "paid"]);
    expect(results.find((result) => result.kind === "error")).toMatchObject({
      detail: "You have already used this code",
    });
    expect(await ordersWith(promotion.id)).toHaveLength(1);
    const again = await quoteOrder([{ productId: product.id, size: "S", color: "White", quantity: 1 }], {
      customerId: userId,
      code: promotion.code,
    });
    expect(codeRefusal(again)).toBe("You have already used this code");
  });

  it("gives the use back when an unpaid order expires", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const promotion = await makeCode({ usageLimit: 1 });
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 1 }];
    const first = await makeUser();
    // Stripe-style: the order is placed, its payment left unconfirmed.
    const placed = await (
      await import("~/modules/checkout/index.server")
    ).placeOrder({ userId: first, checkoutKey: randomUUID(), lines, shipping, promotionCode: promotion.code });
    expect(placed.order.promotionId).toBe(promotion.id);
    const second = await makeUser();
    expect(codeRefusal(await quoteOrder(lines, { customerId: second, code: promotion.code }))).toBe(
      "This code has been used up",
    );
    const cancelled = await expireUnpaidOrders({ now: new Date(Date.now() + 48 * 3600_000), hours: 24 });
    expect(cancelled).toContain(placed.order.id);
    const quote = await quoteOrder(lines, { customerId: second, code: promotion.code });
    expect(codeRefusal(quote)).toBeNull();
    expect(quote.totals.discount).toBe(400);
  });
});

describe("refunds of discounted orders", () => {
  it("gives back what was paid, and a line never more than its paid amount", async () => {
    const product = await makeProduct({ basePrice: 2500 });
    const promotion = await makeCode({ percentOff: 10 });
    const userId = await makeUser();
    const result = await submitCheckout(
      checkoutForm(product.id, promotion.code!, randomUUID(), 2),
      { id: userId },
      sandboxProvider,
    );
    expect(result.kind).toBe("paid");
    const orderId = (result as { orderId: string }).orderId;
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ subtotalAmount: 5000, discountAmount: 500, shippingAmount: 599, totalAmount: 5099 });
    const [item] = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    expect(item!.discountAmount).toBe(500);
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment!.amount).toBe(5099);
    // The confirmation email shows the saving and the total paid.
    await drainJobs({ [SEND_ORDER_CONFIRMATION_JOB]: jobHandlers[SEND_ORDER_CONFIRMATION_JOB]! });
    const mail = (await readOutbox(env.DATA_DIR)).find((message) =>
      message.subject.includes(orderId.slice(0, 8).toUpperCase()),
    );
    expect(mail?.body).toContain("2 x Test Tee: $45.00 (you saved $5.00)");
    expect(mail?.body).toContain("Total (incl. $5.99 shipping): $50.99");
    const pick = () => sandboxProvider;
    // The line was paid 4500 for its 2 units: a third unit is refused, both give back 4500.
    const line = (quantity: number) => ({ lines: [{ itemId: item!.id, quantity }] });
    expect(await refund(orderId, line(3), { pick })).toMatchObject({ ok: false, field: `line-${item!.id}` });
    expect(await refund(orderId, line(2), { pick })).toEqual({ ok: true, refunded: 4500 });
    // The rest (the shipping) completes the refund of exactly what was paid.
    expect(await refund(orderId, {}, { pick })).toEqual({ ok: true, refunded: 599 });
    const refunds = await db
      .select()
      .from(schema.refunds)
      .where(and(eq(schema.refunds.orderId, orderId), inArray(schema.refunds.state, ["succeeded"])));
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(5099);
    const [after] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(after!.paymentStatus).toBe("refunded");
  });
});

describe("cancelling a discounted order", () => {
  it("refunds what was paid: the lines less their discount, and the shipping less its discount", async () => {
    const product = await makeProduct({ basePrice: 2500 });
    const promotion = await makeCode({ kind: "fixed", percentOff: null, amountOff: 700 });
    const userId = await makeUser();
    const result = await submitCheckout(checkoutForm(product.id, promotion.code!), { id: userId }, sandboxProvider);
    expect(result.kind).toBe("paid");
    const orderId = (result as { orderId: string }).orderId;
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ discountAmount: 700, shippingDiscountAmount: 0, totalAmount: 2500 - 700 + 599 });
    await cancelOrder(orderId, userId);
    await drainJobs({ [REFUND_PAYMENT_JOB]: handleRefundPaymentJob });
    const refunds = await db
      .select()
      .from(schema.refunds)
      .where(and(eq(schema.refunds.orderId, orderId), eq(schema.refunds.state, "succeeded")));
    expect(refunds.map((refund) => refund.amount)).toEqual([2399]);
    const [after] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });
});

describe("the owner's promotions screen", () => {
  const formOf = (values: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values))
      for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
    return data;
  };

  it("switches the automatic free shipping over $50 on, and saves a product's unit cost", async () => {
    const { promotionAction, loadAdminPromotions } = await import("./admin-promotions.server");
    const { promotions } = await loadAdminPromotions();
    const freeShipping = promotions.find((promotion) => promotion.name === "Free shipping over $50")!;
    expect(freeShipping).toMatchObject({ code: null, kind: "free_shipping", minSubtotal: 5000, active: false });
    expect(
      await promotionAction(formOf({ intent: "toggle-promotion", promotionId: freeShipping.id, active: "true" })),
    ).toEqual({ ok: true, message: "Free shipping over $50 is now on" });
    const product = await makeProduct({ basePrice: 2800 });
    expect(
      await promotionAction(formOf({ intent: "set-unit-cost", productId: product.id, unitCost: "24.00" })),
    ).toEqual({
      ok: true,
      message: "Unit cost of Test Tee saved",
    });
    const refused = await promotionAction(formOf({ intent: "set-unit-cost", productId: product.id, unitCost: "abc" }));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { unitCost: "Unit cost must be an amount like 12.50" } });
    await db.update(schema.promotions).set({ active: false }).where(eq(schema.promotions.id, freeShipping.id));
  });

  it("refuses a bad promotion at its fields and writes nothing", async () => {
    const { promotionAction } = await import("./admin-promotions.server");
    const before = await db.select().from(schema.promotions);
    const result = await promotionAction(
      formOf({ intent: "create-promotion", code: "bad code!", name: "", kind: "percent", percentOff: "150" }),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        code: "Code may use letters, digits, '-' and '_' only",
        name: "Name is required",
        percentOff: "Percent off must be a whole number from 1 to 100",
      },
    });
    expect(await db.select().from(schema.promotions)).toHaveLength(before.length);
  });

  it("edits a promotion: its rules at their fields, a code unique whatever its case, nothing written on error", async () => {
    const { promotionAction } = await import("./admin-promotions.server");
    const other = await makeCode();
    const promotion = await makeCode({ percentOff: 10, active: false });
    const stored = async () =>
      (await db.select().from(schema.promotions).where(eq(schema.promotions.id, promotion.id)))[0]!;
    const edit = (values: Record<string, string> = {}) =>
      promotionAction(
        formOf({
          intent: "update-promotion",
          promotionId: promotion.id,
          code: promotion.code!,
          name: "Renamed",
          kind: "percent",
          percentOff: "15",
          ...values,
        }),
      );
    expect(await edit({ code: other.code!.toLowerCase(), percentOff: "0", endsAt: "2020-01-01T00:00" })).toMatchObject({
      ok: false,
      intent: "update-promotion",
      fieldErrors: {
        code: "A promotion already has this code",
        percentOff: "Percent off must be a whole number from 1 to 100",
      },
    });
    expect(await stored()).toMatchObject({ name: promotion.name, percentOff: 10, endsAt: null });
    expect(await edit({ usageLimit: "5", oncePerCustomer: "on" })).toEqual({ ok: true, message: "Renamed saved" });
    // Switched off it stays off: the form does not carry the switch.
    expect(await stored()).toMatchObject({
      code: promotion.code,
      name: "Renamed",
      percentOff: 15,
      usageLimit: 5,
      oncePerCustomer: true,
      active: false,
    });
    expect(await edit({ kind: "fixed", amountOff: "4.50" })).toMatchObject({ ok: true });
    expect(await stored()).toMatchObject({ kind: "fixed", amountOff: 450, percentOff: null });
    expect(
      await promotionAction(
        formOf({
          intent: "update-promotion",
          promotionId: randomUUID(),
          code: "",
          name: "X",
          kind: "percent",
          percentOff: "5",
        }),
      ),
    ).toMatchObject({ ok: false, message: "That promotion no longer exists" });
  });

  it("a promotion orders carry keeps its code, what it gives and its uses made; the orders keep their amounts", async () => {
    const { promotionAction, loadAdminPromotions } = await import("./admin-promotions.server");
    const product = await makeProduct({ basePrice: 2000 });
    const promotion = await makeCode({ percentOff: 10 });
    for (const userId of [await makeUser(), await makeUser()]) {
      const result = await submitCheckout(checkoutForm(product.id, promotion.code!), { id: userId }, sandboxProvider);
      expect(result.kind).toBe("paid");
    }
    expect((await loadAdminPromotions()).promotions.find((row) => row.id === promotion.id)).toMatchObject({
      uses: 2,
      carried: true,
    });
    const edit = (values: Record<string, string>) =>
      promotionAction(
        formOf({
          intent: "update-promotion",
          promotionId: promotion.id,
          code: promotion.code!,
          name: promotion.name,
          kind: "percent",
          percentOff: "10",
          ...values,
        }),
      );
    expect(await edit({ code: `${promotion.code}X`, kind: "fixed", amountOff: "5", usageLimit: "1" })).toMatchObject({
      ok: false,
      fieldErrors: {
        code: "The code can't change once orders carry it",
        kind: "What it gives can't change once orders carry it",
        usageLimit: "Total uses can't be less than the 2 already made",
      },
    });
    expect(await edit({ code: promotion.code!.toLowerCase() })).toMatchObject({
      fieldErrors: { code: "The code can't change once orders carry it" },
    });
    // Its value may change for the orders to come; the orders placed keep what they were charged.
    expect(await edit({ percentOff: "25", usageLimit: "2" })).toMatchObject({ ok: true });
    const orders = await ordersWith(promotion.id);
    expect(orders.map((order) => [order.discountAmount, order.totalAmount])).toEqual([
      [200, 2000 - 200 + 599],
      [200, 2000 - 200 + 599],
    ]);
    const [row] = await db.select().from(schema.promotions).where(eq(schema.promotions.id, promotion.id));
    expect(row).toMatchObject({ code: promotion.code, kind: "percent", percentOff: 25, usageLimit: 2 });
  });
});
