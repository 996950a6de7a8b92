import { describe, expect, it } from "vitest";
import { decimalAmount, formatAmount, formatListingPrice, formatPrice, SHIPPING_CENTS } from "./money";

describe("money", () => {
  it("formats integer cents with two decimals", () => {
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(2450)).toBe("24.50");
    expect(formatAmount(123456789)).toBe("1,234,567.89");
    expect(formatAmount(-599)).toBe("-5.99");
    expect(decimalAmount(123456789)).toBe("1234567.89");
  });

  it("writes the listing price as currency code, then '$', then the amount", () => {
    expect(formatListingPrice({ amount: 2400, currencyCode: "USD" })).toBe("USD $24.00");
    expect(formatPrice(SHIPPING_CENTS)).toBe("$5.99");
  });

  it("refuses anything but integer cents", () => {
    expect(() => formatAmount(24.5)).toThrow(/integer cents/);
  });
});
