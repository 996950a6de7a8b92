// The drop gate step against a real database, and the bug it closes: the cart's promotion figures
// priced a drop's product not launched yet as if it could be bought (issue 35, item 9).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { makeDrop, makeUser, shipping } from "../../../../tests/support/checkout-fixtures";
import { quoteOrder } from "../quote.server";
import { cataloguePrice } from "./catalogue-price.server";
import { dropGate } from "./drop-gate.server";
import { startDraft } from "./step.server";

const MINUTE = 60_000;
const lineOf = (productId: string) => ({ productId, size: "S", color: "White", quantity: 1 });

describe("the drop gate step", () => {
  it("makes a product not launched yet unsellable, with the drop's reason", async () => {
    const { product } = await makeDrop({ launchInMs: 10 * MINUTE });
    const draft = await dropGate(await cataloguePrice(startDraft([lineOf(product.id)], { customerId: null })));
    expect(draft.lines[0]).toMatchObject({ status: "unavailable", notice: "This product is not available yet" });
  });

  it("counts stock for the cart, and leaves it to the lock when an order is placed", async () => {
    const { product } = await makeDrop({ launchInMs: -MINUTE, editionSize: 1 });
    await placeOrder({ userId: await makeUser(), checkoutKey: randomUUID(), lines: [lineOf(product.id)], shipping });
    const priced = await cataloguePrice(startDraft([lineOf(product.id)], { customerId: null }));
    expect((await dropGate(priced)).lines[0]).toMatchObject({ status: "unavailable", notice: "Sold out" });
    const placing = { ...priced, context: { customerId: null, placing: { checkoutKey: "k" } } };
    expect((await dropGate(placing)).lines[0]).toMatchObject({ status: "ok", notice: null });
  });

  it("a code's figures never price a product before its launch (fails on the old /cart/promotion)", async () => {
    const { product } = await makeDrop({ launchInMs: 10 * MINUTE });
    const code = `EARLY${Date.now()}`;
    await db.insert(schema.promotions).values({ code, name: code, kind: "percent", percentOff: 10 });
    const quote = await quoteOrder([{ ...lineOf(product.id), quantity: 2 }], { customerId: null, code });
    expect(quote.lines[0]).toMatchObject({ status: "unavailable", discount: 0, lineTotal: 0 });
    expect(quote.totals).toEqual({ subtotal: 0, discount: 0, shipping: 0, shippingDiscount: 0, total: 0 });
    expect(quote.refusals.map((refusal) => refusal.text)).toEqual([
      "This product is not available yet",
      "This code doesn't apply to the items in your cart",
    ]);
  });
});
