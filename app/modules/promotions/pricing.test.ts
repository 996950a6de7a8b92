// The pricing engine: per-line cents, the margin floor, the sum of lines, the refusal texts.
import { describe, expect, it } from "vitest";
import { floorUnitPrice } from "~/lib/margin";
import { priceWithPromotion, refusalFor, type PricingLine, type PromotionRule } from "./pricing";

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  key: overrides.key ?? "a",
  productId: "p1",
  name: "Cloud Tee",
  category: "Tees",
  unitPrice: 2800,
  quantity: 1,
  unitCost: null,
  ...overrides,
});

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  id: "r",
  code: "SAVE",
  name: "Save",
  kind: "percent",
  percentOff: 10,
  amountOff: null,
  minSubtotal: null,
  productIds: [],
  categories: [],
  ...overrides,
});

const price = (lines: PricingLine[], promotion: PromotionRule | null, freeShipping = false) =>
  priceWithPromotion({
    lines,
    linePromotion: promotion,
    freeShipping,
    shipping: 599,
    cheapestShipping: 599,
    minMarginPercent: 10,
  });

describe("priceWithPromotion", () => {
  it("takes a percentage off each line, rounded half up to the cent on that line", () => {
    const result = price(
      [line({ unitPrice: 1999, quantity: 3 }), line({ key: "b", unitPrice: 1005 })],
      rule({ percentOff: 15 }),
    );
    // 5997 × 15 % = 899.55 → 900; 1005 × 15 % = 150.75 → 151
    expect(result.lines.map((item) => item.discount)).toEqual([900, 151]);
    expect(result.discount).toBe(1051);
    expect(result.total).toBe(5997 + 1005 - 1051 + 599);
  });

  it("caps a line at cost + the minimum margin and says so", () => {
    // Cost 2000: floor 2200 a unit; 50 % of 2800 would sell at 1400.
    const result = price([line({ unitCost: 2000, quantity: 2 })], rule({ percentOff: 50 }));
    expect(result.lines[0]).toMatchObject({ discount: 2 * (2800 - 2200), limited: true });
    expect(result.notices).toEqual(["Discount limited on Cloud Tee"]);
  });

  it("rounds the floor up to the cent", () => {
    expect(floorUnitPrice(1234, 10)).toBe(1358); // 1357.4 → 1358
    expect(floorUnitPrice(null, 10)).toBe(0);
  });

  it("splits a fixed amount over lines so the parts add up exactly, moving what a floor refuses", () => {
    const lines = [line({ unitPrice: 1000 }), line({ key: "b", unitPrice: 1000 }), line({ key: "c", unitPrice: 1000 })];
    const result = price(lines, rule({ kind: "fixed", percentOff: null, amountOff: 1000 }));
    expect(result.lines.map((item) => item.discount).sort()).toEqual([333, 333, 334]);
    expect(result.discount).toBe(1000);
    const capped = price(
      [line({ unitPrice: 1000, unitCost: 900 }), line({ key: "b", unitPrice: 1000 })],
      rule({ kind: "fixed", percentOff: null, amountOff: 1000 }),
    );
    // The first line may lose only 10 cents (floor 990); the second takes the rest.
    expect(capped.lines.map((item) => item.discount)).toEqual([10, 990]);
    expect(capped.discount).toBe(1000);
  });

  it("only discounts lines in scope, and the total is always the sum of the lines", () => {
    const result = price(
      [line(), line({ key: "b", productId: "p2", category: "Hats", unitPrice: 2200 })],
      rule({ categories: ["Hats"], percentOff: 25 }),
    );
    expect(result.lines.map((item) => item.discount)).toEqual([0, 550]);
    expect(result.discount).toBe(result.lines.reduce((sum, item) => sum + item.discount, 0));
  });

  it("free shipping covers the cheapest method's price", () => {
    const result = priceWithPromotion({
      lines: [line()],
      linePromotion: null,
      freeShipping: true,
      shipping: 1389,
      cheapestShipping: 475,
      minMarginPercent: 10,
    });
    expect(result.shippingDiscount).toBe(475);
    expect(result.total).toBe(2800 + 1389 - 475);
  });
});

describe("refusalFor", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const check = (overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
    refusalFor({
      rule: { ...rule(), active: true, startsAt: null, endsAt: null, usageLimit: null, ...overrides },
      now,
      lines: [line()],
      uses: 0,
      usesByCustomer: 0,
      oncePerCustomer: false,
      ...extra,
    });

  it("gives each refusal's text", () => {
    expect(check()).toBeNull();
    expect(check({ active: false })).toBe("Unknown code");
    expect(check({ endsAt: new Date("2026-11-01") })).toBe("This code has expired");
    expect(check({ usageLimit: 10 }, { uses: 10 })).toBe("This code has been used up");
    expect(check({}, { oncePerCustomer: true, usesByCustomer: 1 })).toBe("You have already used this code");
    expect(check({ productIds: ["other"] })).toBe("This code doesn't apply to the items in your cart");
    expect(check({ minSubtotal: 3000 })).toBe("Spend $30.00 to use this code");
  });
});
