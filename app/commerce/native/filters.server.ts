// The listing's filters on the native catalogue (issue #34, decision 056): size, colour, price
// range and "in stock" are one condition on a product's variants, so "M in black under $40, in
// stock" means one variant that is all of these. Facet counts are disjunctive: a size's count
// applies every other filter and that size instead of the chosen ones, so ticking it shows that
// many products.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { FacetOption, ProductFacets, ProductListQuery } from "~/commerce/types";
import { queryRows, schema } from "~/lib/db.server";
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

/** A variant `fv` joined to its product: a variant without its own price sells at the product's. */
const VARIANT: Columns = {
  size: sql`fv.size`,
  color: sql`fv.color`,
  price: sql`coalesce(fv.price, ${products.basePrice})`,
  available: sql`fv.available`,
};

/** The products' condition: some variant meets the filters (none when no filter is set). */
export function variantFilter(query: ProductListQuery): SQL | undefined {
  const conditions = variantConditions(query, VARIANT);
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

const where = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

type Option = { label: string; count: number };
type Listed = Record<Facet, Map<string, Option>>;

/**
 * Every size and colour of the shop's products from their own lists (products.sizes, .colors: a
 * read of the products alone), each counted among the view's products: the counts when no other
 * filter is set. The database groups the products by their lists, of which a shop has few, and
 * this spreads them: lowering every listed value in the database cost more than the rest of the
 * listing. Options match case-blind; the label is the first spelling in code-point order.
 */
async function listedOptions(view: SQL): Promise<Listed> {
  const groups = await queryRows<{ sizes: string[]; colors: string[]; count: number | string }>(sql`
    select ${products.sizes} as sizes, ${products.colors} as colors, count(*) filter (where ${view}) as count
    from ${products} where ${and(eq(products.isActive, true), onShop)}
    group by ${products.sizes}, ${products.colors}`);
  const listed: Listed = { size: new Map(), color: new Map() };
  const add = (facet: Facet, values: string[], count: number) => {
    for (const value of values) {
      const option = listed[facet].get(value.toLowerCase());
      if (!option) listed[facet].set(value.toLowerCase(), { label: value, count });
      else {
        option.count += count;
        if (value < option.label) option.label = value;
      }
    }
  };
  for (const group of groups) {
    // A list naming one option twice (any case) counts its product once.
    const once = (values: string[]) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()];
    add("size", once(group.sizes), Number(group.count));
    add("color", once(group.colors), Number(group.count));
  }
  return listed;
}

type CountRow = { facet: Facet | "stock"; key: string; count: number | string };

/**
 * Counts over the view's variants that meet the filters, read through the options' indexes: per
 * size, the products with a variant of that size meeting every other filter (likewise per colour;
 * only when a variant filter is set), and the products with one in stock meeting all of them.
 * Distinct (product, option) pairs first, so the database hashes instead of sorting.
 */
function offerCounts(view: SQL, query: ProductListQuery, filtered: boolean) {
  const counted = (facet: Facet | "stock") => {
    const conditions =
      facet === "stock"
        ? variantConditions({ ...query, inStock: true }, VARIANT)
        : variantConditions(query, VARIANT, facet);
    const key = facet === "stock" ? sql`''` : sql`lower(${VARIANT[facet]})`;
    return sql`
      select ${facet} as facet, key, count(*) as count from (
        select distinct fv.product_id, ${key} as key
        from ${products} join ${productVariants} fv on fv.product_id = ${products.id}
        where ${view} and ${where(conditions)}) chosen
      group by key`;
  };
  const parts = filtered ? [counted("size"), counted("color"), counted("stock")] : [counted("stock")];
  return queryRows<CountRow>(sql.join(parts, sql` union all `));
}

/** The counts for the listing's filter form; `view` is the search and category condition. */
export async function listFacets(view: SQL, query: ProductListQuery): Promise<ProductFacets> {
  const filtered = variantConditions(query, VARIANT).length > 0;
  const [listed, counted] = await Promise.all([listedOptions(view), offerCounts(view, query, filtered)]);
  const counts = new Map(counted.map((row) => [`${row.facet}:${row.key}`, Number(row.count)]));
  // Without filters a product counts for each size and colour it lists.
  const options = (facet: Facet) =>
    [...listed[facet]].map(([key, option]): FacetOption => [
      option.label,
      filtered ? (counts.get(`${facet}:${key}`) ?? 0) : option.count,
    ]);
  return {
    sizes: options("size").sort(bySizeChart),
    colors: options("color").sort((a, b) => a[0].localeCompare(b[0])),
    inStock: counts.get("stock:") ?? 0,
  };
}
