import { describe, expect, it } from "vitest";
import { decimalAmount, formatAmount, formatListingPrice, formatPrice, groupThousands, SHIPPING_CENTS } from "./money";

describe("money", () => {
  it("formats integer cents with two decimals", () => {
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(2450)).toBe("24.50");
    expect(formatAmount(123456789)).toBe("1,234,567.89");
    expect(formatAmount(-599)).toBe("-5.99");
    expect(decimalAmount(123456789)).toBe("1234567.89");
  });

  it("groups whole numbers by thousands as en-US does", () => {
    for (const whole of [0, 7, 999, 1000, 7800, 20_000, 123_456, 1_234_567, 90_071_992_547_409, -1234]) {
      expect(groupThousands(whole)).toBe(whole.toLocaleString("en-US"));
    }
    expect(formatAmount(780000, "JPY")).toBe("780,000");
  });

  it("writes the listing price as currency code, then '$', then the amount", () => {
    expect(formatListingPrice({ amount: 2400, currencyCode: "USD" })).toBe("USD $24.00");
    expect(formatPrice(SHIPPING_CENTS)).toBe("$5.99");
  });

  it("refuses anything but integer cents", () => {
    expect(() => formatAmount(24.5)).toThrow(/integer cents/);
  });
});
