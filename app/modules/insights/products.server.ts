// What sells: the top 10 products of the period by revenue and by units, each with its colour and
// size split, from the lines of the sold orders (line revenue = price × quantity − line discount).
import { sql } from "drizzle-orm";
import { runPart, shopCentsOf, type InsightsScope, type Part } from "./base-query.server";

export type ProductSplit = { color: string; size: string; units: number; revenue: number };
export type TopProduct = { productId: string; name: string; units: number; revenue: number; split: ProductSplit[] };

type LineRow = { productId: string; name: string; color: string; size: string; units: number; revenue: number };

/** Top products by revenue and by units; one SELECT groups lines by product, colour and size. */
export const productsPart = (limit = 10): Part<{ byRevenue: TopProduct[]; byUnits: TopProduct[] }> => ({
  select: sql`
    select oi.product_id as "productId", pr.name,
           coalesce(nullif(oi.color, ''), '—') as color, coalesce(nullif(oi.size, ''), '—') as size,
           sum(oi.quantity)::int as units,
           sum(${shopCentsOf(sql`oi.price * oi.quantity - oi.discount_amount - case when s.tax_included then oi.tax_amount else 0 end`)})::float8
             as revenue
    from order_items oi
    join sold s on s.id = oi.order_id and s.current
    join orders o on o.id = oi.order_id
    join products pr on pr.id = oi.product_id
    group by oi.product_id, pr.name, 3, 4`,
  parse: (rows) => rank(rows as LineRow[], limit),
});

export const topProducts = (scope: InsightsScope, limit = 10) => runPart(scope, productsPart(limit));

function rank(rows: LineRow[], limit: number) {
  const products = new Map<string, TopProduct>();
  for (const row of rows) {
    const product = products.get(row.productId) ?? {
      productId: row.productId,
      name: row.name,
      units: 0,
      revenue: 0,
      split: [],
    };
    product.units += Number(row.units);
    product.revenue += Number(row.revenue);
    product.split.push({ color: row.color, size: row.size, units: Number(row.units), revenue: Number(row.revenue) });
    products.set(row.productId, product);
  }
  const all = [...products.values()];
  for (const product of all) product.split.sort((a, b) => b.revenue - a.revenue || a.color.localeCompare(b.color));
  const byName = (a: TopProduct, b: TopProduct) => a.name.localeCompare(b.name);
  return {
    byRevenue: [...all].sort((a, b) => b.revenue - a.revenue || byName(a, b)).slice(0, limit),
    byUnits: [...all].sort((a, b) => b.units - a.units || byName(a, b)).slice(0, limit),
  };
}
