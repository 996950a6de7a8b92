// The native catalogue: products and variants from our own tables through Drizzle.
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type {
  CartLineInput,
  CommerceCatalog,
  PricedCartLine,
  ProductDetail,
  ProductListPage,
  ProductListQuery,
  ProductSummary,
  ProductVariant,
} from "~/commerce/types";
import { db, schema } from "~/lib/db.server";
import { SHOP_CURRENCY } from "~/lib/money";
import { onShop } from "../off-shop.server";
import { listFacets, variantFilter } from "./filters.server";
import { containsPattern } from "~/lib/like";

const { collectionProducts, products, productVariants } = schema;

export const DEFAULT_PAGE_SIZE = 20;
const LIST_IMAGES = 5;
const DETAIL_IMAGES = 10;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const usd = (amount: number) => ({ amount, currencyCode: SHOP_CURRENCY });

/** The lowest price any variant sells for; the base price when a product has no variants. */
// Written with explicit table names: Drizzle leaves columns of a single-table select
// unqualified, which inside this correlated subquery would bind to product_variants.
const minPrice =
  sql<number>`coalesce((select min(coalesce(pv.price, "products"."base_price")) from ${productVariants} pv where pv.product_id = "products"."id"), "products"."base_price")`.mapWith(
    products.basePrice,
  );

const summaryColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  description: products.description,
  category: products.category,
  imageUrl: products.imageUrl,
  additionalImages: products.additionalImages,
  createdAt: products.createdAt,
  minPrice,
};

type SummaryRow = {
  id: string;
  handle: string;
  name: string;
  description: string | null;
  category: string;
  imageUrl: string | null;
  additionalImages: string[];
  createdAt: Date;
  minPrice: number;
};

function imagesOf(row: { imageUrl: string | null; additionalImages: string[] }, limit: number) {
  return [row.imageUrl, ...row.additionalImages].filter((url): url is string => Boolean(url)).slice(0, limit);
}

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    description: row.description,
    category: row.category,
    price: usd(row.minPrice),
    images: imagesOf(row, LIST_IMAGES),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The products a search and category show, before the filters narrow them. */
function viewFilter(query: ProductListQuery): SQL {
  const conditions: SQL[] = [eq(products.isActive, true), onShop];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.collectionId) conditions.push(inCollection(query.collectionId));
  const words = (query.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = containsPattern(word);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.category, pattern))!,
    );
  }
  return and(...conditions)!;
}

/** The product's row in a collection: it belongs to it. */
const inCollection = (collectionId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(collectionProducts)
      .where(and(eq(collectionProducts.collectionId, collectionId), eq(collectionProducts.productId, products.id))),
  );

function listOrder(sort: ProductListQuery["sort"], collectionId?: string): SQL[] {
  // A collection's "featured" order is the owner's (decision 067).
  if (collectionId && (sort ?? "featured") === "featured") {
    return [
      sql`(select ${collectionProducts.position} from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId} and ${collectionProducts.productId} = "products"."id")`,
      asc(products.name),
    ];
  }
  switch (sort) {
    case "newest":
      return [desc(products.createdAt), asc(products.name)];
    case "price-asc":
      return [asc(minPrice), asc(products.name)];
    case "price-desc":
      return [desc(minPrice), asc(products.name)];
    default:
      // Featured: the owner's picks first, in the owner's order (decision 067); then the newest
      // of each category, then the next newest of each, so the first screen (and the home page's
      // four) shows the whole range rather than one category.
      return [
        sql`${products.featuredRank} asc nulls last`,
        sql`row_number() over (partition by ${products.category} order by ${products.createdAt} desc, ${products.name})`,
        desc(products.createdAt),
        asc(products.name),
      ];
  }
}

function variantOrder(product: { sizes: string[]; colors: string[] }) {
  const rank = (list: string[], value: string) => {
    const index = list.indexOf(value);
    return index === -1 ? list.length : index;
  };
  return (a: { size: string; color: string }, b: { size: string; color: string }) =>
    rank(product.sizes, a.size) - rank(product.sizes, b.size) ||
    rank(product.colors, a.color) - rank(product.colors, b.color);
}

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** A product's variants; one per listed size × colour at the base price when it has none stored. */
function variantsOf(product: ProductRow, rows: VariantRow[]): ProductVariant[] {
  if (rows.length === 0) {
    const sizes = product.sizes.length ? product.sizes : [""];
    const colors = product.colors.length ? product.colors : [""];
    return sizes.flatMap((size) =>
      colors.map((color) => ({
        id: `${product.id}:${size}:${color}`,
        size,
        color,
        price: usd(product.basePrice),
        available: true,
      })),
    );
  }
  return rows
    .map((row) => ({
      id: row.id,
      size: row.size,
      color: row.color,
      price: usd(row.price ?? product.basePrice),
      available: row.available,
    }))
    .sort(variantOrder(product));
}

async function findActive(idOrHandle: string): Promise<ProductRow | undefined> {
  if (UUID_RE.test(idOrHandle)) {
    const [byId] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, idOrHandle), eq(products.isActive, true)))
      .limit(1);
    if (byId) return byId;
  }
  const [byHandle] = await db
    .select()
    .from(products)
    .where(and(eq(products.handle, idOrHandle), eq(products.isActive, true)))
    .limit(1);
  return byHandle;
}

export const nativeCatalog: CommerceCatalog = {
  async listProducts(query): Promise<ProductListPage> {
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = Math.max(1, query.page ?? 1);
    const view = viewFilter(query);
    const where = and(view, variantFilter(query))!;
    const [rows, facets] = await Promise.all([
      db
        // The whole match's count rides along with the page's rows (one read of the products).
        .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .where(where)
        .orderBy(...listOrder(query.sort, query.collectionId))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      query.facets ? listFacets(view, query) : undefined,
    ]);
    // A page past the end has no row to carry the count.
    const total =
      rows[0]?.total ?? (page > 1 ? (await db.select({ total: count() }).from(products).where(where))[0]!.total : 0);
    return {
      ...(facets ? { facets } : {}),
      products: rows.map(toSummary),
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
    };
  },

  async getProduct(idOrHandle): Promise<ProductDetail | null> {
    const product = await findActive(idOrHandle);
    if (!product) return null;
    const variantRows = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const variants = variantsOf(product, variantRows);
    const lowest = variants.length ? Math.min(...variants.map((variant) => variant.price.amount)) : product.basePrice;
    return {
      id: product.id,
      handle: product.handle,
      name: product.name,
      description: product.description,
      category: product.category,
      price: usd(lowest),
      images: imagesOf(product, DETAIL_IMAGES),
      colorImages: product.colorImages,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
      sizes: product.sizes,
      colors: product.colors,
      material: product.material,
      features: product.features,
      specifications: product.specifications ?? {},
      careInstructions: product.careInstructions,
      sizeGuide: product.sizeGuide,
      seoTitle: product.seoTitle,
      seoDescription: product.seoDescription,
      variants,
    };
  },

  async listCategories() {
    const rows = await db
      .selectDistinct({ category: products.category })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.category));
    return rows.map((row) => row.category);
  },

  async priceCartLines(lines: CartLineInput[]): Promise<PricedCartLine[]> {
    const ids = [...new Set(lines.map((line) => line.productId).filter((id) => UUID_RE.test(id)))];
    const [productRows, variantRows] = ids.length
      ? await Promise.all([
          db.select().from(products).where(inArray(products.id, ids)),
          db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
        ])
      : [[], []];
    const byId = new Map(productRows.map((row) => [row.id, row]));
    return lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product || !product.isActive) {
        return {
          ...line,
          status: "inactive",
          unitPrice: null,
          variantId: null,
          name: product?.name ?? null,
          handle: null,
          image: null,
        };
      }
      const rows = variantRows.filter((row) => row.productId === product.id);
      const variant = variantsOf(product, rows).find(
        (candidate) => candidate.size === line.size && candidate.color === line.color,
      );
      return {
        ...line,
        status: variant?.available ? "ok" : "unavailable",
        unitPrice: variant?.price ?? usd(product.basePrice),
        // A product without variant rows offers its sizes and colours at the base price, with no row to point at.
        variantId: variant && rows.length ? variant.id : null,
        name: product.name,
        handle: product.handle,
        image: product.imageUrl,
      };
    });
  },

  async listSitemapEntries() {
    const rows = await db
      .select({ handle: products.handle, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.isActive, true), onShop))
      .orderBy(asc(products.handle));
    return rows.map((row) => ({ handle: row.handle, updatedAt: row.updatedAt.toISOString() }));
  },
};
