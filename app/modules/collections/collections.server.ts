// Collections on the server (decision 067): the owner's list, one collection with its products in
// the owner's order, the saves (each empties the catalogue and page caches), the links the header
// and footer show, and the sitemap's entries. Hidden products stay in a collection's rows but
// leave its page (the catalogue shows active products only).
import { and, asc, count, eq, max, ne, notExists, or, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { invalidateCatalogue, reorderedIds, type OrderedChange } from "~/modules/catalog/index.server";
import type { CollectionInput } from "./collection.schema";

const { collections, collectionProducts, products } = schema;

export type CollectionLink = { label: string; to: string };
export type SaveResult = { ok: true; id: string } | { ok: false; field: "slug"; message: string };

export async function listCollections() {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      slug: collections.slug,
      inHeader: collections.inHeader,
      inFooter: collections.inFooter,
      products: count(collectionProducts.productId),
    })
    .from(collections)
    .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
    .groupBy(collections.id)
    .orderBy(asc(collections.name));
}

/** One collection for its edit page: the fields, its products in order, and the products to add. */
export async function loadCollection(id: string) {
  if (!isUuid(id)) return null;
  const [collection] = await db.select().from(collections).where(eq(collections.id, id));
  if (!collection) return null;
  const items = await db
    .select({ id: products.id, name: products.name, isActive: products.isActive })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, id))
    .orderBy(asc(collectionProducts.position));
  const candidates = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(collectionProducts)
            .where(and(eq(collectionProducts.collectionId, id), eq(collectionProducts.productId, products.id))),
        ),
      ),
    )
    .orderBy(asc(products.name));
  return { collection, items, candidates };
}

/** A collection's page: by its slug. */
export async function collectionBySlug(slug: string) {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null;
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug));
  return collection ?? null;
}

async function slugTaken(slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.slug, slug), exceptId ? ne(collections.id, exceptId) : undefined));
  return Boolean(row);
}

const TAKEN = { ok: false, field: "slug", message: "Another collection has this web address" } as const;

function changed() {
  navCache = null;
  invalidateCatalogue();
}

/** Creates a collection, or updates it when `id` is given; a slug in use is refused at its field. */
export async function saveCollection(input: CollectionInput, id?: string): Promise<SaveResult> {
  if (await slugTaken(input.slug, id)) return TAKEN;
  try {
    if (id) {
      const [row] = await db
        .update(collections)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(collections.id, id))
        .returning({ id: collections.id });
      changed();
      return row ? { ok: true, id: row.id } : { ok: false, field: "slug", message: "This collection no longer exists" };
    }
    const [row] = await db.insert(collections).values(input).returning({ id: collections.id });
    changed();
    return { ok: true, id: row!.id };
  } catch (error) {
    // Two saves of one slug at once: the unique index decides.
    if (String((error as { cause?: unknown }).cause ?? error).includes("collections_slug_unique")) return TAKEN;
    throw error;
  }
}

export async function deleteCollection(id: string) {
  if (!isUuid(id)) return;
  await db.delete(collections).where(eq(collections.id, id));
  changed();
}

export type CollectionChange = { ok: boolean; message: string };

/** Adds a product at the end, moves one up or down, or takes it out; positions stay 1..n. */
export async function changeCollectionProducts(
  collectionId: string,
  intent: OrderedChange,
  productId: string,
): Promise<CollectionChange> {
  if (!isUuid(collectionId) || !isUuid(productId)) return { ok: false, message: "Choose a product" };
  const result = await db.transaction(async (tx): Promise<CollectionChange> => {
    const rows = await tx
      .select({ id: collectionProducts.productId, name: products.name })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(collectionProducts.collectionId, collectionId))
      .orderBy(asc(collectionProducts.position));
    const named = rows.find((row) => row.id === productId)?.name;
    if (intent === "add") {
      if (named) return { ok: false, message: "That product is in the collection already" };
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) return { ok: false, message: "Choose a visible product" };
      const [{ last } = { last: null }] = await tx
        .select({ last: max(collectionProducts.position) })
        .from(collectionProducts)
        .where(eq(collectionProducts.collectionId, collectionId));
      await tx.insert(collectionProducts).values({ collectionId, productId, position: (last ?? 0) + 1 });
      return { ok: true, message: `${product.name} is in the collection` };
    }
    const order = reorderedIds(
      rows.map((row) => row.id),
      intent,
      productId,
    );
    if (!order || !named) return { ok: false, message: "That product is not in the collection" };
    if (intent === "remove") {
      await tx
        .delete(collectionProducts)
        .where(and(eq(collectionProducts.collectionId, collectionId), eq(collectionProducts.productId, productId)));
    }
    for (const [index, id] of order.entries()) {
      await tx
        .update(collectionProducts)
        .set({ position: index + 1 })
        .where(and(eq(collectionProducts.collectionId, collectionId), eq(collectionProducts.productId, id)));
    }
    return { ok: true, message: intent === "remove" ? `${named} left the collection` : `${named} moved ${intent}` };
  });
  if (result.ok) changed();
  return result;
}

// The header's and footer's links, read on every page: kept in the process until a save here
// (another process picks a save up within NAV_CACHE_MS).
const NAV_CACHE_MS = 30_000;
let navCache: { at: number; links: { header: CollectionLink[]; footer: CollectionLink[] } } | null = null;

/** The collections the owner links from the header and from the footer, by name. */
export async function collectionNavLinks() {
  if (navCache && Date.now() - navCache.at < NAV_CACHE_MS) return navCache.links;
  const rows = await db
    .select({
      name: collections.name,
      slug: collections.slug,
      inHeader: collections.inHeader,
      inFooter: collections.inFooter,
    })
    .from(collections)
    .where(or(eq(collections.inHeader, true), eq(collections.inFooter, true)))
    .orderBy(asc(collections.name));
  const link = (row: (typeof rows)[number]) => ({ label: row.name, to: `/collections/${row.slug}` });
  const links = {
    header: rows.filter((row) => row.inHeader).map(link),
    footer: rows.filter((row) => row.inFooter).map(link),
  };
  navCache = { at: Date.now(), links };
  return links;
}

/** Every collection's page, for the sitemap. */
export async function collectionSitemapPaths() {
  const rows = await db.select({ slug: collections.slug }).from(collections).orderBy(asc(collections.slug));
  return rows.map((row) => `/collections/${row.slug}`);
}
