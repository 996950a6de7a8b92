// A declined payment ends its order's hold at once (decision 055): the drop's units and the one-use
// code go back to everyone, and paying again takes them back only if they are still there.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { codeRefusal, type CartLine } from "~/modules/quote";
import { quoteOrder } from "~/modules/quote/index.server";
import { card, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { makeDrop } from "../../../tests/support/checkout-fixtures";
import { dropStatesFor } from "./drops.server";
import { unitsLeft } from "./drop-state";

const DECLINED = card("4000000000000002");
const ACCEPTED = card("4242424242424242");

async function attempt(
  userId: string,
  productId: string,
  quantity: number,
  options: { code?: string; key?: string } = {},
) {
  const checkoutKey = options.key ?? randomUUID();
  const placed = await placeOrder({
    userId,
    checkoutKey,
    lines: [{ productId, size: "S", color: "White", quantity }],
    shipping,
    promotionCode: options.code ?? null,
  });
  return { checkoutKey, order: placed.order };
}

const pay = (userId: string, orderId: string, withCard = ACCEPTED) =>
  payForOrder({ orderId, userId, card: withCard }, sandboxProvider);

async function left(productId: string) {
  return unitsLeft((await dropStatesFor({ productIds: [productId] }, Date.now())).get(productId)!);
}

describe("a declined payment", () => {
  it("gives the drop's units back at once; paying again takes them only if they are still there", async () => {
    const { product } = await makeDrop({ launchInMs: -60_000, editionSize: 4 });
    const declined = await makeUser();
    const first = await attempt(declined, product.id, 4);
    expect(await left(product.id)).toBe(0);
    expect((await pay(declined, first.order.id, DECLINED)).status).toBe("failed");
    expect(await left(product.id)).toBe(4);

    // The next buyer is not refused, and buys two.
    const next = await makeUser();
    const second = await attempt(next, product.id, 2);
    expect((await pay(next, second.order.id)).status).toBe("paid");
    // The declined shopper's retry of the same checkout: only two are left.
    await expect(attempt(declined, product.id, 4, { key: first.checkoutKey })).rejects.toThrow(
      "Only 2 left in this drop",
    );
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, first.order.id));
    expect(order).toMatchObject({ status: "pending", paymentStatus: "failed" });
  });

  it("lets the retry hold and pay when the units are still there", async () => {
    const { product } = await makeDrop({ launchInMs: -60_000, editionSize: 2 });
    const shopper = await makeUser();
    const first = await attempt(shopper, product.id, 2);
    await pay(shopper, first.order.id, DECLINED);
    const retry = await attempt(shopper, product.id, 2, { key: first.checkoutKey });
    expect(retry.order.id).toBe(first.order.id);
    expect(await left(product.id)).toBe(0);
    await expect(attempt(await makeUser(), product.id, 1)).rejects.toThrow("Sold out");
    expect((await pay(shopper, first.order.id)).status).toBe("paid");
  });

  it("gives a one-use code back at once", async () => {
    const { product } = await makeDrop({ launchInMs: -60_000, editionSize: 10 });
    const code = `ONCE${randomUUID().slice(0, 6)}`;
    await db.insert(schema.promotions).values({ code, name: code, kind: "percent", percentOff: 10, usageLimit: 1 });
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 1 }];
    const declined = await makeUser();
    const first = await attempt(declined, product.id, 1, { code });
    const other = await makeUser();
    const codeAnswer = async (shopper: string, items: CartLine[]) =>
      codeRefusal(await quoteOrder(items, { customerId: shopper, code }));
    expect(await codeAnswer(other, lines)).toBe("This code has been used up");
    await pay(declined, first.order.id, DECLINED);
    expect(await codeAnswer(other, lines)).toBeNull();
    const second = await attempt(other, product.id, 1, { code });
    expect((await pay(other, second.order.id)).status).toBe("paid");
    await expect(attempt(declined, product.id, 1, { code, key: first.checkoutKey })).rejects.toThrow(
      "This code has been used up",
    );
  });
});
