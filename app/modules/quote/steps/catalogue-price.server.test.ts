// Cart pricing against a real database: totals come from the catalogue, never from the browser.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { db, schema } from "~/lib/db.server";
import { InvalidCartError, priceCart } from "./cart-pricing.server";

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

describe("priceCart", () => {
  it("totals from database prices and ignores prices sent by the browser", async () => {
    const pricing = await priceCart({
      lines: [
        { productId: tee.id, size: "M", color: "White", quantity: 2, price: 1 },
        { productId: tee.id, size: "XXL", color: "White", quantity: 1, price: 1 },
        { productId: cap.id, size: "One Size", color: "Blue", quantity: 3, price: 0 },
      ],
    });
    expect(pricing.lines.map((line) => line.unitPrice?.amount)).toEqual([2800, 3000, 2200]);
    expect(pricing.subtotal).toBe(2 * 2800 + 3000 + 3 * 2200);
    expect(pricing.shipping).toBe(599);
    expect(pricing.total).toBe(pricing.subtotal + 599);
    expect(pricing.checkoutReady).toBe(true);
    expect(JSON.stringify(pricing)).not.toContain('"price"');
  });

  it("flags changed, inactive and unavailable lines and leaves them out of the total", async () => {
    await db.update(schema.productVariants).set({ price: 2500 }).where(eq(schema.productVariants.productId, cap.id));
    const capLine = { productId: cap.id, size: "One Size", color: "Blue", quantity: 1 };
    expect((await priceCart({ lines: [capLine] })).lines[0]!.unitPrice!.amount).toBe(2500);

    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, cap.id));
    const pricing = await priceCart({
      lines: [
        capLine,
        { productId: tee.id, size: "M", color: "Pink", quantity: 1 },
        { productId: tee.id, size: "M", color: "White", quantity: 1 },
      ],
    });
    expect(pricing.lines.map((line) => line.status)).toEqual(["inactive", "unavailable", "ok"]);
    expect(pricing.subtotal).toBe(2800);
    expect(pricing.checkoutReady).toBe(false);
  });

  it("rejects a malformed cart", async () => {
    await expect(priceCart({})).rejects.toBeInstanceOf(InvalidCartError);
    await expect(
      priceCart({ lines: [{ productId: tee.id, size: "M", color: "White", quantity: 0 }] }),
    ).rejects.toBeInstanceOf(InvalidCartError);
    const tooMany = Array.from({ length: 101 }, () => ({ productId: tee.id, size: "M", color: "White", quantity: 1 }));
    await expect(priceCart({ lines: tooMany })).rejects.toBeInstanceOf(InvalidCartError);
  });

  it("charges no shipping for an empty cart", async () => {
    expect(await priceCart({ lines: [] })).toMatchObject({ subtotal: 0, shipping: 0, total: 0, checkoutReady: false });
  });
});
