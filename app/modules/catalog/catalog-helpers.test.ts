// Pure catalogue helpers: URL state, swatches, option availability, sitemap text.
import { describe, expect, it } from "vitest";
import type { ProductVariant } from "~/commerce";
import { catalogueQuery, listingHref, parseListingQuery } from "./listing-query";
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

const NO_FILTERS = { sizes: [], colors: [], min: null, max: null, stock: false };

describe("listing URL state", () => {
  it("parses good values and falls back on bad ones", () => {
    expect(parseListingQuery(new URLSearchParams("q=%20pink%20&category=tees&sort=price-desc&page=2"))).toEqual({
      q: "pink",
      category: "tees",
      sort: "price-desc",
      page: 2,
      ...NO_FILTERS,
    });
    expect(parseListingQuery(new URLSearchParams("sort=cheapest&page=-3"))).toEqual({
      q: "",
      category: "",
      sort: "featured",
      page: 1,
      ...NO_FILTERS,
    });
    expect(parseListingQuery(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("parses the filters: repeated keys, colours in lower case, a range turned round, junk dropped", () => {
    const query = parseListingQuery(
      new URLSearchParams("size=M&size=%20L%20&size=m&size=&color=Black&color=pink&min=40&max=20.5&stock=1"),
    );
    expect(query).toMatchObject({ sizes: ["M", "L"], colors: ["black", "pink"], min: 20.5, max: 40, stock: true });
    expect(catalogueQuery(query)).toMatchObject({ minPrice: 2050, maxPrice: 4000, inStock: true, sizes: ["M", "L"] });
    const junk = parseListingQuery(
      new URLSearchParams(`size=${"x".repeat(31)}&min=-5&max=1e9&stock=yes&color=${"%00".repeat(3)}`),
    );
    expect(junk).toMatchObject({ sizes: [], colors: [], min: null, max: null, stock: false });
    expect(parseListingQuery(new URLSearchParams("min=abc&max=12.345")).max).toBeNull();
  });

  it("writes the filters back as repeated keys", () => {
    const query = parseListingQuery(new URLSearchParams("color=black&size=M&size=L&max=40&min=20&stock=1&q=tee"));
    expect(listingHref(query, { page: 2 })).toBe(
      "/products?q=tee&size=M&size=L&color=black&min=20&max=40&stock=1&page=2",
    );
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
