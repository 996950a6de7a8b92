import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { quoteOrder } from "~/modules/quote/index.server";
import { CheckoutError, placeOrder } from "./place-order.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";

describe("placeOrder", () => {
  it("prices every line from the database and adds $5.99 shipping", async () => {
    const userId = await makeUser();
    const product = await makeProduct({
      basePrice: 2800,
      variants: [
        { size: "S", color: "White" },
        { size: "XXL", color: "White", price: 3000 },
      ],
    });
    // A tampered browser cart could carry any price: the line shape has no room for one, and
    // an extra field is ignored.
    const tampered = [
      { productId: product.id, size: "S", color: "White", quantity: 2, price: 1 },
      { productId: product.id, size: "XXL", color: "White", quantity: 1, price: 0.01 },
    ];
    const { order, created } = await placeOrder({ userId, checkoutKey: randomUUID(), lines: tampered, shipping });
    expect(created).toBe(true);
    expect(order).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      subtotalAmount: 2 * 2800 + 3000,
      shippingAmount: 599,
      totalAmount: 2 * 2800 + 3000 + 599,
    });
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    expect(items.map((item) => [item.size, item.quantity, item.price]).sort()).toEqual([
      ["S", 2, 2800],
      ["XXL", 1, 3000],
    ]);
  });

  it("rejects an inactive product, naming the line, and writes nothing", async () => {
    const userId = await makeUser();
    const product = await makeProduct({ name: "Retired Hoodie", isActive: false });
    const checkoutKey = randomUUID();
    await expect(
      placeOrder({
        userId,
        checkoutKey,
        lines: [{ productId: product.id, size: "S", color: "White", quantity: 1 }],
        shipping,
      }),
    ).rejects.toThrow(new CheckoutError("Retired Hoodie (S / White) is no longer available"));
    expect(await db.select().from(schema.orders).where(eq(schema.orders.checkoutKey, checkoutKey))).toEqual([]);
  });

  it("rejects an unavailable or unknown variant, naming the line", async () => {
    const userId = await makeUser();
    const product = await makeProduct({
      name: "Cloud Cap",
      variants: [
        { size: "S", color: "White" },
        { size: "M", color: "White", available: false },
      ],
    });
    const line = (size: string, color = "White") => ({ productId: product.id, size, color, quantity: 1 });
    await expect(
      placeOrder({ userId, checkoutKey: randomUUID(), lines: [line("S"), line("M")], shipping }),
    ).rejects.toThrow("Cloud Cap (M / White) is out of stock");
    await expect(
      placeOrder({ userId, checkoutKey: randomUUID(), lines: [line("S", "Mauve")], shipping }),
    ).rejects.toThrow("Cloud Cap (S / Mauve) is not an option we sell");
    await expect(
      placeOrder({ userId, checkoutKey: randomUUID(), lines: [{ ...line("S"), productId: randomUUID() }], shipping }),
    ).rejects.toThrow("An item in your cart (S / White) is no longer available");
    await expect(placeOrder({ userId, checkoutKey: randomUUID(), lines: [], shipping })).rejects.toThrow(
      "Your cart is empty",
    );
  });

  it("makes one order when the same checkout is submitted concurrently or again", async () => {
    const userId = await makeUser();
    const product = await makeProduct();
    const checkoutKey = randomUUID();
    const input = {
      userId,
      checkoutKey,
      lines: [{ productId: product.id, size: "M", color: "White", quantity: 3 }],
      shipping,
    };
    const results = await Promise.all([placeOrder(input), placeOrder(input), placeOrder(input)]);
    const again = await placeOrder(input);
    const ids = new Set([...results, again].map((result) => result.order.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    expect(rows).toHaveLength(1);
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, rows[0]!.id));
    expect(items).toHaveLength(1);
  });

  it("refuses another customer's checkout key and a changed cart under the same key", async () => {
    const userId = await makeUser();
    const other = await makeUser();
    const product = await makeProduct();
    const checkoutKey = randomUUID();
    const lines = [{ productId: product.id, size: "M", color: "White", quantity: 1 }];
    await placeOrder({ userId, checkoutKey, lines, shipping });
    await expect(placeOrder({ userId: other, checkoutKey, lines, shipping })).rejects.toThrow(CheckoutError);
    await expect(placeOrder({ userId, checkoutKey, lines: [{ ...lines[0]!, quantity: 2 }], shipping })).rejects.toThrow(
      "Your cart changed",
    );
  });

  it("does not let a retried key with a different cart at the same total pay for the old cart", async () => {
    const userId = await makeUser();
    const product = await makeProduct({ basePrice: 2800 });
    const checkoutKey = randomUUID();
    const line = { productId: product.id, size: "S", color: "White", quantity: 1 };
    await placeOrder({ userId, checkoutKey, lines: [line], shipping });
    // Another size at the same price: the same total, a different purchase.
    await expect(placeOrder({ userId, checkoutKey, lines: [{ ...line, size: "M" }], shipping })).rejects.toMatchObject({
      message: "Your cart changed during checkout, please review it and try again",
      restartAttempt: true,
    });
    // The same lines split or reordered are still the same cart.
    const again = await placeOrder({ userId, checkoutKey, lines: [{ ...line, quantity: 1 }], shipping });
    expect(again.created).toBe(false);
  });

  it("prices through the commerce port, like the cart page: a product without variant rows sells at its base price", async () => {
    const userId = await makeUser();
    const product = await insertProduct({
      name: "Plain Sticker",
      basePrice: 400,
      sizes: ["One Size"],
      colors: ["Black"],
    });
    const lines = [{ productId: product.id, size: "One Size", color: "Black", quantity: 3 }];
    const cart = await quoteOrder(lines, { customerId: userId });
    const { order } = await placeOrder({ userId, checkoutKey: randomUUID(), lines, shipping });
    expect(order.subtotalAmount).toBe(cart.totals.subtotal);
    expect(order.totalAmount).toBe(cart.totals.total);
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    expect(items).toMatchObject([{ quantity: 3, price: 400, variantId: null }]);
  });
});
