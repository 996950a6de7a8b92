// Are the partners shipping on time: per partner, the days from payment to the partner, to
// shipping and to delivery (median and 90th percentile), and the weekly median and p90 from
// payment to shipping, over the partner orders of the period's sold orders. Percentiles in SQL.
import { sql } from "drizzle-orm";
import { runPart, type InsightsScope, type Part } from "./base-query.server";
import { LEAD_STAGES, type LeadStage, type LeadWeek, type PartnerLeadTimes, type StageFigure } from "./lead-stages";

const stageSql = {
  toPartner: sql`(l.submitted_at - l.paid_at)`,
  toShipped: sql`(l.shipped_at - l.submitted_at)`,
  toDelivered: sql`(l.delivered_at - l.shipped_at)`,
  paidToDelivered: sql`(l.delivered_at - l.paid_at)`,
};

/** The partner orders of sold orders with when their order was paid (its first 'paid' event, else when placed). */
const legs = sql`(
    select po.partner, po.submitted_at, po.shipped_at, po.delivered_at, coalesce(paid.at, s.created_at) as paid_at
    from sold s
    join partner_orders po on po.order_id = s.id
    left join (
      select e.order_id, min(e.created_at) as at from order_events e
      where e.type = 'paid' and e.order_id = any (array(select id from sold where current))
      group by e.order_id
    ) paid on paid.order_id = s.id
    where s.current and po.partner <> 'manual' and po.submitted_at is not null
  ) l`;

const days = (interval: ReturnType<typeof sql>) => sql`(extract(epoch from ${interval}) / 86400.0)`;

type LeadRow = Record<string, unknown> & { partner: string; week: string | null; orders: number };

export function leadPart(scope: InsightsScope): Part<{ partners: PartnerLeadTimes[]; weeks: LeadWeek[] }> {
  const columns = LEAD_STAGES.map(
    (stage) => sql`
      percentile_cont(0.5) within group (order by ${days(stageSql[stage])}) as ${sql.identifier(`${stage}_median`)},
      percentile_cont(0.9) within group (order by ${days(stageSql[stage])}) as ${sql.identifier(`${stage}_p90`)},
      count(${stageSql[stage]})::int as ${sql.identifier(`${stage}_count`)}`,
  );
  // One pass for both: per partner (week is null) and per partner and week paid (grouping sets).
  const select = sql`
    select l.partner, to_char(date_trunc('week', l.paid_at at time zone ${scope.timeZone}), 'YYYY-MM-DD') as week,
           count(*)::int as orders, ${sql.join(columns, sql`, `)},
           percentile_cont(0.5) within group (order by ${days(sql`(l.shipped_at - l.paid_at)`)}) as shipped_median,
           percentile_cont(0.9) within group (order by ${days(sql`(l.shipped_at - l.paid_at)`)}) as shipped_p90,
           count(l.shipped_at)::int as shipped_count
    from ${legs}
    group by grouping sets ((l.partner), (l.partner, 2))`;
  return { select, parse: (rows) => shape(rows as LeadRow[]) };
}

export const leadTimes = (scope: InsightsScope) => runPart(scope, leadPart(scope));

function shape(unsorted: LeadRow[]) {
  const rows = [...unsorted].sort(
    (a, b) => a.partner.localeCompare(b.partner) || (a.week ?? "").localeCompare(b.week ?? ""),
  );
  const summary = rows.filter((row) => row.week === null);
  const weeks: LeadWeek[] = rows
    .filter((row) => row.week !== null && Number(row.shipped_count) > 0)
    .map((row) => ({
      partner: row.partner,
      week: row.week!,
      median: round1(Number(row.shipped_median)),
      p90: round1(Number(row.shipped_p90)),
      count: Number(row.shipped_count),
    }));
  const figure = (row: Record<string, unknown>, stage: LeadStage): StageFigure => {
    const count = Number(row[`${stage}_count`] ?? 0);
    const value = (key: string) => (count && row[key] != null ? round1(Number(row[key])) : null);
    return { median: value(`${stage}_median`), p90: value(`${stage}_p90`), count };
  };
  return {
    partners: summary.map((row) => ({
      partner: row.partner,
      orders: Number(row.orders),
      stages: Object.fromEntries(LEAD_STAGES.map((stage) => [stage, figure(row, stage)])) as Record<
        LeadStage,
        StageFigure
      >,
    })),
    weeks: weeks.map((row) => ({ ...row, median: round1(Number(row.median)), p90: round1(Number(row.p90)) })),
  };
}

/** Days to one decimal. */
const round1 = (value: number) => Math.round(value * 10) / 10;
