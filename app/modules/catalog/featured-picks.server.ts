// The owner's featured products (decision 067): picked and ordered on /admin/products/featured.
// The home page and the listing's "Featured" sort show the picks first, in the owner's order, and
// today's rule (the newest of each category) fills the rest, so no pick at all changes nothing.
import { and, asc, eq, isNotNull, isNull, max } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { FEATURED_SHOWN } from "./featured-products";
import { invalidateCatalogue } from "./catalog-cache.server";
import { reorderedIds, type OrderedChange } from "./ordered-products.schema";

const { products } = schema;

export type FeaturedPick = { id: string; name: string; handle: string; isActive: boolean };

/** The picks in the owner's order, hidden ones too (they show again once visible). */
export async function featuredPicks(): Promise<FeaturedPick[]> {
  return db
    .select({ id: products.id, name: products.name, handle: products.handle, isActive: products.isActive })
    .from(products)
    .where(isNotNull(products.featuredRank))
    .orderBy(asc(products.featuredRank), asc(products.name));
}

/** The visible products the owner could still pick, by name. */
export async function featuredCandidates() {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.isActive, true), isNull(products.featuredRank)))
    .orderBy(asc(products.name));
}

export type FeaturedChange = { ok: true; message: string } | { ok: false; message: string };

/** What the featured form asks: add a product at the end, move one up or down, or take it off. */
export async function changeFeatured(intent: OrderedChange, productId: string): Promise<FeaturedChange> {
  if (!isUuid(productId)) return { ok: false, message: "Choose a product" };
  const result = await db.transaction(async (tx): Promise<FeaturedChange> => {
    const picks = await tx
      .select({ id: products.id, name: products.name, rank: products.featuredRank })
      .from(products)
      .where(isNotNull(products.featuredRank))
      .orderBy(asc(products.featuredRank), asc(products.name));
    const at = picks.findIndex((pick) => pick.id === productId);
    if (intent === "add") {
      if (at !== -1) return { ok: false, message: "That product is featured already" };
      if (picks.length >= FEATURED_SHOWN)
        return { ok: false, message: `The home page shows ${FEATURED_SHOWN} products: take one off first` };
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) return { ok: false, message: "Choose a visible product" };
      const [{ last } = { last: null }] = await tx.select({ last: max(products.featuredRank) }).from(products);
      await tx
        .update(products)
        .set({ featuredRank: (last ?? 0) + 1 })
        .where(eq(products.id, productId));
      return { ok: true, message: `${product.name} is featured` };
    }
    const order = reorderedIds(
      picks.map((pick) => pick.id),
      intent,
      productId,
    );
    if (!order) return { ok: false, message: "That product is not featured" };
    // Ranks rewritten 1..n: the order is what the owner sees, with no gaps or ties to drift.
    if (intent === "remove") await tx.update(products).set({ featuredRank: null }).where(eq(products.id, productId));
    for (const [index, id] of order.entries()) {
      await tx
        .update(products)
        .set({ featuredRank: index + 1 })
        .where(eq(products.id, id));
    }
    const name = picks[at]!.name;
    return { ok: true, message: intent === "remove" ? `${name} is no longer featured` : `${name} moved ${intent}` };
  });
  if (result.ok) invalidateCatalogue();
  return result;
}
