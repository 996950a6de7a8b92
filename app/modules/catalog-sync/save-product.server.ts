// Writes one synced product and its variants in its own transaction, matched on (partner,
// partner product id): a product is created once, updated only when something changed, and keeps
// its handle for life; the fields the owner changed stay the owner's (decision 062). Also the
// catalogue-wide steps: deactivating products gone at the partner and the demo catalogue.
import { and, eq, inArray, not, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import type { SyncedProduct, SyncedVariant } from "~/integrations/partner-port";
import { queueBackInStock } from "~/modules/drops/index.server";
import {
  keepOwnerEdits,
  matchVariant,
  productChanged,
  productFields,
  sizeGuideField,
  variantChanged,
  variantFields,
} from "./synced-fields.server";

const { products, productVariants } = schema;

/** The partner a product came from (its registry id), as products.source holds it. */
export type SyncSource = string;
export type SaveResult = "created" | "updated" | "unchanged";

export function slugify(name: string) {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "product"
  );
}

/** The name's slug, or (when another product holds it) the slug with the partner and its id. */
async function freeHandle(tx: Tx, name: string, source: SyncSource, externalId: string) {
  const plain = slugify(name);
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.handle, plain)).limit(1);
  return taken ? `${plain}-${source}-${slugify(externalId)}` : plain;
}

/**
 * Writes the variants; which fields a partner may change is `only` (inventory sync passes
 * price and availability). Variants gone at the partner stop being sellable (orders point at them).
 */
async function saveVariants(
  tx: Tx,
  productId: string,
  variants: SyncedVariant[],
  only?: ("price" | "available")[],
  ownerPrices = false,
) {
  const rows = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const matched = new Set<string>();
  const backInStock: string[] = [];
  let changed = false;
  for (const variant of variants) {
    const row = matchVariant(rows, variant);
    const full = variantFields(variant);
    const fields: Partial<typeof full> = only ? Object.fromEntries(only.map((key) => [key, full[key]])) : { ...full };
    // The owner's prices (decision 062) stay on the variants they were set on; a new variant takes the partner's.
    if (ownerPrices) delete fields.price;
    if (!row) {
      if (only) continue;
      await tx.insert(productVariants).values({ productId, ...full });
      changed = true;
      continue;
    }
    matched.add(row.id);
    if (variantChanged(row, fields as typeof full)) {
      if (!row.available && full.available && "available" in fields) backInStock.push(row.id);
      await tx
        .update(productVariants)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(productVariants.id, row.id));
      changed = true;
    }
  }
  const gone = rows.filter((row) => !matched.has(row.id) && row.available).map((row) => row.id);
  if (gone.length) {
    await tx
      .update(productVariants)
      .set({ available: false, updatedAt: sql`now()` })
      .where(inArray(productVariants.id, gone));
    changed = true;
  }
  // Drops: whoever asked to hear when a variant is back gets one email (decision 042).
  await queueBackInStock(tx, backInStock);
  return changed;
}

async function findSynced(tx: Tx, source: SyncSource, externalId: string) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.source, source), eq(products.externalId, externalId)));
  return row;
}

/** JSON with keys in one order: jsonb gives an object back with its keys reordered. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export async function saveSyncedProduct(source: SyncSource, synced: SyncedProduct): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const existing = await findSynced(tx, source, synced.externalId);
    const partner = productFields(synced);
    const fields = { ...(existing ? keepOwnerEdits(partner, existing) : partner), ...sizeGuideField(synced, existing) };
    if (!existing) {
      const handle = await freeHandle(tx, synced.name, source, synced.externalId);
      const [created] = await tx
        .insert(products)
        .values({ ...fields, handle, source, externalId: synced.externalId })
        .returning({ id: products.id });
      await saveVariants(tx, created!.id, synced.variants);
      return "created";
    }
    const productDiffers =
      productChanged(existing, fields) ||
      ("sizeGuide" in fields && canonical(existing.sizeGuide) !== canonical(fields.sizeGuide));
    if (productDiffers) {
      await tx
        .update(products)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(products.id, existing.id));
    }
    const ownerPrices = existing.ownerEdited.includes("price");
    const variantsDiffer = await saveVariants(tx, existing.id, synced.variants, undefined, ownerPrices);
    return productDiffers || variantsDiffer ? "updated" : "unchanged";
  });
}

/**
 * Inventory: the price and availability of a synced product's variants, nothing else (names,
 * images, handles stay). Returns undefined for a product not synced yet.
 */
export async function refreshInventory(source: SyncSource, synced: SyncedProduct): Promise<SaveResult | undefined> {
  return db.transaction(async (tx) => {
    const existing = await findSynced(tx, source, synced.externalId);
    if (!existing) return undefined;
    const ownerPrices = existing.ownerEdited.includes("price");
    const changed = await saveVariants(tx, existing.id, synced.variants, ["price", "available"], ownerPrices);
    const basePrice = productFields(synced).basePrice;
    if (!ownerPrices && existing.basePrice !== basePrice) {
      await tx
        .update(products)
        .set({ basePrice, updatedAt: sql`now()` })
        .where(eq(products.id, existing.id));
      return "updated";
    }
    return changed ? "updated" : "unchanged";
  });
}

/** Deactivates (never deletes: orders show them) the partner's products that it no longer lists. */
export async function deactivateMissing(source: SyncSource, seenExternalIds: string[]) {
  const stillListed = seenExternalIds.length ? not(inArray(products.externalId, seenExternalIds)) : sql`true`;
  const rows = await db
    .update(products)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(products.source, source), eq(products.isActive, true), stillListed))
    .returning({ id: products.id });
  return rows.length;
}

/** A real shop does not sell demo goods: called once, after the first successful partner sync. */
export async function deactivateDemoCatalogue() {
  const rows = await db
    .update(products)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(products.source, "demo"), eq(products.isActive, true)))
    .returning({ id: products.id });
  return rows.length;
}

/** Whether any variant of the partner's products carries its id (the inventory sync's work list). */
export async function hasSyncedProducts(source: SyncSource) {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.source, source), sql`${productVariants.partnerVariantId} is not null`))
    .limit(1);
  return Boolean(row);
}

/**
 * For a sync taken back after a crash: what an earlier attempt of the same run already did to a
 * product the new attempt finds unchanged (created or updated since the run started), so the
 * summary counts the run, not only its last attempt.
 */
export async function writtenSince(source: SyncSource, externalId: string, since: Date) {
  const [row] = await db
    .select({
      created: sql<boolean>`${products.createdAt} >= ${since.toISOString()}::timestamptz`,
      updated: sql<boolean>`${products.updatedAt} >= ${since.toISOString()}::timestamptz or exists (select 1 from ${productVariants} pv
        where pv.product_id = ${products.id} and pv.updated_at >= ${since.toISOString()}::timestamptz)`,
    })
    .from(products)
    .where(and(eq(products.source, source), eq(products.externalId, externalId)));
  if (row?.created) return "created" as const;
  return row?.updated ? ("updated" as const) : undefined;
}

/** How many of the partner's products were deactivated since the run started (any attempt). */
export async function deactivatedSince(source: SyncSource, seenExternalIds: string[], since: Date) {
  const notListed = seenExternalIds.length ? not(inArray(products.externalId, seenExternalIds)) : sql`true`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.source, source),
        eq(products.isActive, false),
        sql`${products.updatedAt} >= ${since.toISOString()}::timestamptz`,
        notListed,
      ),
    );
  return rows.length;
}
