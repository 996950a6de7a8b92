import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopifyClient } from "~/integrations/shopify/storefront-client.server";
import {
  FAKE_SHOPIFY_DOMAIN,
  FAKE_SHOPIFY_TOKEN,
  startFakeShopify,
  type FakeShopify,
} from "../../../tests/fakes/shopify-server";
import { createShopifyCatalog } from "./catalog.server";
import { centsFromDecimal as toCents } from "~/lib/money";

let fake: FakeShopify;
let catalog: ReturnType<typeof createShopifyCatalog>;
beforeAll(async () => {
  fake = await startFakeShopify();
  catalog = createShopifyCatalog(
    createShopifyClient({ storeDomain: FAKE_SHOPIFY_DOMAIN, storefrontToken: FAKE_SHOPIFY_TOKEN, apiBase: fake.url }),
  );
});
afterAll(() => fake.stop());

const handles = (page: { products: { handle: string }[] }) => page.products.map((product) => product.handle);

describe("shopify catalogue", () => {
  it("lists best sellers first, 20 a page, and reaches later pages by cursor", async () => {
    const first = await catalog.listProducts({ sort: "featured", page: 1 });
    expect(first.products).toHaveLength(20);
    expect(handles(first).slice(0, 2)).toEqual(["cloud-tee", "dreamy-hoodie"]);
    expect(first).toMatchObject({ total: null, page: 1, pageCount: 2 });
    expect(fake.requests.at(-1)?.variables).toMatchObject({ first: 20, sortKey: "BEST_SELLING", reverse: false });

    const second = await catalog.listProducts({ sort: "featured", page: 2 });
    expect(handles(second)).toEqual(["sticker-21", "sticker-22", "sticker-23", "sticker-24", "sticker-25"]);
    expect(second.pageCount).toBe(2);

    // A fresh view asked straight at page 2 walks the cursors first.
    const newest = await catalog.listProducts({ sort: "newest", page: 2 });
    expect(handles(newest)).toEqual(["sticker-07", "sticker-06", "sticker-05", "sticker-04", "sticker-03"]);
    const past = await catalog.listProducts({ sort: "newest", page: 7 });
    expect(past).toMatchObject({ products: [], page: 7, pageCount: 2 });
  });

  it("searches, filters by product type and sorts by price", async () => {
    expect(handles(await catalog.listProducts({ q: "cloud" }))).toEqual(["cloud-tee"]);
    expect(handles(await catalog.listProducts({ category: "Hoodies" }))).toEqual(["dreamy-hoodie"]);
    const cheap = await catalog.listProducts({ sort: "price-asc", category: "Stickers" });
    expect(cheap.products[0]!.price).toEqual({ amount: 600, currencyCode: "USD" });
    const dear = await catalog.listProducts({ sort: "price-desc" });
    expect(handles(dear)[0]).toBe("dreamy-hoodie");
    expect(await catalog.listCategories()).toEqual(["Hoodies", "Stickers", "T-Shirts"]);
  });

  it("filters through search's productFilters, with the inputs Shopify offered", async () => {
    expect(handles(await catalog.listProducts({ sizes: ["m"] }))).toEqual(["cloud-tee", "dreamy-hoodie"]);
    const sent = fake.requests.at(-1)!.variables;
    expect(sent).toMatchObject({ query: "", sortKey: "RELEVANCE" });
    expect(sent.productFilters).toEqual([{ variantOption: { name: "size", value: "M" } }]);
    expect(handles(await catalog.listProducts({ sizes: ["M"], inStock: true }))).toEqual(["cloud-tee"]);
    expect(handles(await catalog.listProducts({ sizes: ["L"], colors: ["mint"], inStock: true }))).toEqual([]);
    expect(handles(await catalog.listProducts({ category: "T-Shirts", maxPrice: 2600 }))).toEqual(["cloud-tee"]);
    expect(handles(await catalog.listProducts({ category: "T-Shirts", minPrice: 2600, maxPrice: 2700 }))).toEqual([]);
    const cheapStickers = await catalog.listProducts({ q: "vinyl", maxPrice: 800, sort: "price-desc" });
    expect(handles(cheapStickers)).toEqual(["sticker-05", "sticker-04", "sticker-03"]);
    // A size the shop does not sell is dropped, as the native catalogue ignores it.
    expect((await catalog.listProducts({ sizes: ["XXXL"], category: "Hoodies" })).products).toHaveLength(1);
  });

  it("counts each size and colour from search's filters, every offered one listed", async () => {
    const { facets } = await catalog.listProducts({ sizes: ["M"], facets: true });
    expect(facets).toEqual({
      sizes: [
        ["S", 1],
        ["M", 2],
        ["L", 1],
        ["XL", 1],
      ],
      colors: [
        ["Lilac", 1],
        ["Mint", 1],
      ],
      inStock: 1,
    });
    const plain = await catalog.listProducts({ category: "Hoodies", facets: true });
    expect(handles(plain)).toEqual(["dreamy-hoodie"]);
    // The tee's sizes and colours stay listed, at 0 among hoodies.
    expect(plain.facets).toEqual({
      sizes: [
        ["S", 0],
        ["M", 1],
        ["L", 0],
        ["XL", 1],
      ],
      colors: [
        ["Lilac", 0],
        ["Mint", 0],
      ],
      inStock: 0,
    });
  });

  it("reads a product by handle with its options and variants", async () => {
    const tee = await catalog.getProduct("cloud-tee");
    expect(tee?.options).toEqual([
      { name: "Size", values: ["S", "M", "L"] },
      { name: "Color", values: ["Lilac", "Mint"] },
    ]);
    expect(tee?.variants).toHaveLength(6);
    expect(tee?.variants[5]).toMatchObject({ title: "L / Mint", available: false });
    expect(tee?.images).toHaveLength(2);
    const sticker = await catalog.getProduct("sticker-03");
    expect(sticker?.options).toEqual([]);
    expect(await catalog.getProduct("no-such-thing")).toBeNull();
    expect((await catalog.getProduct("dreamy-hoodie"))?.images).toEqual([]);
  });

  it("reads a product by its Shopify id too (a review request names a webhook line's product so)", async () => {
    expect(await catalog.getProduct("gid://shopify/Product/1")).toMatchObject({
      handle: "cloud-tee",
      name: "Cloud Tee",
    });
    expect(await catalog.getProduct("gid://shopify/Product/999")).toBeNull();
  });

  it("prices drawer lines and hands off to the checkout with the sales channel", async () => {
    const [tee] = fake.products;
    const priced = await catalog.hostedCheckout.priceVariants([
      tee!.variants[0]!.id,
      tee!.variants[5]!.id,
      "gid://shopify/ProductVariant/999999",
    ]);
    expect(priced.map((line) => line.status)).toEqual(["ok", "unavailable", "gone"]);
    expect(priced[0]!.price).toEqual({ amount: 2500, currencyCode: "USD" });
    const { checkoutUrl } = await catalog.hostedCheckout.createCheckout([
      { variantId: tee!.variants[0]!.id, quantity: 2 },
    ]);
    expect(new URL(checkoutUrl).searchParams.get("channel")).toBe("online_store");
    expect(fake.carts.at(-1)?.lines).toEqual([{ merchandiseId: tee!.variants[0]!.id, quantity: 2 }]);
  });

  it("prices the quote's lines by Shopify variant; a line without one, or a vanished one, is not sold", async () => {
    const [tee] = fake.products;
    const line = { productId: "", size: "", color: "", quantity: 1 };
    const priced = await catalog.priceCartLines([
      { ...line, variantId: tee!.variants[0]!.id, quantity: 2 },
      { ...line, variantId: tee!.variants[5]!.id },
      { ...line, variantId: "gid://shopify/ProductVariant/999999" },
      { productId: "tee", size: "M", color: "Black", quantity: 1 },
    ]);
    expect(priced.map(({ status, unitPrice }) => [status, unitPrice?.amount ?? null])).toEqual([
      ["ok", 2500],
      ["unavailable", 2750],
      ["inactive", null],
      ["inactive", null],
    ]);
    expect(priced[0]).toMatchObject({ variantId: tee!.variants[0]!.id, quantity: 2, handle: tee!.handle });
  });

  it("asks for the shopper's market with @inContext(country:) and shows the currency Shopify answers in", async () => {
    const sent = () => fake.requests.at(-1)!;
    const listing = await catalog.listProducts({ q: "cloud" }, "GBP");
    expect(sent().query).toContain("@inContext(country: $country)");
    expect(sent().variables.country).toBe("GB");
    expect(listing.products[0]!.price).toEqual({ amount: 2000, currencyCode: "GBP" });
    const tee = await catalog.getProduct("cloud-tee", "JPY");
    expect(sent().variables.country).toBe("JP");
    // Yen has no minor unit: Shopify's "3750.0" is ¥3,750.
    expect(tee?.variants[0]!.price).toEqual({ amount: 3750, currencyCode: "JPY" });
    // A market Shopify has no prices for answers in the primary market's currency, and that shows.
    expect((await catalog.getProduct("cloud-tee", "EUR"))?.price).toEqual({ amount: 2500, currencyCode: "USD" });
    expect(sent().variables.country).toBe("DE");
    // The shop's own currency sends no context at all.
    await catalog.getProduct("cloud-tee", null);
    expect(sent().variables).not.toHaveProperty("country");

    const [line] = await catalog.priceCartLines(
      [{ productId: "", size: "", color: "", quantity: 1, variantId: tee!.variants[0]!.id }],
      "GBP",
    );
    expect(line!.unitPrice).toEqual({ amount: 2000, currencyCode: "GBP" });
    await catalog.hostedCheckout.createCheckout([{ variantId: tee!.variants[0]!.id, quantity: 1 }], null, "GBP");
    expect(sent().variables).toMatchObject({ country: "GB", input: { buyerIdentity: { countryCode: "GB" } } });
    expect(fake.carts.at(-1)).toMatchObject({ buyerCountry: "GB", currencyCode: "GBP" });
  });

  it("lists every product for the sitemap", async () => {
    expect(await catalog.listSitemapEntries()).toHaveLength(25);
  });

  it("reads money by its digits", () => {
    expect([toCents("25.0"), toCents("0.1"), toCents("19.99"), toCents("7"), toCents("x")]).toEqual([
      2500, 10, 1999, 700, 0,
    ]);
  });
});
