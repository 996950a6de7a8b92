// The catalogue step against a real database: prices come from the catalogue, never from the browser.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../../../../tests/support/catalogue-fixtures";
import { db, schema } from "~/lib/db.server";
import { answerQuoteRequest } from "../quote-request.server";
import { cataloguePrice } from "./catalogue-price.server";
import { startDraft } from "./step.server";

let tee: Awaited<ReturnType<typeof insertProduct>>;
let cap: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  tee = await insertProduct({ name: "Pricing Tee", basePrice: 2800 }, [
    { size: "M", color: "White" },
    { size: "XXL", color: "White", price: 3000 },
    { size: "M", color: "Pink", available: false },
  ]);
  cap = await insertProduct({ name: "Pricing Cap", basePrice: 2200 }, [{ size: "One Size", color: "Blue" }]);
});

const priced = async (lines: { productId: string; size: string; color: string; quantity: number }[]) =>
  (await cataloguePrice(startDraft(lines, { customerId: null }))).lines;

describe("the catalogue price step", () => {
  it("prices each line from the database, in order", async () => {
    const lines = await priced([
      { productId: tee.id, size: "M", color: "White", quantity: 2 },
      { productId: tee.id, size: "XXL", color: "White", quantity: 1 },
      { productId: cap.id, size: "One Size", color: "Blue", quantity: 3 },
    ]);
    expect(lines.map((line) => [line.unitPrice, line.status, line.name])).toEqual([
      [2800, "ok", "Pricing Tee"],
      [3000, "ok", "Pricing Tee"],
      [2200, "ok", "Pricing Cap"],
    ]);
  });

  it("flags changed, inactive and unavailable lines", async () => {
    await db.update(schema.productVariants).set({ price: 2500 }).where(eq(schema.productVariants.productId, cap.id));
    const capLine = { productId: cap.id, size: "One Size", color: "Blue", quantity: 1 };
    expect((await priced([capLine]))[0]!.unitPrice).toBe(2500);
    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, cap.id));
    const lines = await priced([
      capLine,
      { productId: tee.id, size: "M", color: "Pink", quantity: 1 },
      { productId: tee.id, size: "M", color: "White", quantity: 1 },
    ]);
    expect(lines.map((line) => line.status)).toEqual(["inactive", "unavailable", "ok"]);
  });
});

describe("POST /cart/quote's body", () => {
  it("ignores prices the browser sends and answers no cost", async () => {
    const answer = await answerQuoteRequest(
      { lines: [{ productId: tee.id, size: "M", color: "White", quantity: 2, price: 1 }] },
      null,
    );
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.quote.totals).toMatchObject({ subtotal: 5600, shipping: 599, total: 6199 });
    expect(JSON.stringify(answer.quote)).not.toMatch(/"price"|unitCost|requested/);
  });

  it("refuses a malformed cart", async () => {
    const line = { productId: tee.id, size: "M", color: "White", quantity: 1 };
    for (const body of [{}, { lines: [{ ...line, quantity: 0 }] }, { lines: [{ ...line, quantity: 100 }] }]) {
      expect(await answerQuoteRequest(body, null)).toEqual({
        ok: false,
        error: "The cart could not be read.",
        status: 400,
      });
    }
    expect((await answerQuoteRequest({ lines: Array.from({ length: 101 }, () => line) }, null)).ok).toBe(false);
  });

  it("charges no shipping for an empty cart, and says it is empty", async () => {
    const answer = await answerQuoteRequest({ lines: [] }, null);
    expect(answer).toMatchObject({
      ok: true,
      quote: {
        totals: { subtotal: 0, shipping: 0, total: 0 },
        refusals: [{ kind: "empty", text: "Your cart is empty" }],
      },
    });
  });
});
