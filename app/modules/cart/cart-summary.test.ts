import { describe, expect, it } from "vitest";
import type { QuotedLine, ShopperQuote } from "~/modules/quote";
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
const priced = (id: string, status: QuotedLine["status"], unitPrice: number | null, discount = 0): QuotedLine => ({
  productId: id,
  size: "M",
  color: "White",
  quantity: 1,
  personalised: false,
  status,
  unitPrice,
  surcharge: 0,
  variantId: null,
  name: id,
  handle: id,
  image: null,
  notice: null,
  discount,
  limited: false,
  lineTotal: 0,
});
const quoteOf = (lines: QuotedLine[], overrides: Partial<ShopperQuote> = {}): ShopperQuote => ({
  lines,
  adjustments: [],
  promotion: { code: "", appliedCode: null, applied: [], notices: [], promotionId: null, freeShipping: false },
  shipping: { pending: false, options: [], chosen: null, message: null },
  totals: { subtotal: 0, discount: 0, shipping: 0, shippingDiscount: 0, total: 0 },
  currencyCode: "USD",
  refusals: [],
  ...overrides,
});

describe("summarizeCart", () => {
  it("uses the quote's prices, notes changes and leaves gone lines out of the totals", () => {
    const quote = quoteOf(
      [
        priced("a", "ok", 2800),
        priced("b", "ok", 2200),
        priced("c", "inactive", null),
        priced("d", "unavailable", 900),
      ],
      { totals: { subtotal: 7800, discount: 0, shipping: 599, shippingDiscount: 0, total: 8399 } },
    );
    const items = [item("a", 1, 2), item("b", 2200, 1), item("c", 1500, 1), item("d", 900, 3)];
    const summary = summarizeCart(items, { quote, current: true });
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
    const summary = summarizeCart([item("a", 2800, 1)], { quote: null, current: false });
    expect(summary).toMatchObject({ subtotal: 2800, total: 3399, checking: true, blocked: false });
    expect(summary.lines[0]!.state).toBe("checking");
  });

  it("prices the lines an earlier answer shares while a new one is asked, without its discounts", () => {
    const quote = quoteOf([priced("a", "ok", 2800, 560)]);
    const summary = summarizeCart([item("a", 2800, 3), item("b", 1000, 1)], { quote, current: false });
    expect(summary.lines.map((line) => [line.state, line.discount])).toEqual([
      ["ok", 0],
      ["checking", 0],
    ]);
    expect(summary).toMatchObject({ subtotal: 9400, discount: 0, total: 9999, checking: true });
  });

  it("takes each line's discount and every total from the quote that answers this cart", () => {
    const quote = quoteOf([priced("a", "ok", 2800, 560)], {
      promotion: {
        code: "TEN",
        appliedCode: "TEN",
        applied: ["Ten"],
        notices: [],
        promotionId: "p",
        freeShipping: true,
      },
      totals: { subtotal: 5600, discount: 560, shipping: 599, shippingDiscount: 599, total: 5040 },
    });
    const summary = summarizeCart([item("a", 2800, 2)], { quote, current: true });
    expect(summary.lines[0]!.discount).toBe(560);
    expect(summary).toMatchObject({ subtotal: 5600, discount: 560, shipping: 599, shippingDiscount: 599, total: 5040 });
  });

  it("with partner rates leaves shipping to checkout: a total before shipping, free shipping only as a promise", () => {
    const quote = quoteOf([priced("a", "ok", 2800)], {
      promotion: { code: "", appliedCode: null, applied: ["Free"], notices: [], promotionId: "p", freeShipping: true },
      shipping: { pending: true, options: [], chosen: null, message: null },
      totals: { subtotal: 5600, discount: 0, shipping: 0, shippingDiscount: 0, total: 5600 },
    });
    const lines = [item("a", 2800, 2)];
    const atCheckout = { shippingAtCheckout: true };
    expect(summarizeCart(lines, { quote, current: true }, atCheckout)).toMatchObject({
      shipping: 0,
      shippingDiscount: 0,
      shippingPending: true,
      freeShipping: true,
      total: 5600,
    });
    expect(summarizeCart(lines, { quote: null, current: false }, atCheckout)).toMatchObject({
      shippingPending: true,
      freeShipping: false,
      total: 5600,
    });
    expect(summarizeCart([], { quote: null, current: false }, atCheckout)).toMatchObject({
      shippingPending: false,
      total: 0,
    });
  });
});
