// The admin's order list on its own database: newest first, 50 a page, filters and search.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import type { OrderStatus, PaymentStatus } from "../../../db/schema";
import { listOrdersForAdmin } from "./admin-orders.server";
import { parseAdminOrdersQuery } from "./admin.schema";

const MINUTE = 60_000;
const start = Date.now() - 1000 * MINUTE;
let productId: string;
let userId: string;
/** Every order made here, newest first. */
const made: { id: string; email: string; status: OrderStatus }[] = [];

async function addOrder(
  index: number,
  options: { status?: OrderStatus; payment?: PaymentStatus; refundReason?: string } = {},
) {
  const email = `buyer-${index}@example.test`;
  const [order] = await db
    .insert(schema.orders)
    .values({
      userId,
      status: options.status ?? "pending",
      paymentStatus: options.payment ?? "paid",
      subtotalAmount: 2800,
      shippingAmount: 599,
      totalAmount: 3399,
      shippingAddress: { ...shipping, fullName: `Buyer ${index}`, email },
      createdAt: new Date(start + index * MINUTE),
    })
    .returning();
  await db.insert(schema.orderItems).values({ orderId: order!.id, productId, quantity: 1, price: 2800 });
  if (options.refundReason) {
    await db.insert(schema.orderEvents).values({
      orderId: order!.id,
      type: "refund_requested",
      actor: userId,
      reason: options.refundReason,
      createdAt: new Date("2026-11-20T10:00:00.000Z"),
    });
  }
  made.unshift({ id: order!.id, email, status: order!.status });
  return order!;
}

const query = (params: Record<string, string>) => parseAdminOrdersQuery(new URLSearchParams(params));

beforeAll(async () => {
  productId = (await makeProduct()).id;
  userId = await makeUser("Account Name");
  for (let index = 0; index < 53; index++) {
    const status = (["pending", "processing", "shipped", "delivered"] as const)[index % 4];
    await addOrder(index, { status });
  }
});

describe("listOrdersForAdmin", () => {
  it("lists every order newest first, 50 a page, with the card's fields", async () => {
    const first = await listOrdersForAdmin(query({}));
    expect(first).toMatchObject({ total: 53, page: 1, pageCount: 2, openRefundRequests: 0 });
    expect(first.orders.map((order) => order.id)).toEqual(made.slice(0, 50).map((order) => order.id));
    expect(first.orders[0]).toEqual({
      id: made[0]!.id,
      createdAt: new Date(start + 52 * MINUTE).toISOString(),
      status: "pending",
      paymentStatus: "paid",
      totalAmount: 3399,
      discountAmount: 0,
      shippingDiscountAmount: 0,
      currency: "USD",
      trackingNumber: null,
      customerName: "Buyer 52",
      customerEmail: "buyer-52@example.test",
      shippingAddress: { address: "1 Pastel Way", city: "Portland", state: "OR", zip: "97201", country: "US" },
      refundRequest: null,
      shopifyNumber: null,
      refund: null,
      // Written straight into the table, so no payments row: nothing the payments module could refund.
      money: { currency: "USD", paid: 0, refunded: 0, left: 0, refunds: [], canRefund: false },
      lines: [expect.objectContaining({ quantity: 1, paid: 2800, size: null })],
      events: [],
      fulfilment: [],
      actions: [
        { status: "processing", allowed: true, current: false, reason: null },
        { status: "shipped", allowed: true, current: false, reason: null },
        { status: "delivered", allowed: true, current: false, reason: null },
        { status: "cancelled", allowed: true, current: false, reason: null },
      ],
      canIssueRefund: false,
    });
    const second = await listOrdersForAdmin(query({ page: "2" }));
    expect(second.orders.map((order) => order.id)).toEqual(made.slice(50).map((order) => order.id));
    // Past the end, or junk: the nearest real page.
    expect((await listOrdersForAdmin(query({ page: "9" }))).page).toBe(2);
    expect((await listOrdersForAdmin(query({ page: "abc" }))).page).toBe(1);
  });

  it("filters by status", async () => {
    const shipped = await listOrdersForAdmin(query({ status: "shipped" }));
    expect(shipped.total).toBe(13);
    expect(shipped.orders.every((order) => order.status === "shipped")).toBe(true);
    expect((await listOrdersForAdmin(query({ status: "cancelled" }))).orders).toEqual([]);
    // An unknown status shows everything rather than an error.
    expect((await listOrdersForAdmin(query({ status: "lost" }))).total).toBe(53);
  });

  it("searches by order number (any case, with or without #) and by customer email", async () => {
    const target = made[17]!;
    const number = target.id.slice(0, 8).toUpperCase();
    for (const q of [number, `#${number}`, number.toLowerCase(), target.id]) {
      expect((await listOrdersForAdmin(query({ q }))).orders.map((order) => order.id)).toEqual([target.id]);
    }
    expect(
      (await listOrdersForAdmin(query({ q: target.email.toUpperCase() }))).orders.map((order) => order.id),
    ).toEqual([target.id]);
    // Part of an email matches; LIKE wildcards typed in the box are taken literally.
    expect((await listOrdersForAdmin(query({ q: "buyer-5" }))).total).toBe(4); // 5, 50, 51, 52
    expect((await listOrdersForAdmin(query({ q: "%" }))).total).toBe(0);
    expect((await listOrdersForAdmin(query({ q: "_uyer" }))).total).toBe(0);
    // Search and filter together.
    expect(
      (await listOrdersForAdmin(query({ q: "buyer-5", status: "pending" }))).orders.map((order) => order.id),
    ).toEqual([made[0]!.id]); // only 52 is pending (index % 4 === 0)
  });

  it("shows open refund requests at a glance, and the refund state of a cancelled paid order", async () => {
    const requested = await addOrder(60, {
      status: "delivered",
      refundReason: "Too small",
    });
    await addOrder(61, {
      status: "delivered",
      payment: "refunded",
      refundReason: "Done already",
    });
    const cancelled = await addOrder(62, { status: "cancelled" });
    // A cancelled paid order is owed what is left of its payment row (decision 051) until refunded.
    await db.insert(schema.payments).values({
      orderId: cancelled.id,
      amount: cancelled.totalAmount,
      currency: "USD",
      provider: "sandbox",
      providerReference: `sbx_${cancelled.id}`,
      state: "succeeded",
    });

    const open = await listOrdersForAdmin(query({ status: "refund-requested" }));
    expect(open.orders.map((order) => order.id)).toEqual([requested.id]);
    expect(open.openRefundRequests).toBe(1);
    expect((await listOrdersForAdmin(query({ status: "shipped" }))).openRefundRequests).toBe(1);
    expect(open.orders[0]!.refundRequest).toBe("Refund requested on 2026-11-20T10:00:00.000Z: Too small");

    const [card] = (await listOrdersForAdmin(query({ q: "buyer-62" }))).orders;
    expect(card!.refund).toEqual({ state: "pending", error: null });
    // The refund job gave up: its row says why.
    await db.insert(schema.refunds).values({
      orderId: cancelled.id,
      amount: cancelled.totalAmount,
      currency: "USD",
      provider: "sandbox",
      state: "failed",
      lastError: "card_declined",
    });
    const [failed] = (await listOrdersForAdmin(query({ q: "buyer-62" }))).orders;
    expect(failed!.refund).toEqual({ state: "failed", error: "card_declined" });
  });

  it("falls back to the account's name and email when the address lacks them", async () => {
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
    const order = await addOrder(70);
    await db
      .update(schema.orders)
      .set({ shippingAddress: { ...shipping, fullName: "", email: "" } })
      .where(eq(schema.orders.id, order.id));
    const [card] = (await listOrdersForAdmin(query({ q: order.id.slice(0, 8) }))).orders;
    expect(card).toMatchObject({ customerName: "Account Name", customerEmail: user!.email });
  });

  it("can hide orders nobody paid for (abandoned checkouts and declined cards)", async () => {
    await addOrder(900, { payment: "unpaid" });
    await addOrder(901, { payment: "failed" });
    await addOrder(902, { payment: "paid" });
    await addOrder(903, { payment: "refunded", status: "cancelled" });
    const emails = async (params: Record<string, string>) =>
      (await listOrdersForAdmin(query({ q: "buyer-90", ...params }))).orders.map((order) => order.customerEmail);
    expect((await emails({})).sort()).toEqual([900, 901, 902, 903].map((index) => `buyer-${index}@example.test`));
    expect((await emails({ hideUnpaid: "on" })).sort()).toEqual(["buyer-902@example.test", "buyer-903@example.test"]);
    expect(await emails({ hideUnpaid: "on", status: "cancelled" })).toEqual(["buyer-903@example.test"]);
  });
});
