import { describe, expect, it } from "vitest";
import { convertBackMinor, convertMinor, currencyOfRegion, rateString, roundPrice } from "./currencies";
import { formatMoney, formatSymbolPrice } from "./money";

describe("money in each currency", () => {
  it("shows the code, the symbol and the amount with the currency's minor units", () => {
    expect(formatMoney(5200, "EUR")).toBe("EUR €52.00");
    expect(formatMoney(4499, "GBP")).toBe("GBP £44.99");
    expect(formatMoney(7800, "JPY")).toBe("JPY ¥7,800");
    expect(formatMoney(123456, "USD")).toBe("USD $1,234.56");
    expect(formatMoney(5, "SEK")).toBe("SEK kr0.05");
    expect(formatSymbolPrice(-250, "GBP")).toBe("-£2.50");
    expect(() => formatMoney(1.5, "EUR")).toThrow();
  });

  it("converts exactly at a rate, to the nearest minor unit, and back", () => {
    const eur = rateString((1 / 1.05) * 1.02); // 0.9714285714
    expect(eur).toBe("0.9714285714");
    expect(convertMinor(2400, "USD", "EUR", eur)).toBe(2331); // 23.3142857
    expect(convertMinor(2400, "USD", "JPY", rateString(155.43))).toBe(3730); // ¥3,730.32 → whole yen
    expect(convertMinor(-2400, "USD", "EUR", eur)).toBe(-2331);
    expect(convertBackMinor(2331, "USD", "EUR", eur)).toBe(2400);
    expect(convertBackMinor(3730, "USD", "JPY", rateString(155.43))).toBe(2400);
    // Half a minor unit rounds away from zero.
    expect(convertMinor(1, "USD", "EUR", "0.5000000000")).toBe(1);
  });

  it("ends converted prices as the owner chose, never below the converted price", () => {
    expect(roundPrice(5213, "EUR", "exact")).toBe(5213);
    expect(roundPrice(5213, "EUR", "99")).toBe(5299);
    expect(roundPrice(5299, "EUR", "99")).toBe(5299);
    expect(roundPrice(5300, "EUR", "99")).toBe(5399);
    expect(roundPrice(5213, "EUR", "95")).toBe(5295);
    expect(roundPrice(5296, "EUR", "95")).toBe(5395);
    expect(roundPrice(5213, "EUR", "whole")).toBe(5300);
    expect(roundPrice(5200, "EUR", "whole")).toBe(5200);
    // Yen has no minor unit: the endings fall on hundreds.
    expect(roundPrice(7730, "JPY", "whole")).toBe(7800);
    expect(roundPrice(7730, "JPY", "99")).toBe(7799);
    expect(roundPrice(7730, "JPY", "exact")).toBe(7730);
    for (let minor = 1; minor < 3000; minor += 7) {
      for (const rule of ["99", "95", "whole"] as const) {
        const rounded = roundPrice(minor, "GBP", rule);
        expect(rounded).toBeGreaterThanOrEqual(minor);
        expect(rounded - minor).toBeLessThan(100);
      }
    }
  });

  it("knows the currency of a browser's region", () => {
    expect(currencyOfRegion("GB")).toBe("GBP");
    expect(currencyOfRegion("de")).toBe("EUR");
    expect(currencyOfRegion("JP")).toBe("JPY");
    expect(currencyOfRegion("BR")).toBeNull();
  });
});
