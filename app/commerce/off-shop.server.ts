// Drops (decision record 042): a product in a drop that has ended and takes its products off the
// shop leaves the listing, search, the home page and the sitemap from its end second, by the
// database's clock. Read, never written (nothing touches products.is_active). The catalogues cannot
// import the drops module (which reads the catalogue), so the rule is here, once for each way a
// catalogue knows its products: the native one by id in its own queries, a hosted one (Shopify) by
// handle, the only link a drop has to a product that lives at the platform.
import { and, eq, lte, sql } from "drizzle-orm";
import type { CommerceCatalog } from "~/commerce/types";
import { db, schema } from "~/lib/db.server";

const { drops, dropProducts } = schema;

/** The native catalogue's condition on `products`: in no ended drop that took it off the shop. */
export const onShop = sql`not exists (select 1 from ${dropProducts} dp join ${drops} d on d.id = dp.drop_id
  where dp.product_id = ${schema.products.id} and d.after_end = 'remove' and d.ends_at <= now())`;

/** The handles of the products taken off the shop now. */
async function offShopHandles(): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ handle: dropProducts.productHandle })
    .from(dropProducts)
    .innerJoin(drops, eq(drops.id, dropProducts.dropId))
    .where(and(eq(drops.afterEnd, "remove"), lte(drops.endsAt, sql`now()`)));
  return new Set(rows.map((row) => row.handle));
}

/**
 * A hosted catalogue whose listing (and so search, categories' pages and the home page) and
 * sitemap leave out the products taken off the shop. A listing page then shows fewer cards; its
 * cursors and page links are the platform's, unchanged.
 */
export function withoutOffShop<T extends CommerceCatalog>(catalog: T): T {
  return {
    ...catalog,
    async listProducts(query, market) {
      const [page, off] = await Promise.all([catalog.listProducts(query, market), offShopHandles()]);
      return off.size ? { ...page, products: page.products.filter((product) => !off.has(product.handle)) } : page;
    },
    async listSitemapEntries() {
      const [entries, off] = await Promise.all([catalog.listSitemapEntries(), offShopHandles()]);
      return entries.filter((entry) => !off.has(entry.handle));
    },
  };
}
