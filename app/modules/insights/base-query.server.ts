// The SQL every insights figure starts from: the period's bounds in the shop's time zone, the
// orders placed in it (and in the period before), and for each sold order what it brought in and
// what it cost (the partner's bill when reported, else the cost of its lines), all in the database.
// Money columns are numeric(10,2) (decision 003): every amount here is turned into integer cents.
import { sql, type SQL } from "drizzle-orm";
import { CURRENCY_INFO } from "~/lib/money";
import { databaseKind, db, queryRows } from "~/lib/db.server";
import type { PaymentFee } from "~/lib/env-rules";
import type { OrderSource } from "../../../db/schema";
import type { Period } from "./insights.schema";

/** What every query needs: the period, where the shop is, which orders (native or Shopify), the fee. */
export type InsightsScope = { period: Period; timeZone: string; source: OrderSource; fee: PaymentFee };

/**
 * Rows of a raw query on either driver (PGlite and node-postgres both answer { rows }). On
 * PostgreSQL the query runs without JIT compilation and parallel workers: the lateral lookups
 * make its cost estimate look large enough for both, which then cost more than the query (JIT
 * alone took 100 ms of 280 in the bench, decision 045).
 */
export async function rowsOf<T>(query: SQL): Promise<T[]> {
  if (databaseKind !== "postgres") return queryRows<T>(query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return queryRows<T>(query, tx);
  });
}

/** Shop cents per minor unit of an order's currency at rate 1: 1 for cents, 100 for yen. */
const MINOR_SCALE = Object.entries(CURRENCY_INFO)
  .filter(([, info]) => info.digits !== 2)
  .map(([code, info]) => `when '${code}' then ${10 ** info.digits / 100}`)
  .join(" ");

/**
 * An amount in minor units of the order `alias`'s currency (decision 071), in shop cents at that
 * order's own rate: insights are in USD whatever each order was charged in.
 */
export const shopCentsOfMinor = (minor: SQL, alias = "o") =>
  sql`round(${minor} / (coalesce(${sql.raw(alias)}.exchange_rate, 1) * (case ${sql.raw(alias)}.currency ${sql.raw(MINOR_SCALE)} else 1 end)))`;

/** A numeric(10,2) money column of an order or its lines (minor units ÷ 100), in shop cents. */
export const shopCentsOf = (column: SQL, alias = "o") => shopCentsOfMinor(sql`(${column}) * 100`, alias);

/** An instant as the shop's calendar day, YYYY-MM-DD. */
export const shopDay = (column: SQL, scope: InsightsScope) =>
  sql`to_char((${column}) at time zone ${scope.timeZone}, 'YYYY-MM-DD')`;

/**
 * Only the headline figures need the previous period (withPrevious); the rest read this one.
 * bounds: the previous period's start, this period's start and its end (midnight after its last
 * day), as instants. placed: the orders placed from the previous period's start to the end,
 * `current` telling the two apart. sold: the placed orders that count as sales (paid, or paid and
 * refunded since; not cancelled), with their refunds, units, fee and costs; each
 * of those summed once per order, the rows found through their order_id index from the array of
 * placed ids (neither a scan of the whole table nor a lookup per order).
 */
export function baseCtes(scope: InsightsScope, options: { withPrevious?: boolean } = {}) {
  const { period, timeZone, source, fee } = scope;
  return sql`
  bounds as (
    select (${period.previousFrom}::date::timestamp at time zone ${timeZone}) as prev_start,
           (${period.from}::date::timestamp at time zone ${timeZone}) as start,
           ((${period.to}::date + 1)::timestamp at time zone ${timeZone}) as finish
  ),
  placed as (
    select o.id, o.status, o.payment_status, ${shopCentsOf(sql`o.total_amount`)}::bigint as total_amount,
           o.created_at, ${shopCentsOf(sql`o.tax_amount`)}::bigint as tax_amount, o.tax_included,
           coalesce(nullif(o.shipping_address->>'country', ''), '—') as country,
           o.created_at >= b.start as current
    from orders o cross join bounds b
    where o.source = ${source} and o.created_at < b.finish
      and o.created_at >= ${options.withPrevious ? sql`b.prev_start` : sql`b.start`}
  ),
  refunded as (
    -- The tax a refund of lines gave back is the state's, not the shop's: revenue is without tax (decision 064).
    select r.order_id, sum(${shopCentsOf(sql`r.amount`)}) as refunded,
           sum(${shopCentsOfMinor(sql`coalesce((select sum((l->>'tax')::bigint) from jsonb_array_elements(r.lines) l), 0)`)})
             as refunded_tax
    from refunds r join orders o on o.id = r.order_id
    where r.order_id = any (array(select id from placed)) and r.state = 'succeeded'
    group by r.order_id
  ),
  lines as (
    select oi.order_id, sum(oi.quantity) as units, count(*) as lines,
           sum(oi.quantity * coalesce(oi.unit_cost, pv.base_cost, pr.unit_cost) * 100) as line_cost,
           count(*) filter (where coalesce(oi.unit_cost, pv.base_cost, pr.unit_cost) is null) as unknown_lines
    from order_items oi
    join products pr on pr.id = oi.product_id
    left join product_variants pv on pv.id = oi.variant_id
    where oi.order_id = any (array(select id from placed))
    group by oi.order_id
  ),
  bills as (
    -- Everything the partner billed but the shipping (its tax and fees too) counts as product cost.
    select po.order_id, count(*) as parts,
           sum((po.costs->>'totalCents')::bigint - coalesce((po.costs->>'shippingCents')::bigint, 0)) as product_cost,
           sum(coalesce((po.costs->>'shippingCents')::bigint, 0)) as shipping_cost
    from partner_orders po
    where po.order_id = any (array(select id from placed)) and po.costs is not null and po.costs->>'totalCents' is not null
    group by po.order_id
  ),
  sold as (
    -- total_amount is what the order brought in without its tax; the fee is on what was charged.
    select p.id, p.current, p.created_at, p.country, p.total_amount - p.tax_amount as total_amount,
           p.tax_amount, p.tax_included,
           (coalesce(rf.refunded, 0) - coalesce(rf.refunded_tax, 0))::bigint as refunded,
           coalesce(lc.units, 0)::bigint as units,
           (round(p.total_amount * ${fee.basisPoints}::numeric / 10000) + ${fee.fixedCents})::bigint as fee,
           pc.order_id is not null as partner_billed,
           (pc.order_id is not null or (coalesce(lc.lines, 0) > 0 and lc.unknown_lines = 0)) as cost_known,
           case when pc.order_id is not null then pc.product_cost else coalesce(lc.line_cost, 0) end::bigint
             as product_cost,
           case when pc.order_id is not null then pc.shipping_cost else 0 end::bigint as shipping_cost
    from placed p
    left join refunded rf on rf.order_id = p.id
    left join lines lc on lc.order_id = p.id
    left join bills pc on pc.order_id = p.id
    where p.status <> 'cancelled' and p.payment_status in ('paid', 'refunded')
  )`;
}

/** An order's gross margin in SQL, over a row of `sold`. */
export const marginOf = (row: string) =>
  sql.raw(`(${row}.total_amount - ${row}.refunded - ${row}.product_cost - ${row}.shipping_cost - ${row}.fee)`);

/**
 * One figure of the page: a SELECT over the CTEs above (reading only `current` rows unless it is
 * the headline) and what turns its rows into the figure.
 */
export type Part<T> = { select: SQL; parse: (rows: Record<string, unknown>[]) => T };

/** Runs one part on its own (the tests, the CSV). */
export async function runPart<T>(scope: InsightsScope, part: Part<T>, withPrevious = false): Promise<T> {
  return part.parse(
    await rowsOf<Record<string, unknown>>(sql`with ${baseCtes(scope, { withPrevious })} ${part.select}`),
  );
}

/**
 * Runs several parts in one statement: the CTEs are computed once (`sold` is read by every part,
 * so PostgreSQL materialises it) and each part comes back as one JSON array.
 */
export async function runParts<P extends Record<string, Part<unknown>>>(
  scope: InsightsScope,
  parts: P,
): Promise<{ [K in keyof P]: P[K] extends Part<infer T> ? T : never }> {
  const names = Object.keys(parts);
  const columns = names.map(
    (name) =>
      sql`(select coalesce(json_agg(part), '[]'::json) from (${parts[name]!.select}) part) as ${sql.identifier(name)}`,
  );
  const [row] = await rowsOf<Record<string, unknown>>(
    sql`with ${baseCtes(scope, { withPrevious: true })} select ${sql.join(columns, sql`, `)}`,
  );
  const asRows = (value: unknown) =>
    (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];
  return Object.fromEntries(names.map((name) => [name, parts[name]!.parse(asRows(row?.[name]))])) as {
    [K in keyof P]: P[K] extends Part<infer T> ? T : never;
  };
}
