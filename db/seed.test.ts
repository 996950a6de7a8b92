// The demo catalogue seeds a complete, consistent store, and seeding again changes nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { DEMO_CATEGORIES, demoCatalogue } from "./demo-catalogue";
import { renderMockup } from "../scripts/generate-mockups";
import { products, productVariants } from "./schema";
import { seedDemoCatalogue, seedIfEmpty } from "./seed";

const catalogDir = path.resolve("public/catalog");

async function counts() {
  const [productCount] = await db.select({ n: count() }).from(products);
  const [variantCount] = await db.select({ n: count() }).from(productVariants);
  return { products: productCount.n, variants: variantCount.n };
}

describe("demo catalogue seed", () => {
  beforeAll(async () => {
    const first = await seedIfEmpty();
    expect(first?.products).toBe(demoCatalogue.length);
  });

  it("seeds at least 24 products, at least 3 in every category, exactly 2 inactive", async () => {
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const category of DEMO_CATEGORIES) {
      expect(rows.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(rows.filter((row) => !row.isActive).map((row) => row.handle)).toHaveLength(2);
    expect(new Set(rows.map((row) => row.handle)).size).toBe(rows.length);
    for (const row of rows) expect(row.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("fills every field a product page shows, with realistic prices", async () => {
    const ranges: Record<string, [number, number]> = {
      tees: [2400, 3400],
      hoodies: [4800, 6400],
      crewnecks: [4200, 5200],
      caps: [2200, 2800],
      totes: [1800, 2400],
      stickers: [400, 900],
    };
    for (const row of await db.select().from(products)) {
      const [low, high] = ranges[row.category];
      expect(row.basePrice, row.handle).toBeGreaterThanOrEqual(low);
      expect(row.basePrice, row.handle).toBeLessThanOrEqual(high);
      expect(row.name && row.description && row.material && row.careInstructions, row.handle).toBeTruthy();
      expect(row.features.length, row.handle).toBeGreaterThanOrEqual(3);
      expect(row.features.length, row.handle).toBeLessThanOrEqual(5);
      expect(Object.keys(row.specifications).length, row.handle).toBeGreaterThan(0);
      expect(row.sizes.length * row.colors.length, row.handle).toBeGreaterThan(0);
      expect(row.source).toBe("demo");
    }
  });

  it("gives every product 1 to 4 images that exist under public/catalog", async () => {
    for (const row of await db.select().from(products)) {
      const images = [row.imageUrl, ...row.additionalImages].filter(Boolean) as string[];
      expect(images.length, row.handle).toBeGreaterThanOrEqual(1);
      expect(images.length, row.handle).toBeLessThanOrEqual(4);
      expect(row.imageUrl).toBe(`/catalog/${row.handle}-front.svg`);
      for (const url of images) {
        expect(url).toMatch(/^\/catalog\/[a-z0-9-]+\.svg$/);
        expect(existsSync(path.join(catalogDir, url.slice("/catalog/".length))), url).toBe(true);
      }
    }
  });

  it("creates one variant for every size and colour, some sold out and some priced up", async () => {
    const variants = await db.select().from(productVariants);
    for (const row of await db.select().from(products)) {
      const own = variants.filter((variant) => variant.productId === row.id);
      const options = new Set(own.map((variant) => `${variant.size}/${variant.color}`));
      expect(own.length, row.handle).toBe(row.sizes.length * row.colors.length);
      for (const size of row.sizes) for (const color of row.colors) expect(options).toContain(`${size}/${color}`);
    }
    expect(variants.filter((variant) => !variant.available).length).toBeGreaterThanOrEqual(3);
    const overrides = variants.filter((variant) => variant.price !== null);
    expect(overrides.length).toBeGreaterThanOrEqual(3);
    const xxl = await db
      .select({ base: products.basePrice, price: productVariants.price })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.size, "XXL"), isNotNull(productVariants.price)));
    expect(xxl.length).toBeGreaterThan(0);
    for (const row of xxl) expect(row.price! - row.base).toBeGreaterThanOrEqual(200);
  });

  it("spreads creation dates so the newest sort means something", async () => {
    const dates = (await db.select({ createdAt: products.createdAt }).from(products)).map((row) =>
      row.createdAt.getTime(),
    );
    expect(new Set(dates).size).toBe(dates.length);
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(14 * 24 * 60 * 60 * 1000);
  });

  it("is idempotent: seeding twice keeps the counts and restores edited fields", async () => {
    const before = await counts();
    const [edited] = await db
      .update(products)
      .set({ name: "Edited by hand", isActive: false })
      .where(eq(products.handle, demoCatalogue[0].handle))
      .returning({ id: products.id, createdAt: products.createdAt });
    await db.delete(productVariants).where(eq(productVariants.productId, edited.id));

    await seedDemoCatalogue(db);
    await seedDemoCatalogue(db);
    expect(await counts()).toEqual(before);
    const [restored] = await db.select().from(products).where(eq(products.handle, demoCatalogue[0].handle));
    expect(restored.id).toBe(edited.id);
    expect(restored.name).toBe(demoCatalogue[0].name);
    expect(restored.isActive).toBe(true);
    expect(restored.createdAt).toEqual(edited.createdAt);
  });

  it("does not seed a store that already has products", async () => {
    expect(await seedIfEmpty()).toBeUndefined();
  });
});

describe("mock-up images", () => {
  const files = readdirSync(catalogDir).filter((file) => file.endsWith(".svg"));

  it("ships one file per product view and nothing else", () => {
    const expected = demoCatalogue.flatMap((product) => product.views.map((view) => `${product.handle}-${view}.svg`));
    expect(files.sort()).toEqual(expected.sort());
  });

  it("match what the generator draws now (run npm run catalog:mockups after editing the catalogue)", () => {
    for (const product of demoCatalogue) {
      for (const view of product.views) {
        const file = path.join(catalogDir, `${product.handle}-${view}.svg`);
        expect(readFileSync(file, "utf8"), file).toBe(renderMockup(product, view));
      }
    }
  });

  it("are portrait 800×1000 SVGs with a viewBox, under 6 KB, that load nothing from outside", () => {
    for (const file of files) {
      const svg = readFileSync(path.join(catalogDir, file), "utf8");
      const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
      expect(root, file).toMatch(/\swidth="800"/);
      expect(root, file).toMatch(/\sheight="1000"/);
      expect(root, file).toMatch(/\sviewBox="0 0 800 1000"/);
      expect(Buffer.byteLength(svg), file).toBeLessThan(6 * 1024);
      // The SVG namespace is an identifier, not a fetch; every other URL is.
      const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', "");
      expect(withoutNamespace, file).not.toMatch(/https?:/i);
      expect(withoutNamespace, file).not.toMatch(/<image\b|@import|xlink:href/i);
    }
  });
});
