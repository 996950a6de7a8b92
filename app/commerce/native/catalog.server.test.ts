// The native catalogue against a real database: listing, lookup and cart pricing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { nativeCatalog } from "./catalog.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";

const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day);

let cloudTee: Awaited<ReturnType<typeof insertProduct>>;
let hoodie: Awaited<ReturnType<typeof insertProduct>>;
let hidden: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  cloudTee = await insertProduct(
    {
      name: "Cloud Nine Tee",
      handle: "cloud-nine-tee",
      description: "Soft as a cloud",
      category: "tees",
      basePrice: 2800,
      createdAt: ago(3),
    },
    [
      { size: "S", color: "White" },
      { size: "M", color: "White" },
      { size: "XL", color: "White", price: 3100 },
      { size: "S", color: "Pink", available: false },
    ],
  );
  hoodie = await insertProduct(
    {
      name: "Dreamy Hoodie",
      handle: "dreamy-hoodie",
      description: "Fleece for 100% comfy days",
      category: "hoodies",
      basePrice: 5400,
      createdAt: ago(1),
    },
    [{ size: "M", color: "Purple", price: 4900 }],
  );
  await insertProduct({
    name: "Star Sticker",
    handle: "star-sticker",
    description: null,
    category: "stickers",
    basePrice: 400,
    createdAt: ago(10),
  });
  hidden = await insertProduct({
    name: "Secret Cloud Cap",
    handle: "secret-cap",
    category: "caps",
    basePrice: 2000,
    isActive: false,
  });
  // Enough extra tees to need a second page of 20.
  for (let index = 0; index < 21; index += 1) {
    await insertProduct({
      name: `Filler Tee ${String(index).padStart(2, "0")}`,
      category: "tees",
      basePrice: 1000 + index,
      createdAt: ago(20 + index),
    });
  }
});

describe("listProducts", () => {
  it("never lists inactive products, whatever the query", async () => {
    const all = await nativeCatalog.listProducts({ pageSize: 100 });
    expect(all.total).toBe(24);
    expect(all.products.map((product) => product.handle)).not.toContain("secret-cap");
    const searched = await nativeCatalog.listProducts({ q: "cloud" });
    expect(searched.products.map((product) => product.handle)).toEqual(["cloud-nine-tee"]);
    expect((await nativeCatalog.listProducts({ category: "caps" })).total).toBe(0);
  });

  it("searches name, description and category, every word, case-insensitively", async () => {
    expect((await nativeCatalog.listProducts({ q: "DREAMY" })).products.map((p) => p.handle)).toEqual([
      "dreamy-hoodie",
    ]);
    expect((await nativeCatalog.listProducts({ q: "comfy fleece" })).products.map((p) => p.handle)).toEqual([
      "dreamy-hoodie",
    ]);
    expect((await nativeCatalog.listProducts({ q: "stickers" })).products.map((p) => p.handle)).toEqual([
      "star-sticker",
    ]);
    expect((await nativeCatalog.listProducts({ q: "cloud hoodie" })).total).toBe(0);
    // LIKE wildcards in the query are literal text.
    expect((await nativeCatalog.listProducts({ q: "100%" })).products.map((p) => p.handle)).toEqual(["dreamy-hoodie"]);
    expect((await nativeCatalog.listProducts({ q: "%" })).products.map((p) => p.handle)).toEqual(["dreamy-hoodie"]);
  });

  it("filters by category", async () => {
    const hoodies = await nativeCatalog.listProducts({ category: "hoodies" });
    expect(hoodies.products.map((p) => p.handle)).toEqual(["dreamy-hoodie"]);
    expect((await nativeCatalog.listProducts({ category: "tees" })).total).toBe(22);
  });

  it("prices a card at the lowest variant price", async () => {
    const { products } = await nativeCatalog.listProducts({ q: "dreamy" });
    expect(products[0]!.price).toEqual({ amount: 4900, currencyCode: "USD" });
    const [tee] = (await nativeCatalog.listProducts({ q: "cloud nine" })).products;
    expect(tee!.price.amount).toBe(2800);
    const [sticker] = (await nativeCatalog.listProducts({ q: "star sticker" })).products;
    expect(sticker!.price.amount).toBe(400);
  });

  it("sorts by newest and by price both ways", async () => {
    const newest = await nativeCatalog.listProducts({ sort: "newest", pageSize: 3 });
    expect(newest.products.map((p) => p.handle)).toEqual(["dreamy-hoodie", "cloud-nine-tee", "star-sticker"]);
    const cheap = await nativeCatalog.listProducts({ sort: "price-asc", pageSize: 100 });
    const prices = cheap.products.map((p) => p.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.products[0]!.handle).toBe("star-sticker");
    const dear = await nativeCatalog.listProducts({ sort: "price-desc", pageSize: 2 });
    expect(dear.products.map((p) => p.handle)).toEqual(["dreamy-hoodie", "cloud-nine-tee"]);
  });

  it("features the newest product of each category first", async () => {
    const featured = await nativeCatalog.listProducts({ sort: "featured", pageSize: 3 });
    expect(featured.products.map((p) => p.category).sort()).toEqual(["hoodies", "stickers", "tees"]);
    expect(featured.products[0]!.handle).toBe("dreamy-hoodie");
  });

  it("pages through 20 at a time", async () => {
    const first = await nativeCatalog.listProducts({ sort: "newest" });
    const second = await nativeCatalog.listProducts({ sort: "newest", page: 2 });
    expect(first.products).toHaveLength(20);
    expect(second.products).toHaveLength(4);
    expect(first.pageCount).toBe(2);
    const handles = new Set([...first.products, ...second.products].map((p) => p.handle));
    expect(handles.size).toBe(24);
    const beyond = await nativeCatalog.listProducts({ page: 9 });
    expect(beyond.products).toEqual([]);
    // The count still comes when no row carries it.
    expect(beyond.total).toBe(24);
    expect(beyond.pageCount).toBe(2);
  });
});

describe("getProduct", () => {
  it("finds an active product by id, then by handle, with its variants in size order", async () => {
    const byId = await nativeCatalog.getProduct(cloudTee.id);
    const byHandle = await nativeCatalog.getProduct("cloud-nine-tee");
    expect(byId?.id).toBe(cloudTee.id);
    expect(byHandle?.id).toBe(cloudTee.id);
    expect(byId!.variants.map((v) => `${v.size}/${v.color}:${v.price.amount}:${v.available}`)).toEqual([
      "S/White:2800:true",
      "S/Pink:2800:false",
      "M/White:2800:true",
      "XL/White:3100:true",
    ]);
  });

  it("resolves an id before a handle that happens to look like one", async () => {
    const impostor = await insertProduct({ name: "Impostor", handle: hoodie.id, category: "tees" });
    expect((await nativeCatalog.getProduct(hoodie.id))?.handle).toBe("dreamy-hoodie");
    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, hoodie.id));
    expect((await nativeCatalog.getProduct(hoodie.id))?.id).toBe(impostor.id);
    await db.update(schema.products).set({ isActive: true }).where(eq(schema.products.id, hoodie.id));
    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, impostor.id));
  });

  it("returns null for unknown and inactive products", async () => {
    expect(await nativeCatalog.getProduct("no-such-thing")).toBeNull();
    expect(await nativeCatalog.getProduct("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await nativeCatalog.getProduct(hidden.id)).toBeNull();
    expect(await nativeCatalog.getProduct("secret-cap")).toBeNull();
  });
});

describe("listCategories and the sitemap", () => {
  it("lists only categories and handles of active products", async () => {
    expect(await nativeCatalog.listCategories()).toEqual(["hoodies", "stickers", "tees"]);
    const handles = (await nativeCatalog.listSitemapEntries()).map((entry) => entry.handle);
    expect(handles).toContain("cloud-nine-tee");
    expect(handles).not.toContain("secret-cap");
  });
});

describe("priceCartLines", () => {
  it("prices lines from the database and flags inactive, unknown and unavailable lines", async () => {
    const lines = [
      { productId: cloudTee.id, size: "M", color: "White", quantity: 2 },
      { productId: cloudTee.id, size: "XL", color: "White", quantity: 1 },
      { productId: cloudTee.id, size: "S", color: "Pink", quantity: 1 },
      { productId: cloudTee.id, size: "XXL", color: "Gold", quantity: 1 },
      { productId: hidden.id, size: "One Size", color: "Black", quantity: 1 },
      { productId: "00000000-0000-4000-8000-000000000000", size: "M", color: "White", quantity: 1 },
      { productId: "not-a-uuid", size: "M", color: "White", quantity: 1 },
    ];
    const priced = await nativeCatalog.priceCartLines(lines);
    expect(priced.map((line) => [line.status, line.unitPrice?.amount ?? null])).toEqual([
      ["ok", 2800],
      ["ok", 3100],
      ["unavailable", 2800],
      ["unavailable", 2800],
      ["inactive", null],
      ["inactive", null],
      ["inactive", null],
    ]);
    expect(priced[0]).toMatchObject({ name: "Cloud Nine Tee", handle: "cloud-nine-tee", quantity: 2 });
  });

  it("follows a price change made in the database", async () => {
    const line = { productId: hoodie.id, size: "M", color: "Purple", quantity: 1 };
    await db.update(schema.productVariants).set({ price: 5900 }).where(eq(schema.productVariants.productId, hoodie.id));
    const [priced] = await nativeCatalog.priceCartLines([line]);
    expect(priced!.unitPrice!.amount).toBe(5900);
    await db.update(schema.productVariants).set({ price: 4900 }).where(eq(schema.productVariants.productId, hoodie.id));
  });
});
