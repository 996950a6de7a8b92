// The listing's filters on the native catalogue against a real database: one variant meets every
// filter, counts per option leave that option's own choice out, and options without products stay.
import { beforeAll, describe, expect, it } from "vitest";
import { nativeCatalog } from "./catalog.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";

beforeAll(async () => {
  await insertProduct({ name: "Black Tee", category: "tees", basePrice: 2500 }, [
    { size: "M", color: "Black" },
    { size: "L", color: "Black", available: false },
    { size: "XL", color: "Black", price: 4500 },
  ]);
  await insertProduct({ name: "Pink Tee", category: "tees", basePrice: 3000 }, [
    { size: "S", color: "Pink" },
    { size: "M", color: "Pink", available: false },
  ]);
  await insertProduct({ name: "Black Hoodie", category: "hoodies", basePrice: 5500 }, [
    { size: "M", color: "Black" },
    { size: "L", color: "Gray" },
  ]);
  await insertProduct({ name: "Gone Hoodie", category: "hoodies", isActive: false }, [{ size: "XXS", color: "Gold" }]);
  await insertProduct({ name: "Sold Out Cap", category: "caps", basePrice: 2000 }, [
    { size: "One Size", color: "White", available: false },
  ]);
});

const names = async (query: Parameters<typeof nativeCatalog.listProducts>[0]) =>
  (await nativeCatalog.listProducts({ sort: "price-asc", ...query })).products.map((product) => product.name);

describe("native listing filters", () => {
  it("narrows by size, colour (any case), price range and stock, all on one variant", async () => {
    expect(await names({ sizes: ["M"] })).toEqual(["Black Tee", "Pink Tee", "Black Hoodie"]);
    expect(await names({ sizes: ["m"], inStock: true })).toEqual(["Black Tee", "Black Hoodie"]);
    expect(await names({ colors: ["black"], sizes: ["L"], inStock: true })).toEqual([]);
    expect(await names({ colors: ["BLACK", "gray"] })).toEqual(["Black Tee", "Black Hoodie"]);
    // The XL's own price counts: $45 is in the range although the tee lists at $25.
    expect(await names({ minPrice: 4000, maxPrice: 5000 })).toEqual(["Black Tee"]);
    expect(await names({ minPrice: 2500, maxPrice: 2500 })).toEqual(["Black Tee"]);
    expect(await names({ inStock: true, category: "caps" })).toEqual([]);
  });

  it("combines with search, category and sort, and counts the filtered products", async () => {
    const page = await nativeCatalog.listProducts({ q: "black", sizes: ["M"], sort: "price-desc" });
    expect(page.products.map((product) => product.name)).toEqual(["Black Hoodie", "Black Tee"]);
    expect(page.total).toBe(2);
    expect(await names({ category: "tees", colors: ["pink"], inStock: true })).toEqual(["Pink Tee"]);
  });

  it("counts each option with the other filters applied, and keeps options with no products", async () => {
    const page = await nativeCatalog.listProducts({ category: "tees", sizes: ["M"], colors: ["black"], facets: true });
    const { sizes, colors, inStock } = page.facets!;
    // Sizes in chart order; counts are tees in black (the size choice left out).
    expect(sizes).toEqual([
      ["S", 0],
      ["M", 1],
      ["L", 1],
      ["XL", 1],
      ["One Size", 0],
    ]);
    // Colours of tees in M: black and pink; gray is a hoodie's, white a cap's: shown at 0.
    expect(colors).toEqual([
      ["Black", 1],
      ["Gray", 0],
      ["Pink", 1],
      ["White", 0],
    ]);
    expect(inStock).toBe(1);
    expect(page.facets!.sizes.map(([size]) => size)).not.toContain("XXS");
  });

  it("counts, with no filter set, each product once per size and colour it lists, whatever the case", async () => {
    await insertProduct(
      { name: "Odd Tote", category: "totes", basePrice: 1800, sizes: ["m", "M"], colors: ["BLACK"] },
      [{ size: "M", color: "Black" }],
    );
    const { sizes, colors, inStock } = (await nativeCatalog.listProducts({ category: "totes", facets: true })).facets!;
    expect(sizes.filter(([, count]) => count > 0)).toEqual([["M", 1]]);
    expect(colors.filter(([, count]) => count > 0)).toEqual([["BLACK", 1]]);
    expect(inStock).toBe(1);
    const everything = (await nativeCatalog.listProducts({ facets: true })).facets!;
    // The active products listing M: the black tee, the pink tee, the black hoodie and the tote.
    expect(everything.sizes.find(([size]) => size === "M")).toEqual(["M", 4]);
    expect(everything.inStock).toBe(4);
  });

  it("asks for no counts unless the view wants them", async () => {
    expect((await nativeCatalog.listProducts({})).facets).toBeUndefined();
  });
});
