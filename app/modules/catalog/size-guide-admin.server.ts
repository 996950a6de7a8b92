// The owner's size tables (issue #34, decision 059): read a product's table for its admin page,
// save the owner's own, remove a table. Each write empties the catalogue cache, so the product
// page shows the change at once.
import { eq, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import type { SizeGuide } from "~/lib/size-guide";
import { invalidateCatalogue } from "./catalog-cache.server";

const { products } = schema;

/** The product an admin page is about, or undefined (a malformed id included). */
export async function sizeGuideProduct(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      handle: products.handle,
      sizes: products.sizes,
      source: products.source,
      sizeGuide: products.sizeGuide,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/** Where each product's table came from ('owner', 'partner', 'demo'), for the admin's product list. */
export async function sizeGuideSources() {
  const rows = await db
    .select({ id: products.id, source: sql<SizeGuide["source"] | null>`${products.sizeGuide}->>'source'` })
    .from(products);
  return new Map(rows.map((row) => [row.id, row.source]));
}

/** The owner's table replaces whatever the product had; the sync and the seed leave it alone. */
export async function saveOwnerSizeGuide(productId: string, guide: SizeGuide) {
  await db
    .update(products)
    .set({ sizeGuide: { ...guide, source: "owner" }, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  invalidateCatalogue();
}

/** No table: the product page stops offering a size guide (a partner's table returns at its next sync). */
export async function removeSizeGuide(productId: string) {
  await db
    .update(products)
    .set({ sizeGuide: null, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  invalidateCatalogue();
}
