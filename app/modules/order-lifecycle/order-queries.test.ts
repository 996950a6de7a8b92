// The lifecycle's read queries on a real database: a promotion's uses (a cancelled order carries
// it but uses nothing; a retried checkout's own order is not a use of its code), one order by id
// and a customer's own orders (never a stranger's).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import {
  findOrder,
  orderOfCustomer,
  ordersOfCustomer,
  promotionUseCounts,
  promotionUses,
} from "./order-queries.server";
import type { OrderRow } from "./side-effects.server";

let alice: string;
let bob: string;
beforeAll(async () => {
  [alice, bob] = await Promise.all([makeUser("Alice"), makeUser("Bob")]);
});

async function order(userId: string, values: Partial<OrderRow> = {}) {
  const [row] = await db
    .insert(schema.orders)
    .values({
      userId,
      subtotalAmount: 2800,
      shippingAmount: 599,
      totalAmount: 3399,
      shippingAddress: shipping,
      ...values,
    })
    .returning();
  return row!;
}

describe("order queries", () => {
  it("counts a promotion's uses: live orders in all and by one customer, not a cancelled one, not the retried checkout's own", async () => {
    const [promotion] = await db
      .insert(schema.promotions)
      .values({ code: `Q${randomUUID().slice(0, 6)}`, name: "Queries", kind: "free_shipping" })
      .returning();
    const promotionId = promotion!.id;
    expect(await promotionUses(db, promotionId)).toEqual({ carried: 0, uses: 0, usesByCustomer: 0 });
    await order(alice, { promotionId, checkoutKey: `key-${randomUUID()}` });
    const retried = await order(alice, { promotionId, checkoutKey: `key-${randomUUID()}` });
    await order(bob, { promotionId });
    await order(bob, { promotionId, status: "cancelled" });

    expect(await promotionUses(db, promotionId, { customer: { userId: alice } })).toEqual({
      carried: 4,
      uses: 3,
      usesByCustomer: 2,
    });
    expect(
      await promotionUses(db, promotionId, { customer: { userId: bob }, exceptCheckoutKey: retried.checkoutKey! }),
    ).toEqual({
      carried: 4,
      uses: 2,
      usesByCustomer: 1,
    });
    expect((await promotionUseCounts()).get(promotionId)).toEqual({ uses: 3, carried: true });
  });

  it("finds one order by id (locked in a transaction), and a customer only their own", async () => {
    const mine = await order(alice);
    expect((await findOrder(db, mine.id))?.id).toBe(mine.id);
    expect(await findOrder(db, "not-an-id")).toBeNull();
    expect(await findOrder(db, randomUUID())).toBeNull();
    const locked = await db.transaction((tx) => findOrder(tx, mine.id, { lock: true }));
    expect(locked?.totalAmount).toBe(3399);

    expect((await orderOfCustomer(mine.id, alice))?.id).toBe(mine.id);
    expect(await orderOfCustomer(mine.id, bob)).toBeNull();
    const list = await ordersOfCustomer(alice);
    expect(list[0]!.id).toBe(mine.id);
    expect(list.every((row) => row.userId === alice)).toBe(true);
  });
});
