// Drops on the database: the launch gate, reservations as order state, expiry releasing units,
// the per-customer limit and the race for the last unit (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { priceCart } from "~/modules/cart/index.server";
import { placeOrder, sandboxProvider, payForOrder } from "~/modules/checkout/index.server";
import { expireUnpaidOrders } from "~/modules/orders/index.server";
import { card, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { makeDrop } from "../../../tests/support/drop-fixtures";
import { dropProductStats } from "./drops-admin.server";
import { dropSellThrough } from "./sell-through.server";

const MINUTE = 60_000;

const buy = (userId: string, productId: string, quantity = 1) =>
  placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId, size: "S", color: "White", quantity }],
    shipping,
  });

describe("drop reservations", () => {
  it("refuses a product before launch at cart pricing and at placeOrder, and writes nothing", async () => {
    const { product } = await makeDrop({ launchInMs: 10 * MINUTE });
    const priced = await priceCart({ lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }] });
    expect(priced.lines[0]).toMatchObject({ status: "unavailable", notice: "This product is not available yet" });
    expect(priced.checkoutReady).toBe(false);
    const userId = await makeUser();
    await expect(buy(userId, product.id)).rejects.toThrow("This product is not available yet");
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    expect(orders).toEqual([]);
  });

  it("sells a limited edition exactly: pending units are reserved, paid units sold, then 'Sold out'", async () => {
    const { drop, product } = await makeDrop({ launchInMs: -MINUTE, editionSize: 3 });
    const first = await buy(await makeUser(), product.id, 2);
    expect(first.order.status).toBe("pending");
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, first.order.id));
    expect(items[0]!.dropId).toBe(drop.id);
    await expect(buy(await makeUser(), product.id, 2)).rejects.toThrow("Only 1 left in this drop");
    const buyer = await makeUser();
    const second = await buy(buyer, product.id, 1);
    await payForOrder({ orderId: second.order.id, userId: buyer, card: card("4242424242424242") }, sandboxProvider);
    await expect(buy(await makeUser(), product.id, 1)).rejects.toThrow("Sold out");
    const priced = await priceCart({ lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }] });
    expect(priced.lines[0]).toMatchObject({ status: "unavailable", notice: "Sold out" });
    expect(await dropProductStats(drop.id)).toEqual([
      { handle: product.handle, editionSize: 3, taken: 3, sold: 1, revenueCents: 2800 },
    ]);
    const curve = await dropSellThrough(drop.id);
    expect(curve).toEqual([{ minute: expect.any(Number), units: 1, cumulative: 1, share: 1 / 3 }]);
  });

  it("releases the units of an unpaid order when it expires", async () => {
    const { product } = await makeDrop({ launchInMs: -MINUTE, editionSize: 1 });
    const { order } = await buy(await makeUser(), product.id);
    await expect(buy(await makeUser(), product.id)).rejects.toThrow("Sold out");
    const cancelled = await expireUnpaidOrders({ now: new Date(Date.now() + 2 * 60 * MINUTE), hours: 1 });
    expect(cancelled).toContain(order.id);
    const next = await buy(await makeUser(), product.id);
    expect(next.created).toBe(true);
  });

  it("holds a customer to the per-customer limit across their paid and pending orders", async () => {
    const { product } = await makeDrop({ launchInMs: -MINUTE, editionSize: 10, perCustomerLimit: 2 });
    const userId = await makeUser();
    const { order } = await buy(userId, product.id);
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    await buy(userId, product.id);
    await expect(buy(userId, product.id)).rejects.toThrow("You can buy at most 2 of this product in this drop");
    expect((await buy(await makeUser(), product.id, 2)).created).toBe(true);
  });

  it("gives the last unit to one of two racing shoppers; the other gets 'Sold out' before paying", async () => {
    const { drop, product } = await makeDrop({ launchInMs: -MINUTE, editionSize: 1 });
    // Every shopper exists before any buys: a purchase refused while the next account was still
    // being made would be a rejection nobody handled yet.
    const shoppers = [await makeUser(), await makeUser(), await makeUser()];
    const results = await Promise.allSettled(shoppers.map((userId) => buy(userId, product.id)));
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((result) => (result as PromiseRejectedResult).reason.message)).toEqual(["Sold out", "Sold out"]);
    const [stats] = await dropProductStats(drop.id);
    expect(stats!.taken).toBe(1);
  });

  it("a retried checkout of the order holding the last unit finds its order, not 'Sold out'", async () => {
    const { product } = await makeDrop({ launchInMs: -MINUTE, editionSize: 1 });
    const userId = await makeUser();
    const checkoutKey = randomUUID();
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 1 }];
    const first = await placeOrder({ userId, checkoutKey, lines, shipping });
    const again = await placeOrder({ userId, checkoutKey, lines, shipping });
    expect(again).toMatchObject({ created: false, order: { id: first.order.id } });
  });

  it("after the end: 'remove' refuses with 'This drop has ended', 'normal' sells without a limit", async () => {
    const removed = await makeDrop({ launchInMs: -2 * MINUTE, endsInMs: -MINUTE, afterEnd: "remove", editionSize: 1 });
    await expect(buy(await makeUser(), removed.product.id)).rejects.toThrow("This drop has ended");
    const normal = await makeDrop({ launchInMs: -2 * MINUTE, endsInMs: -MINUTE, afterEnd: "normal", editionSize: 1 });
    await buy(await makeUser(), normal.product.id);
    expect((await buy(await makeUser(), normal.product.id)).created).toBe(true);
  });
});
