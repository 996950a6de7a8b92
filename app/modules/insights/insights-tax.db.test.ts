// Insights without tax (decision 064): an order's revenue is what it brought in less its tax, a
// refunded line's tax is not a loss of revenue, and the CSV carries each line's tax.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { payForOrder, refund, sandboxProvider } from "~/modules/payments/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import type { InsightsScope } from "./base-query.server";
import { csvLines } from "./export-csv.server";
import { headlineFigures } from "./figures.server";
import { makePeriod } from "./insights.schema";

const today = new Date().toISOString().slice(0, 10);
const scope: InsightsScope = {
  period: makePeriod("custom", today, today),
  timeZone: "UTC",
  source: "native",
  fee: { basisPoints: 0, fixedCents: 0 },
};

beforeAll(async () => {
  Object.assign(env, { TAX: "rates" });
  await db.insert(schema.taxRates).values({ country: "US", region: "CA", rate: 10, taxShipping: false });
});
afterAll(() => {
  Object.assign(env, { TAX: "none" });
});

describe("insights with tax", () => {
  it("count revenue without tax, and the CSV has each line's tax", async () => {
    const userId = await makeUser();
    const [shirt, mug] = await Promise.all([makeProduct({ basePrice: 2000 }), makeProduct({ basePrice: 1000 })]);
    const { order } = await placeOrder({
      userId,
      checkoutKey: randomUUID(),
      lines: [shirt, mug].map((product) => ({ productId: product!.id, size: "M", color: "White", quantity: 1 })),
      shipping: { ...shipping, state: "CA", city: "Los Angeles", zipCode: "90012" },
    });
    expect(order).toMatchObject({ taxAmount: 300, totalAmount: 3000 + 599 + 300 });
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    const mugLine = items.find((item) => item.price === 1000)!;
    expect(await refund(order.id, { lines: [{ itemId: mugLine.id, quantity: 1 }] })).toEqual({
      ok: true,
      refunded: 1100,
    });
    const { current } = await headlineFigures(scope);
    // 3599 brought in without its 300 tax; the mug's 1000 given back (its 100 tax was never revenue).
    expect(current).toMatchObject({ revenue: 3599 - 1000, refunded: 1000 });
    const lines = await csvLines(scope);
    expect(lines.map((line) => [line.line_total, line.line_tax, line.shipping_tax_share]).sort()).toEqual([
      [1000, 100, 0],
      [2000, 200, 0],
    ]);
  });
});
