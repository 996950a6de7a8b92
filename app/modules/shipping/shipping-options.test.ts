// Combining partners' shipping options, the estimate's text and the default choice (decision 046).
import { describe, expect, it } from "vitest";
import { chooseOption, combineParts, flatQuote, formatEstimate, type PartQuote } from "./shipping-options";

const option = (id: string, priceCents: number, minDays: number | null = null, maxDays: number | null = null) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  priceCents,
  minDays,
  maxDays,
});

describe("combineParts", () => {
  it("one partner: its options as they are, cheapest first, plus the flat rate for partnerless lines", () => {
    const parts: PartQuote[] = [
      { partner: "printful", options: [option("express", 1299, 1, 2), option("standard", 475, 3, 5)] },
    ];
    expect(combineParts(parts, 0)!.map((o) => [o.id, o.priceCents])).toEqual([
      ["standard", 475],
      ["express", 1299],
    ]);
    expect(combineParts(parts, 599)!.map((o) => o.priceCents)).toEqual([1074, 1898]);
    expect(combineParts(parts, 0)![0]!.parts).toEqual({ printful: "standard" });
  });

  it("two partners: only the methods both offer, each priced as the sum of the parts, as slow as the slowest", () => {
    const parts: PartQuote[] = [
      { partner: "printful", options: [option("standard", 475, 3, 5), option("express", 1299, 1, 2)] },
      { partner: "printify", options: [option("standard", 600, 4, 7), option("priority", 1500)] },
    ];
    const combined = combineParts(parts, 0)!;
    expect(combined).toHaveLength(1);
    expect(combined[0]).toMatchObject({ id: "standard", priceCents: 1075, minDays: 4, maxDays: 7 });
    expect(combined[0]!.parts).toEqual({ printful: "standard", printify: "standard" });
  });

  it("two partners sharing no method: one option, each part at its cheapest", () => {
    const parts: PartQuote[] = [
      { partner: "printful", options: [option("express", 1299, 1, 2), option("flat", 500, 3, 5)] },
      { partner: "printify", options: [option("priority", 1500), option("economy", 399)] },
    ];
    const combined = combineParts(parts, 599)!;
    expect(combined).toHaveLength(1);
    expect(combined[0]).toMatchObject({ id: "cheapest", priceCents: 500 + 399 + 599, minDays: 3, maxDays: 5 });
    expect(combined[0]!.parts).toEqual({ printful: "flat", printify: "economy" });
  });

  it("a part with no option at all: no combination (the caller falls back to the flat rate)", () => {
    expect(combineParts([{ partner: "printful", options: [] }], 0)).toBeNull();
  });
});

describe("choice and estimate", () => {
  const quote = {
    options: [option("standard", 475, 3, 5), option("express", 1299, 1, 2)].map((o) => ({ ...o, parts: {} })),
    message: null,
  };
  it("the chosen id when offered, else the cheapest", () => {
    expect(chooseOption(quote, "express").id).toBe("express");
    expect(chooseOption(quote, "teleport").id).toBe("standard");
    expect(chooseOption(quote, null).id).toBe("standard");
    expect(chooseOption(flatQuote(), "express")).toMatchObject({ id: "flat", priceCents: 599 });
  });
  it("business days as a range, a single day, or nothing when unknown", () => {
    expect(formatEstimate({ minDays: 3, maxDays: 5 })).toBe("3–5 business days");
    expect(formatEstimate({ minDays: 1, maxDays: 1 })).toBe("1 business day");
    expect(formatEstimate({ minDays: null, maxDays: null })).toBeNull();
  });
});
