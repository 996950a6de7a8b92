// The catalogue cache against a real database: reads are served from memory until invalidated.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { nativeCatalog } from "~/commerce/index.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { db, schema } from "~/lib/db.server";
import { seedDemoCatalogue } from "../../../db/seed";
import { cached, CATALOGUE_CACHE_MAX_BYTES, catalogueCacheSize, invalidateCatalogue } from "./catalog-cache.server";
import { catalog, loadOrEmpty } from "./catalog.server";
import { ShopifyError } from "~/integrations/shopify/storefront-client.server";

describe("catalogue cache", () => {
  it("serves listing and product reads from memory until invalidateCatalogue()", async () => {
    const product = await insertProduct({ name: "Cache Tee", handle: "cache-tee", basePrice: 2000 }, [
      { size: "M", color: "Pink" },
    ]);
    invalidateCatalogue();
    expect((await catalog.listProducts({ q: "cache" })).products[0]!.price.amount).toBe(2000);
    expect((await catalog.getProduct("cache-tee"))!.name).toBe("Cache Tee");

    await db
      .update(schema.products)
      .set({ name: "Renamed Tee", basePrice: 2600 })
      .where(eq(schema.products.id, product.id));
    // Still the remembered answers: the database was not asked again.
    expect((await catalog.listProducts({ q: "cache" })).products[0]!.price.amount).toBe(2000);
    expect((await catalog.getProduct("cache-tee"))!.name).toBe("Cache Tee");
    // Cart pricing is never cached.
    const [line] = await catalog.priceCartLines([{ productId: product.id, size: "M", color: "Pink", quantity: 1 }]);
    expect(line!.unitPrice!.amount).toBe(2600);

    invalidateCatalogue();
    expect((await catalog.listProducts({ q: "renamed" })).products[0]!.price.amount).toBe(2600);
    expect((await catalog.getProduct("cache-tee"))!.name).toBe("Renamed Tee");

    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, product.id));
    invalidateCatalogue();
    expect(await catalog.getProduct("cache-tee")).toBeNull();
    expect((await catalog.listProducts({ q: "renamed" })).total).toBe(0);
  });

  it("loads a key once for concurrent callers and forgets failures", async () => {
    invalidateCatalogue();
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cached("k", load), cached("k", load), cached("k", load)])).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cached("bad", failing)).rejects.toThrow("database down");
    await Promise.resolve();
    await expect(cached("bad", failing)).rejects.toThrow("database down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("uses the native adapter by default", async () => {
    const spy = vi.spyOn(nativeCatalog, "listCategories");
    invalidateCatalogue();
    await catalog.listCategories();
    await catalog.listCategories();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("shows the demo seed once invalidated (the server does so after seeding on start)", async () => {
    invalidateCatalogue();
    expect((await catalog.listProducts({ q: "no rules club" })).total).toBe(0);
    await seedDemoCatalogue(db);
    invalidateCatalogue();
    expect((await catalog.listProducts({ q: "no rules club" })).total).toBe(1);
  });
});

describe("catalogue cache bounds", () => {
  it("keeps at most its byte bound of loaded values, dropping the least recently used", async () => {
    invalidateCatalogue();
    const megabyte = "x".repeat(1024 * 1024);
    const loads = vi.fn(async (key: string) => `${key}:${megabyte}`);
    const count = Math.ceil(CATALOGUE_CACHE_MAX_BYTES / megabyte.length) + 2;
    for (let index = 0; index < count; index++) await cached(`big-${index}`, () => loads(`big-${index}`));
    const size = catalogueCacheSize();
    expect(size.bytes).toBeLessThanOrEqual(CATALOGUE_CACHE_MAX_BYTES);
    expect(size.entries).toBeGreaterThan(0);
    expect(size.entries).toBeLessThan(count);
    // The newest is still served from memory; the oldest was dropped and loads again.
    await cached(`big-${count - 1}`, () => loads(`big-${count - 1}`));
    await cached("big-0", () => loads("big-0"));
    expect(loads.mock.calls.map(([key]) => key).filter((key) => key === `big-${count - 1}`)).toHaveLength(1);
    expect(loads.mock.calls.map(([key]) => key).filter((key) => key === "big-0")).toHaveLength(2);
    invalidateCatalogue();
    expect(catalogueCacheSize()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe("loadOrEmpty", () => {
  it("returns the value, or logs and returns the empty value when the read fails", async () => {
    expect(await loadOrEmpty("x", async () => [1, 2], [])).toEqual({ value: [1, 2], ok: true, problem: null });
    const failed = await loadOrEmpty(
      "x",
      async () => {
        throw new Error("database down");
      },
      [] as number[],
    );
    // Our database's failure shows nothing of its internals …
    expect(failed).toEqual({ value: [], ok: false, problem: null });
    // … the commerce platform's error is told in its own words (SPEC section 8).
    const shopify = await loadOrEmpty(
      "x",
      async () => {
        throw new ShopifyError("HTTP error! status: 401", 401);
      },
      [] as number[],
    );
    expect(shopify).toEqual({ value: [], ok: false, problem: "HTTP error! status: 401" });
  });
});

describe("the last good answer", () => {
  it("answers an expired key with its last good value when the reload fails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const key = `last-good-${Math.random()}`;
      expect(await cached(key, async () => "fresh")).toBe("fresh");
      vi.setSystemTime(Date.now() + 61_000);
      expect(await cached(key, () => Promise.reject(new Error("partner down")))).toBe("fresh");
      // Without an earlier good answer the failure still shows.
      await expect(cached(`${key}-new`, () => Promise.reject(new Error("partner down")))).rejects.toThrow(
        "partner down",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
