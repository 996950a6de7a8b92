// The catalogue cache against a real database: reads are served from memory until invalidated.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { nativeCatalog } from "~/commerce/native/catalog.server";
import { insertProduct } from "~/commerce/native/test-fixtures.server";
import { db, schema } from "~/lib/db.server";
import { seedDemoCatalogue } from "../../../db/seed";
import { cached, invalidateCatalogue } from "./catalog-cache.server";
import { catalog, loadOrEmpty } from "./catalog.server";

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

  it("is invalidated by the demo seed", async () => {
    invalidateCatalogue();
    expect((await catalog.listProducts({ q: "no rules club" })).total).toBe(0);
    await seedDemoCatalogue(db);
    expect((await catalog.listProducts({ q: "no rules club" })).total).toBe(1);
  });
});

describe("loadOrEmpty", () => {
  it("returns the value, or logs and returns the empty value when the read fails", async () => {
    expect(await loadOrEmpty("x", async () => [1, 2], [])).toEqual({ value: [1, 2], ok: true });
    const failed = await loadOrEmpty(
      "x",
      async () => {
        throw new Error("database down");
      },
      [] as number[],
    );
    expect(failed).toEqual({ value: [], ok: false });
  });
});
