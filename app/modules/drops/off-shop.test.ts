// An ended drop that takes its products off the shop: from its end second the listing, search
// and the sitemap leave its products out, without touching products.is_active; a live drop's and
// a "back to normal sale" drop's products stay (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { catalog, invalidateCatalogue } from "~/modules/catalog/index.server";
import { makeProduct } from "../../../tests/support/checkout-fixtures";

const MINUTE = 60_000;

async function dropOf(word: string, afterEnd: "remove" | "normal", endsInMs: number) {
  const product = await makeProduct({ name: `${word} Tee` });
  const [drop] = await db
    .insert(schema.drops)
    .values({
      name: `${word} drop`,
      slug: `off-shop-${randomUUID().slice(0, 8)}`,
      launchAt: new Date(Date.now() - 10 * MINUTE),
      endsAt: new Date(Date.now() + endsInMs),
      afterEnd,
    })
    .returning();
  await db
    .insert(schema.dropProducts)
    .values({ dropId: drop!.id, productId: product.id, productHandle: product.handle });
  return { drop: drop!, product };
}

/** The listing as a fresh request reads it (the in-process catalogue cache keeps reads 15 s: decision 032). */
async function listed(q: string) {
  invalidateCatalogue();
  return (await catalog.listProducts({ q, pageSize: 50 })).products.map((p) => p.id);
}

describe("ended drops taken off the shop", () => {
  it("leave the listing, search and sitemap at their end; live and 'normal' drops stay", async () => {
    const word = `Offshop${randomUUID().slice(0, 6)}`;
    const ended = await dropOf(word, "remove", -MINUTE);
    const live = await dropOf(word, "remove", 10 * MINUTE);
    const normal = await dropOf(word, "normal", -MINUTE);

    const found = await listed(word);
    expect(found).not.toContain(ended.product.id);
    expect(found).toEqual(expect.arrayContaining([live.product.id, normal.product.id]));
    expect((await catalog.listProducts({ q: word, pageSize: 50 })).total).toBe(2);
    const featured = (await catalog.listProducts({ sort: "featured", pageSize: 500 })).products.map((p) => p.id);
    expect(featured).not.toContain(ended.product.id);
    const sitemap = (await catalog.listSitemapEntries()).map((entry) => entry.handle);
    expect(sitemap).not.toContain(ended.product.handle);
    expect(sitemap).toContain(live.product.handle);

    // Nothing was written to the product: it is still active, and moving the end back lists it again.
    const [row] = await db.select().from(schema.products).where(eq(schema.products.id, ended.product.id));
    expect(row!.isActive).toBe(true);
    await db
      .update(schema.drops)
      .set({ endsAt: new Date(Date.now() + MINUTE) })
      .where(eq(schema.drops.id, ended.drop.id));
    expect(await listed(word)).toContain(ended.product.id);
    // The live drop leaves at its end second.
    await db
      .update(schema.drops)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(schema.drops.id, live.drop.id));
    expect(await listed(word)).not.toContain(live.product.id);
  });
});
