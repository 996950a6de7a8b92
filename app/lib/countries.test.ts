import { describe, expect, it } from "vitest";
import { countryNeedsRegion, findCountry, matchCountry, matchRegion, SHIPPING_COUNTRIES } from "./countries";

describe("shipping countries", () => {
  it("lists each country once, by name, with two-letter codes", () => {
    const codes = SHIPPING_COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const names = SHIPPING_COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("has the regions partners require as codes for the US, Canada and Australia", () => {
    expect(findCountry("us")?.regions).toHaveLength(52);
    expect(findCountry("CA")?.regions).toHaveLength(13);
    expect(findCountry("AU")?.regions).toHaveLength(8);
    expect(["US", "CA", "AU"].every(countryNeedsRegion)).toBe(true);
    expect(countryNeedsRegion("DE")).toBe(false);
    expect(countryNeedsRegion("ZZ")).toBe(false);
  });

  it("maps unambiguous free text to a country", () => {
    expect(matchCountry("United States")?.code).toBe("US");
    expect(matchCountry(" u.s.a. ")?.code).toBe("US");
    expect(matchCountry("usa")?.code).toBe("US");
    expect(matchCountry("España")?.code).toBe("ES");
    expect(matchCountry("espana")?.code).toBe("ES");
    expect(matchCountry("gb")?.code).toBe("GB");
    expect(matchCountry("Atlantis")).toBeUndefined();
    expect(matchCountry("  ")).toBeUndefined();
  });

  it("maps a state by code or name, never by a guess", () => {
    const us = findCountry("US")!;
    expect(matchRegion(us, "california")?.code).toBe("CA");
    expect(matchRegion(us, "ny")?.code).toBe("NY");
    expect(matchRegion(us, "New  York")?.code).toBe("NY");
    expect(matchRegion(us, "Calif")).toBeUndefined();
    expect(matchRegion(findCountry("DE")!, "Bayern")).toBeUndefined();
  });
});
