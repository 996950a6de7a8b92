// What a partner's product writes into our rows: the product's and variants' fields from the
// synced shape, whether a row changed, which row a partner variant is, and the fields that stay
// the owner's (decision 062) or the owner's size table (decision 059).
import type { SyncedProduct, SyncedVariant } from "~/integrations/partner-port";
import type { schema } from "~/lib/db.server";

const uniqueValues = (values: string[]) => [...new Set(values)];
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** jsonb keeps keys in its own order, so the colours are compared by name, not by position. */
function sameColourImages(a: Record<string, string[]>, b: Record<string, string[]>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] && sameList(a[key]!, b[key]));
}

export function productFields(synced: SyncedProduct) {
  const prices = synced.variants.map((variant) => variant.price);
  return {
    name: synced.name,
    description: synced.description || null,
    category: synced.category,
    basePrice: prices.length ? Math.min(...prices) : 0,
    imageUrl: synced.images[0] ?? null,
    additionalImages: synced.images.slice(1),
    colorImages: synced.colorImages,
    sizes: uniqueValues(synced.variants.map((variant) => variant.size)),
    colors: uniqueValues(synced.variants.map((variant) => variant.color)),
    isActive: true,
  };
}

export function variantFields(variant: SyncedVariant) {
  return {
    size: variant.size,
    color: variant.color,
    price: variant.price,
    available: variant.available,
    sku: variant.sku,
    partnerVariantId: variant.partnerVariantId,
    baseCost: variant.baseCost ?? null,
  };
}

type VariantRow = typeof schema.productVariants.$inferSelect;
type ProductRow = typeof schema.products.$inferSelect;

export function productChanged(row: ProductRow, fields: ReturnType<typeof productFields>) {
  return (
    row.name !== fields.name ||
    row.description !== fields.description ||
    row.category !== fields.category ||
    row.basePrice !== fields.basePrice ||
    row.imageUrl !== fields.imageUrl ||
    !row.isActive ||
    !sameList(row.additionalImages, fields.additionalImages) ||
    !sameColourImages(row.colorImages, fields.colorImages) ||
    !sameList(row.sizes, fields.sizes) ||
    !sameList(row.colors, fields.colors)
  );
}

export function variantChanged(row: VariantRow, fields: ReturnType<typeof variantFields>) {
  return (Object.keys(fields) as (keyof typeof fields)[]).some((key) => row[key] !== fields[key]);
}

/** The row a partner variant updates: the one with its partner id, else the one with its size and colour. */
export function matchVariant(rows: VariantRow[], variant: SyncedVariant) {
  return (
    rows.find((row) => row.partnerVariantId === variant.partnerVariantId) ??
    rows.find((row) => row.size === variant.size && row.color === variant.color)
  );
}

/** The columns an owner's edit keeps (decision 062): the sync writes back what the row already holds. */
export function keepOwnerEdits(fields: ReturnType<typeof productFields>, existing: ProductRow) {
  const kept = { ...fields };
  for (const field of existing.ownerEdited) {
    if (field === "price") kept.basePrice = existing.basePrice;
    else kept[field] = existing[field] as never;
  }
  return kept;
}

/**
 * The partner's size table (issue #34), when it gave an answer; a table the owner entered stays,
 * and a partner that has none to give (undefined) leaves the column alone.
 */
export function sizeGuideField(synced: SyncedProduct, existing: ProductRow | undefined) {
  if (synced.sizeGuide === undefined || existing?.sizeGuide?.source === "owner") return {};
  return { sizeGuide: synced.sizeGuide };
}
