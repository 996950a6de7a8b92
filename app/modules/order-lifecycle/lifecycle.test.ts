// The lifecycle on a real database: the SQL guards agree with the table in every state, a race
// has one winner (the payments module's tests hold the money rows, decision 051).
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { refundRest } from "../../../tests/support/payment-fixtures";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { moneyOf, payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { guardWhere } from "./guards.server";
import { cancelByCustomer, setStatusByAdmin } from "./status.server";
import { allows, type OrderEvent, type OrderStatus, type PaymentStatus } from "./transitions";

const STATUSES: OrderStatus[] = ["pending", "processing", "shipped", "delivered", "cancelled"];
const PAYMENTS: PaymentStatus[] = ["unpaid", "paid", "failed", "refunded"];
const EVENTS: OrderEvent[] = [
  { type: "payment-succeeded" },
  { type: "payment-failed" },
  { type: "customer-cancel" },
  { type: "refund-request" },
  { type: "expire-unpaid", hours: 24 },
  { type: "supersede-unpaid" },
  ...(["processing", "shipped", "delivered", "cancelled"] as const).map((to): OrderEvent => ({
    type: "admin-set-status",
    to,
  })),
  ...(["processing", "shipped", "delivered"] as const).map((to): OrderEvent => ({ type: "partner-progress", to })),
  { type: "refund", full: true },
  { type: "shopify-update", to: "shipped", payment: "paid" },
];

let userId: string;
beforeAll(async () => {
  userId = await makeUser();
});

async function rawOrder(
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  source: "native" | "shopify",
  ageDays: number,
) {
  const [row] = await db
    .insert(schema.orders)
    .values({
      userId,
      status,
      paymentStatus,
      source,
      subtotalAmount: 2800,
      shippingAmount: 599,
      totalAmount: 3399,
      shippingAddress: shipping,
      createdAt: new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000),
    })
    .returning();
  return row!;
}

describe("the SQL guards", () => {
  it("hold exactly where the table allows, for every event from every state", async () => {
    const rows = [];
    for (const source of ["native", "shopify"] as const)
      for (const ageDays of [2, 40])
        for (const status of STATUSES)
          for (const payment of PAYMENTS) rows.push(await rawOrder(status, payment, source, ageDays));
    const ids = rows.map((row) => row.id);
    const now = new Date();
    let compared = 0;
    for (const event of EVENTS) {
      const passing = await db
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(and(inArray(schema.orders.id, ids), guardWhere(event, { actorId: userId, now })));
      const inSql = new Set(passing.map((row) => row.id));
      for (const row of rows) {
        expect(
          inSql.has(row.id),
          `${event.type} ${JSON.stringify(event)} from ${row.status}/${row.paymentStatus}/${row.source}`,
        ).toBe(allows(event, row, { actorId: userId, now }));
        compared++;
      }
    }
    expect(compared).toBe(EVENTS.length * 80);
  });

  it("the database refuses a status outside the lists", async () => {
    const row = await rawOrder("pending", "unpaid", "native", 1);
    await expect(db.execute(sql`update orders set status = 'lost' where id = ${row.id}`)).rejects.toThrow();
    await expect(db.execute(sql`update orders set payment_status = 'maybe' where id = ${row.id}`)).rejects.toThrow();
  });
});

async function paidOrder() {
  const product = await makeProduct();
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }],
    shipping,
  });
  await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
  return order;
}
const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

describe("a race", () => {
  it("a customer's cancel and an admin's Mark Shipped at once: one wins, one event, one outcome", async () => {
    for (let round = 0; round < 3; round++) {
      const order = await paidOrder();
      const [cancelled, shipped] = await Promise.all([
        db.transaction((tx) => cancelByCustomer(tx, order.id, userId)),
        db.transaction((tx) =>
          setStatusByAdmin(tx, { orderId: order.id, status: "shipped", trackingNumber: null, actorId: "admin" }),
        ),
      ]);
      const final = await reload(order.id);
      const events = await db
        .select()
        .from(schema.orderEvents)
        .where(
          and(
            eq(schema.orderEvents.orderId, order.id),
            inArray(schema.orderEvents.type, ["cancelled_by_customer", "status_changed"]),
          ),
        );
      // Whichever commits first wins: shipping a cancelled paid order is a reopen, and cancelling
      // a shipped one is past the customer's window, so the other is refused.
      expect([cancelled, shipped].filter(Boolean)).toHaveLength(1);
      expect(final.status).toBe(cancelled ? "cancelled" : "shipped");
      expect(events).toHaveLength(1);
    }
  });

  it("two refunds of one order at once: the provider is asked with one key, one refund row, refunded once", async () => {
    const order = await paidOrder();
    const results = await Promise.all([refundRest(order.id), refundRest(order.id)]);
    expect(results.filter((result) => result.refunded)).toHaveLength(1);
    const { refunds } = await moneyOf(order.id);
    expect(refunds).toHaveLength(1);
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
  });
});
