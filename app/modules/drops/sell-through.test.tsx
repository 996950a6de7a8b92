// The owner's per-drop sell-through curves on the database (drops launched by the period's last
// day; cumulative paid units per day since launch) and as the insights page draws them.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { DropSellThrough } from "~/modules/insights";
import { placeOrder } from "~/modules/checkout/index.server";
import { payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { sellThroughCurves } from "./sell-through.server";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function launchDrop(name: string, launchAt: Date) {
  const product = await makeProduct({ name: `${name} Tee` });
  const [drop] = await db
    .insert(schema.drops)
    .values({ name, slug: `curve-${randomUUID().slice(0, 8)}`, launchAt })
    .returning();
  await db
    .insert(schema.dropProducts)
    .values({ dropId: drop!.id, productId: product.id, productHandle: product.handle });
  return { drop: drop!, product };
}

async function buyAndPay(productId: string, paidAt?: Date) {
  const userId = await makeUser();
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId, size: "S", color: "White", quantity: 1 }],
    shipping,
  });
  await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
  if (paidAt)
    await db
      .update(schema.orderEvents)
      .set({ createdAt: paidAt })
      .where(and(eq(schema.orderEvents.orderId, order.id), eq(schema.orderEvents.type, "paid")));
}

const shopDay = (date: Date) => date.toISOString().slice(0, 10);

describe("sell-through curves for insights", () => {
  it("draws each launched drop's cumulative units per day since launch, with its table", async () => {
    const launchAt = new Date(Date.now() - 3 * DAY - HOUR);
    const { drop, product } = await launchDrop(`Curve Drop ${randomUUID().slice(0, 4)}`, launchAt);
    const quiet = await launchDrop(`Quiet Drop ${randomUUID().slice(0, 4)}`, new Date(Date.now() - HOUR));
    const future = await launchDrop(`Future Drop ${randomUUID().slice(0, 4)}`, new Date(Date.now() + DAY));
    await buyAndPay(product.id, new Date(launchAt.getTime() + HOUR));
    await buyAndPay(product.id, new Date(launchAt.getTime() + 2 * HOUR));
    await buyAndPay(product.id); // paid now: day 3

    const today = shopDay(new Date());
    const curves = await sellThroughCurves(today, "UTC", 50);
    const curve = curves.find((entry) => entry.dropId === drop.id);
    expect(curve?.points).toEqual([
      { day: 0, units: 2 },
      { day: 3, units: 3 },
    ]);
    expect(curves.find((entry) => entry.dropId === quiet.drop.id)?.points).toEqual([{ day: 0, units: 0 }]);
    expect(curves.some((entry) => entry.dropId === future.drop.id)).toBe(false);
    // A period that ended before the launch does not show the drop.
    const before = await sellThroughCurves(shopDay(new Date(launchAt.getTime() - DAY)), "UTC", 50);
    expect(before.some((entry) => entry.dropId === drop.id)).toBe(false);

    // The page's section draws the database's curve (the route passes the same value).
    const html = renderToString(<DropSellThrough curves={curves.filter((entry) => entry.dropId === drop.id)} />);
    const section = html;
    expect(section).toContain("Sell-through per drop");
    expect(section).toMatch(/<svg[^>]*role="img"/);
    expect(section).toContain("Units sold per drop against days since launch");
    expect(section).toMatch(/<details[^>]*><summary[^>]*>Table view<\/summary>/);
    expect(section).toContain(`${curve!.name}: day 3`);
    // The line holds 2 units on days 1 and 2: four points, all drawn.
    expect(section.match(/<circle/g)?.length).toBe(4);
  });
});
