// The period's sold orders as CSV, one row per line item: what the line brought in, its share of
// the order's shipping, refunds, fee and partner bill (split by the line's share of the order, so
// the lines of an order add up to it exactly) and its margin. UTF-8 with a BOM, ISO dates, cents
// written as decimals: a spreadsheet opens it as is.
import { sql } from "drizzle-orm";
import { SHOP_CURRENCY } from "~/lib/money";
import { baseCtes, rowsOf, shopCentsOf, type InsightsScope } from "./base-query.server";
import { periodSearch } from "./insights.schema";

type CsvLine = {
  order_id: string;
  placed_at: string;
  shop_date: string;
  status: string;
  payment_status: string;
  country: string;
  currency: string;
  product: string;
  color: string | null;
  size: string | null;
  quantity: number;
  unit_price: number;
  line_discount: number;
  line_total: number;
  shipping_share: number;
  refund_share: number;
  fee_share: number;
  cost_source: "partner" | "catalogue" | "unknown";
  product_cost: number | null;
  shipping_cost: number;
  margin: number;
  /** The line's tax, and its share of the shipping's (decision 064); line_total is without tax. */
  line_tax: number;
  shipping_tax_share: number;
};

export const CSV_COLUMNS: (keyof CsvLine)[] = [
  "order_id",
  "placed_at",
  "shop_date",
  "status",
  "payment_status",
  "country",
  "currency",
  "product",
  "color",
  "size",
  "quantity",
  "unit_price",
  "line_discount",
  "line_total",
  "shipping_share",
  "refund_share",
  "fee_share",
  "cost_source",
  "product_cost",
  "shipping_cost",
  "margin",
  "line_tax",
  "shipping_tax_share",
];
const MONEY = new Set<keyof CsvLine>([
  "line_tax",
  "shipping_tax_share",
  "unit_price",
  "line_discount",
  "line_total",
  "shipping_share",
  "refund_share",
  "fee_share",
  "product_cost",
  "shipping_cost",
  "margin",
]);

/** What a line's price held of tax when the order's prices included it (its net is its revenue). */
const NET = sql.raw("case when s.tax_included then oi.tax_amount else 0 end");

/** The lines of the period's sold orders with every amount in cents, shares computed in SQL. */
export function csvLines(scope: InsightsScope): Promise<CsvLine[]> {
  // share(A): A split over the order's lines by weight; rounding differences land so they add up to A.
  const share = (amount: string) =>
    sql.raw(
      `(round(${amount}::numeric * l.cum / l.weights) - round(${amount}::numeric * (l.cum - l.weight) / l.weights))`,
    );
  return rowsOf<CsvLine>(sql`
    with ${baseCtes(scope)},
    csv_lines as (
      -- Every amount in the shop's currency, at each order's own rate (decision 071).
      select s.*, o.status, o.payment_status, ${SHOP_CURRENCY}::text as currency, oi.id as line_id,
             pr.name as product, oi.color, oi.size, oi.quantity,
             ${shopCentsOf(sql`oi.price`)}::bigint as price, ${shopCentsOf(sql`oi.discount_amount`)}::bigint as discount_amount,
             ${shopCentsOf(sql`oi.price * oi.quantity - oi.discount_amount - ${NET}`)}::bigint as line_total,
             ${shopCentsOf(sql`oi.tax_amount`)}::bigint as line_tax,
             ${shopCentsOf(sql`o.shipping_tax_amount`)}::bigint as shipping_tax,
             (oi.quantity * coalesce(oi.unit_cost, pv.base_cost, pr.unit_cost) * 100)::bigint as own_cost,
             sum(${shopCentsOf(sql`oi.price * oi.quantity - oi.discount_amount - ${NET}`)}) over (partition by s.id)::bigint
               as lines_total,
             case when sum(oi.price * oi.quantity - oi.discount_amount) over (partition by s.id) > 0
                  then ((oi.price * oi.quantity - oi.discount_amount) * 100)::bigint else 1 end as weight
      from sold s
      join orders o on o.id = s.id
      join order_items oi on oi.order_id = s.id
      join products pr on pr.id = oi.product_id
      left join product_variants pv on pv.id = oi.variant_id
      where s.current
    ),
    weighted as (
      select *, sum(weight) over (partition by id order by line_id) as cum, sum(weight) over (partition by id) as weights
      from csv_lines
    )
    select l.id as order_id,
           to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as placed_at,
           to_char(l.created_at at time zone ${scope.timeZone}, 'YYYY-MM-DD') as shop_date,
           l.status, l.payment_status, l.country, l.currency, l.product, l.color, l.size, l.quantity,
           l.price::float8 as unit_price, l.discount_amount::float8 as line_discount,
           l.line_total::float8 as line_total,
           ${share("(l.total_amount - l.lines_total)")}::float8 as shipping_share,
           ${share("l.refunded")}::float8 as refund_share,
           ${share("l.fee")}::float8 as fee_share,
           case when l.partner_billed then 'partner' when l.own_cost is null then 'unknown' else 'catalogue' end
             as cost_source,
           (case when l.partner_billed then ${share("l.product_cost")} else l.own_cost end)::float8 as product_cost,
           ${share("l.shipping_cost")}::float8 as shipping_cost,
           (l.line_total + ${share("(l.total_amount - l.lines_total)")} - ${share("l.refunded")} - ${share("l.fee")}
             - coalesce(case when l.partner_billed then ${share("l.product_cost")} else l.own_cost end, 0)
             - ${share("l.shipping_cost")})::float8 as margin,
           l.line_tax::float8 as line_tax, ${share("l.shipping_tax")}::float8 as shipping_tax_share
    from weighted l
    order by l.created_at, l.id, l.line_id`);
}

/** Cents as a decimal a spreadsheet reads as a number: 1234 → 12.34, -5 → -0.05. */
export function centsText(cents: number) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** One CSV field: quoted when it holds a comma, quote or line break; formulas neutralised. */
export function csvField(value: unknown) {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header, one line per row, CRLF line ends (RFC 4180). */
export async function ordersCsv(scope: InsightsScope) {
  const lines = await csvLines(scope);
  const rows = lines.map((line) =>
    CSV_COLUMNS.map((column) => {
      const value = line[column];
      return csvField(MONEY.has(column) && value != null ? centsText(Number(value)) : value);
    }).join(","),
  );
  const body = `\uFEFF${[CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
  const filename = `softdrop-orders-${scope.period.from}-to-${scope.period.to}.csv`;
  return { body, filename, rows: lines.length, search: periodSearch(scope.period) };
}
