// The listing's filters on the native catalogue (issue #34, decision 056): size, colour, price
// range and "in stock" are one condition on a product's variants, so "M in black under $40, in
// stock" means one variant that is all of these. Facet counts are disjunctive: a size's count
// applies every other filter and that size instead of the chosen ones, so ticking it shows that
// many products.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { FacetOption, ProductFacets, ProductListQuery } from "~/commerce/types";
import { db, schema } from "~/lib/db.server";
import { onShop } from "../off-shop.server";

const { products, productVariants } = schema;

type Facet = "size" | "color";

const lowerIn = (column: SQL, list: string[]) =>
  sql`lower(${column}) in (${sql.join(
    list.map((value) => sql`${value.toLowerCase()}`),
    sql`, `,
  )})`;

/** Cents as the numeric(10,2) text the price columns hold: money never passes through a float. */
const numeric = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

type Columns = { size: SQL; color: SQL; price: SQL; available: SQL };

/** The conditions one variant must meet, over `columns`; `except` leaves one facet's choice out. */
function variantConditions(query: ProductListQuery, columns: Columns, except?: Facet): SQL[] {
  const conditions: SQL[] = [];
  if (except !== "size" && query.sizes?.length) conditions.push(lowerIn(columns.size, query.sizes));
  if (except !== "color" && query.colors?.length) conditions.push(lowerIn(columns.color, query.colors));
  if (query.minPrice != null) conditions.push(sql`${columns.price} >= ${numeric(query.minPrice)}::numeric`);
  if (query.maxPrice != null) conditions.push(sql`${columns.price} <= ${numeric(query.maxPrice)}::numeric`);
  if (query.inStock) conditions.push(columns.available);
  return conditions;
}

/** The products' condition: some variant meets the filters (none when no filter is set). */
export function variantFilter(query: ProductListQuery): SQL | undefined {
  const conditions = variantConditions(query, {
    size: sql`fv.size`,
    color: sql`fv.color`,
    price: sql`coalesce(fv.price, ${products.basePrice})`,
    available: sql`fv.available`,
  });
  if (!conditions.length) return undefined;
  return sql`exists (select 1 from ${productVariants} fv where fv.product_id = ${products.id} and ${sql.join(conditions, sql` and `)})`;
}

/** Sizes in the order a size chart reads; anything else (one size, stickers' inches) after, by name. */
const SIZE_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "2XL", "XXXL", "3XL", "4XL", "5XL"];
const sizeRank = (size: string) => {
  const rank = SIZE_ORDER.indexOf(size.toUpperCase());
  return rank === -1 ? SIZE_ORDER.length : rank;
};
const bySizeChart = (a: FacetOption, b: FacetOption) => sizeRank(a[0]) - sizeRank(b[0]) || a[0].localeCompare(b[0]);

const OFFER: Columns = { size: sql`size`, color: sql`color`, price: sql`price`, available: sql`available` };
const where = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

type CountRow = { facet: string; label: string; count: number | string };
/** Rows of a raw query (PGlite and node-postgres both answer { rows }). */
const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: CountRow[] }).rows;

/**
 * Every size and colour of the shop's products from their own lists (products.sizes, .colors: a
 * read of the products alone), each counted among the view's products: the counts when no other
 * filter is set.
 */
function listedOptions(view: SQL) {
  const listed = (facet: Facet, column: SQL) => sql`
    select ${facet} as facet, min(value) as label, count(*) filter (where in_view) as count
    from (select ${products.id} as id, unnest(${column}) as value, (${view}) as in_view
          from ${products} where ${and(eq(products.isActive, true), onShop)}) listed
    group by lower(value)`;
  return rowsOf(sql`${listed("size", sql`${products.sizes}`)} union all ${listed("color", sql`${products.colors}`)}`);
}

/**
 * The counts under variant filters: the view's variants are read once (a CTE used three times);
 * a size counts the products with a variant of that size meeting the other filters (distinct
 * product and size first, so the database can hash instead of sorting), likewise a colour.
 */
function filteredCounts(view: SQL, query: ProductListQuery) {
  const per = (facet: Facet) => sql`
    select ${facet} as facet, min(label) as label, count(*) as count from (
      select distinct product_id, lower(${OFFER[facet]}) as key, ${OFFER[facet]} as label from offers
      where ${where(variantConditions(query, OFFER, facet))}) chosen
    group by key`;
  return rowsOf(sql`
    with offers as (
      select fv.product_id, fv.size, fv.color, fv.available, coalesce(fv.price, ${products.basePrice}) as price
      from ${products} join ${productVariants} fv on fv.product_id = ${products.id}
      where ${and(view)}
    )
    ${per("size")} union all ${per("color")}`);
}

/** The view's products with a variant in stock that meets every filter. */
async function inStockCount(view: SQL, query: ProductListQuery) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(view, variantFilter({ ...query, inStock: true })));
  return row?.count ?? 0;
}

/** The counts for the listing's filter form; `view` is the search and category condition. */
export async function listFacets(view: SQL, query: ProductListQuery): Promise<ProductFacets> {
  const filtered = variantConditions(query, OFFER).length > 0;
  // Without filters a product counts for each size and colour it lists.
  const [listed, counted, inStock] = await Promise.all([
    listedOptions(view),
    filtered ? filteredCounts(view, query) : undefined,
    inStockCount(view, query),
  ]);
  const counts = new Map(
    (counted ?? listed).map((row) => [`${row.facet}:${row.label.toLowerCase()}`, Number(row.count)]),
  );
  const options = (facet: Facet) =>
    listed
      .filter((row) => row.facet === facet)
      .map((row): FacetOption => [row.label, counts.get(`${facet}:${row.label.toLowerCase()}`) ?? 0]);
  return {
    sizes: options("size").sort(bySizeChart),
    colors: options("color").sort((a, b) => a[0].localeCompare(b[0])),
    inStock,
  };
}
