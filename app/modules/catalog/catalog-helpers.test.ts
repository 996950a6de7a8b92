// Pure catalogue helpers: URL state, swatches, option availability, sitemap text.
import { describe, expect, it } from "vitest";
import type { ProductVariant } from "~/commerce";
import { listingHref, parseListingQuery } from "./listing-query";
import { isColorAvailable, isSizeAvailable, selectionProblem } from "./product-options";
import { galleryLabel } from "./product-gallery";
import { robotsTxt, sitemapXml } from "./sitemap";
import { DEFAULT_SWATCH, swatchColor } from "./swatches";

const usd = (amount: number) => ({ amount, currencyCode: "USD" });
const variant = (size: string, color: string, available = true): ProductVariant => ({
  id: `${size}-${color}`,
  size,
  color,
  price: usd(2500),
  available,
});

describe("listing URL state", () => {
  it("parses good values and falls back on bad ones", () => {
    expect(parseListingQuery(new URLSearchParams("q=%20pink%20&category=tees&sort=price-desc&page=2"))).toEqual({
      q: "pink",
      category: "tees",
      sort: "price-desc",
      page: 2,
    });
    expect(parseListingQuery(new URLSearchParams("sort=cheapest&page=-3"))).toEqual({
      q: "",
      category: "",
      sort: "featured",
      page: 1,
    });
    expect(parseListingQuery(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("writes tidy URLs without defaults", () => {
    const query = parseListingQuery(new URLSearchParams("q=cap&sort=newest"));
    expect(listingHref(query)).toBe("/products?q=cap&sort=newest");
    expect(listingHref(query, { page: 3 })).toBe("/products?q=cap&sort=newest&page=3");
    expect(listingHref(parseListingQuery(new URLSearchParams()))).toBe("/products");
  });
});

describe("swatches", () => {
  it("maps SPEC's colours case-insensitively and any other to the default grey", () => {
    const named = ["white", "black", "gray", "blue", "red", "green", "yellow", "pink", "purple", "storm"];
    const colours = named.map(swatchColor);
    expect(new Set(colours).size).toBe(10);
    expect(colours).not.toContain(DEFAULT_SWATCH);
    expect(swatchColor("Storm")).toBe(swatchColor("storm"));
    expect(swatchColor("Lavender")).toBe(DEFAULT_SWATCH);
    expect(swatchColor("Sage")).toBe(DEFAULT_SWATCH);
  });
});

describe("product options", () => {
  const product = {
    sizes: ["S", "M"],
    colors: ["White", "Pink"],
    variants: [variant("S", "White"), variant("S", "Pink", false), variant("M", "White"), variant("M", "Pink")],
  };

  it("asks for a size first, then a colour", () => {
    expect(selectionProblem(product, null, null)).toBe("Please select a size");
    expect(selectionProblem(product, null, "Pink")).toBe("Please select a size");
    expect(selectionProblem(product, "S", null)).toBe("Please select a color");
    expect(selectionProblem(product, "M", "Pink")).toBeNull();
  });

  it("refuses sold-out combinations and narrows the choices", () => {
    expect(selectionProblem(product, "S", "Pink")).toBe("This size and color is sold out");
    expect(isColorAvailable(product, "Pink", "S")).toBe(false);
    expect(isColorAvailable(product, "Pink", null)).toBe(true);
    expect(isSizeAvailable(product, "S", "Pink")).toBe(false);
    expect(isSizeAvailable(product, "S", null)).toBe(true);
  });

  it("needs no choice for a product without sizes or colours", () => {
    const plain = { sizes: [], colors: [], variants: [variant("", "")] };
    expect(selectionProblem(plain, "", "")).toBeNull();
  });
});

describe("gallery labels", () => {
  it("names the views Main, Back, Side, then View n", () => {
    expect([0, 1, 2, 3, 4].map(galleryLabel)).toEqual(["Main", "Back", "Side", "View 4", "View 5"]);
  });
});

describe("sitemap and robots", () => {
  it("lists pages and products with escaped URLs, and robots points at it", () => {
    const xml = sitemapXml("https://shop.test", [{ handle: "a&b", updatedAt: "2026-01-02T03:04:05.000Z" }]);
    expect(xml).toContain("<loc>https://shop.test/</loc>");
    expect(xml).toContain("<loc>https://shop.test/terms</loc>");
    expect(xml).toContain("<loc>https://shop.test/product/a%26b</loc><lastmod>2026-01-02</lastmod>");
    expect(robotsTxt("https://shop.test")).toContain("Sitemap: https://shop.test/sitemap.xml");
  });
});
