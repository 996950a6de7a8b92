// The promotion step against a real database: a code's discounts per line, its refusal in the
// shopper's words, free shipping left for the shipping step.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeProduct } from "../../../../tests/support/checkout-fixtures";
import { cataloguePrice } from "./catalogue-price.server";
import { promotion } from "./promotion.server";
import { startDraft, type QuoteContext } from "./step.server";

async function makeCode(values: Partial<typeof schema.promotions.$inferInsert> = {}) {
  const code = `P${randomUUID().slice(0, 8)}`;
  await db.insert(schema.promotions).values({ code, name: code, kind: "percent", percentOff: 20, ...values });
  return code;
}

async function run(productId: string, context: QuoteContext, quantity = 2) {
  const draft = await cataloguePrice(startDraft([{ productId, size: "S", color: "White", quantity }], context));
  return promotion(draft);
}

describe("the promotion step", () => {
  it("takes a percentage off each line, and names the code applied", async () => {
    const product = await makeProduct({ basePrice: 2500 });
    const code = await makeCode();
    const draft = await run(product.id, { customerId: null, code: code.toLowerCase() });
    expect(draft.lines[0]).toMatchObject({ discount: 1000, limited: false });
    expect(draft.promotion).toMatchObject({ code: code.toLowerCase(), appliedCode: code, freeShipping: false });
    expect(draft.refusals).toEqual([]);
  });

  it("refuses an unknown or too small a cart's code in its words and prices without it", async () => {
    const product = await makeProduct({ basePrice: 2500 });
    const unknown = await run(product.id, { customerId: null, code: "NOPE-NOT-A-CODE" });
    expect(unknown.lines[0]!.discount).toBe(0);
    expect(unknown.refusals).toEqual([{ kind: "code", text: "Unknown code" }]);
    const big = await makeCode({ minSubtotal: 100_000 });
    const small = await run(product.id, { customerId: null, code: big });
    expect(small.refusals).toEqual([{ kind: "code", text: "Spend $1,000.00 to use this code" }]);
  });

  it("marks free shipping for the shipping step, and keeps each line's cost for the order", async () => {
    const product = await makeProduct({ basePrice: 2500 });
    await db.update(schema.products).set({ unitCost: 1000 }).where(eq(schema.products.id, product.id));
    const code = await makeCode({ kind: "free_shipping", percentOff: null });
    const draft = await run(product.id, { customerId: null, code });
    expect(draft.promotion.freeShipping).toBe(true);
    expect(draft.lines[0]).toMatchObject({ discount: 0, unitCost: 1000 });
  });
});
