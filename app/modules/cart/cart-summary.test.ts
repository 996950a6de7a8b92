import { describe, expect, it } from "vitest";
import type { PricedCartLine } from "~/commerce";
import type { CartItem } from "./cart-store";
import { summarizeCart } from "./cart-summary";

const item = (id: string, price: number, quantity: number): CartItem => ({
  id,
  product_id: id,
  name: id,
  price,
  quantity,
  size: "M",
  color: "White",
  image: null,
});
const priced = (id: string, status: PricedCartLine["status"], amount: number | null): PricedCartLine => ({
  productId: id,
  size: "M",
  color: "White",
  quantity: 1,
  status,
  unitPrice: amount === null ? null : { amount, currencyCode: "USD" },
  variantId: null,
  name: id,
  handle: id,
  image: null,
});

describe("summarizeCart", () => {
  it("uses server prices, notes changes and leaves gone lines out of the totals", () => {
    const summary = summarizeCart(
      [item("a", 1, 2), item("b", 2200, 1), item("c", 1500, 1), item("d", 900, 3)],
      [
        priced("a", "ok", 2800),
        priced("b", "ok", 2200),
        priced("c", "inactive", null),
        priced("d", "unavailable", 900),
      ],
    );
    expect(summary.lines.map((line) => [line.state, line.unitPrice, line.lineTotal, line.previousPrice])).toEqual([
      ["changed", 2800, 5600, 1],
      ["ok", 2200, 2200, null],
      ["inactive", 1500, 1500, null],
      ["unavailable", 900, 2700, null],
    ]);
    expect(summary).toMatchObject({
      count: 7,
      subtotal: 7800,
      shipping: 599,
      total: 8399,
      blocked: true,
      checking: false,
    });
  });

  it("shows stored prices while the server is still checking", () => {
    const summary = summarizeCart([item("a", 2800, 1)], []);
    expect(summary).toMatchObject({ subtotal: 2800, total: 3399, checking: true, blocked: false });
    expect(summary.lines[0]!.state).toBe("checking");
  });

  it("takes each line's discount and the shipping discount from the server's promotion quote", () => {
    const quote = {
      lines: [{ productId: "a", size: "M", color: "White", discount: 560, limited: false }],
      subtotal: 5600,
      discount: 560,
      shipping: 599,
      shippingDiscount: 599,
      total: 5040,
      notices: [],
      appliedCode: "TEN",
      applied: ["Ten", "Free shipping over $50"],
      refusal: null,
    };
    const summary = summarizeCart([item("a", 2800, 2)], [priced("a", "ok", 2800)], quote);
    expect(summary.lines[0]!.discount).toBe(560);
    expect(summary).toMatchObject({ subtotal: 5600, discount: 560, shipping: 599, shippingDiscount: 599, total: 5040 });
    // Without a quote (still loading, or none): no discount at all.
    expect(summarizeCart([item("a", 2800, 2)], [priced("a", "ok", 2800)])).toMatchObject({ discount: 0, total: 6199 });
  });

  it("with partner rates leaves shipping to checkout: a total before shipping, free shipping only as a promise", () => {
    const quote = {
      lines: [{ productId: "a", size: "M", color: "White", discount: 0, limited: false }],
      subtotal: 5600,
      discount: 0,
      shipping: 599,
      shippingDiscount: 599,
      total: 5600,
      notices: [],
      appliedCode: null,
      applied: ["Free shipping over $50"],
      refusal: null,
    };
    const lines = [item("a", 2800, 2)];
    const atCheckout = { shippingAtCheckout: true };
    expect(summarizeCart(lines, [priced("a", "ok", 2800)], quote, atCheckout)).toMatchObject({
      shipping: 0,
      shippingDiscount: 0,
      shippingPending: true,
      freeShipping: true,
      total: 5600,
    });
    expect(summarizeCart(lines, [priced("a", "ok", 2800)], null, atCheckout)).toMatchObject({
      shippingPending: true,
      freeShipping: false,
      total: 5600,
    });
    expect(summarizeCart([], [], null, atCheckout)).toMatchObject({ shippingPending: false, total: 0 });
  });
});
