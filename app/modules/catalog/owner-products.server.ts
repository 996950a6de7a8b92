// The owner's products (/admin/products, decision 062): every product, hidden and demo included,
// with its partner, prices, costs and margin, searched and paged; one product for its edit form,
// and the save, which marks the fields the owner changed so the catalogue sync leaves them alone.
import { asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { findPartner } from "~/integrations/partners.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { containsPattern } from "~/lib/like";
import { marginPercent } from "~/lib/margin";
import { descriptionFromText, descriptionToText } from "~/lib/rich-text";
import { invalidateCatalogue } from "./catalog-cache.server";
import type { OwnerProductContext, OwnerProductInput, OwnerVariant } from "./owner-product.schema";

const { products, productVariants } = schema;
type OwnerField = (typeof products.$inferSelect)["ownerEdited"][number];

export const OWNER_PAGE_SIZE = 20;

type Range = { low: number; high: number } | null;
const rangeOf = (values: number[]): Range =>
  values.length ? { low: Math.min(...values), high: Math.max(...values) } : null;

/** A variant's price and what one costs the shop: the partner's base cost, else the owner's unit cost. */
async function variantsOf(rows: { id: string; basePrice: number; unitCost: number | null }[]) {
  const ids = rows.map((row) => row.id);
  const variants = ids.length
    ? await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.size), asc(productVariants.color))
    : [];
  const byProduct = new Map(rows.map((row) => [row.id, [] as OwnerVariant[]]));
  for (const variant of variants) {
    const product = rows.find((row) => row.id === variant.productId)!;
    byProduct.get(variant.productId)!.push({
      id: variant.id,
      label: `${variant.size} / ${variant.color}`,
      price: variant.price ?? product.basePrice,
      cost: variant.baseCost ?? product.unitCost,
    });
  }
  return byProduct;
}

export async function listOwnerProducts({ q, page }: { q: string; page: number }) {
  const search = q.trim()
    ? or(ilike(products.name, containsPattern(q.trim())), ilike(products.handle, containsPattern(q.trim())))
    : undefined;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      handle: products.handle,
      source: products.source,
      isActive: products.isActive,
      basePrice: products.basePrice,
      unitCost: products.unitCost,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(search)
    .orderBy(asc(products.name), asc(products.id))
    .limit(OWNER_PAGE_SIZE)
    .offset((page - 1) * OWNER_PAGE_SIZE);
  const variants = await variantsOf(rows);
  const total = rows[0]?.total ?? 0;
  return {
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / OWNER_PAGE_SIZE)),
    products: rows.map(({ total: _total, basePrice, unitCost, ...row }) => {
      const own = variants.get(row.id) ?? [];
      const priced = own.length ? own : [{ price: basePrice, cost: unitCost }];
      const margins = priced.map((v) => marginPercent(v.price, v.cost)).filter((m): m is number => m !== null);
      return {
        ...row,
        partner: findPartner(row.source)?.displayName ?? (row.source === "demo" ? "Demo catalogue" : row.source),
        price: rangeOf(priced.map((v) => v.price))!,
        cost: rangeOf(priced.flatMap((v) => (v.cost === null ? [] : [v.cost]))),
        // The tightest variant's margin: the one a reader needs to see.
        margin: margins.length ? Math.min(...margins) : null,
      };
    }),
  };
}

/** One product for its edit form with what the form's checks need, or undefined (a malformed id too). */
export async function loadOwnerProduct(id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const [variants, categories] = await Promise.all([
    variantsOf([row]),
    db.selectDistinct({ category: products.category }).from(products).orderBy(asc(products.category)),
  ]);
  const context: OwnerProductContext = {
    categories: categories.map((entry) => entry.category),
    variants: variants.get(row.id) ?? [],
    minMarginPercent: env.MIN_MARGIN_PERCENT,
  };
  return {
    product: {
      id: row.id,
      name: row.name,
      handle: row.handle,
      source: row.source,
      category: row.category,
      description: descriptionToText(row.description),
      visible: row.isActive,
      seoTitle: row.seoTitle ?? "",
      seoDescription: row.seoDescription ?? "",
      ownerEdited: row.ownerEdited,
    },
    context,
  };
}

export type OwnerProduct = NonNullable<Awaited<ReturnType<typeof loadOwnerProduct>>>;

/**
 * Writes the form in one transaction and empties the catalogue cache. Only a field whose value
 * changed becomes the owner's: saving the form untouched takes nothing from the partner.
 */
export async function saveOwnerProduct(loaded: OwnerProduct, input: OwnerProductInput) {
  const { product, context } = loaded;
  const changed = new Set<OwnerField>(product.ownerEdited);
  if (input.name !== product.name) changed.add("name");
  if (input.description.trim() !== product.description) changed.add("description");
  if (input.category !== product.category) changed.add("category");
  if (input.visible !== product.visible) changed.add("isActive");
  const repriced = context.variants.filter((variant) => input.prices[variant.id] !== variant.price);
  if (repriced.length) changed.add("price");
  const prices = context.variants.map((variant) => input.prices[variant.id]!);
  await db.transaction(async (tx) => {
    for (const variant of repriced)
      await tx
        .update(productVariants)
        .set({ price: input.prices[variant.id]!, updatedAt: sql`now()` })
        .where(eq(productVariants.id, variant.id));
    await tx
      .update(products)
      .set({
        name: input.name,
        category: input.category,
        isActive: input.visible,
        seoTitle: input.seoTitle || null,
        seoDescription: input.seoDescription || null,
        ownerEdited: [...changed],
        ...(changed.has("description") && input.description.trim() !== product.description
          ? { description: descriptionFromText(input.description) || null }
          : {}),
        ...(repriced.length ? { basePrice: Math.min(...prices) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, product.id));
  });
  invalidateCatalogue();
}
