// Sell-through over time: units sold in a drop against the time since its launch (the admin's
// drop stats; the owner's insights page reuses it).
import { sql } from "drizzle-orm";
import { db, queryRows, schema } from "~/lib/db.server";
import { dropOrderLinesSql } from "~/modules/order-lifecycle/index.server";

export type SellThroughPoint = {
  /** Whole minutes since launch at which this point's units were paid. */
  minute: number;
  /** Units paid in that minute. */
  units: number;
  /** Units paid from launch to the end of that minute. */
  cumulative: number;
  /** cumulative / total edition size of the drop's limited products, when any is limited. */
  share: number | null;
};

/**
 * Units sold (orders paid and not cancelled, counted when their payment succeeded) per minute
 * since the drop's launch, with the running total.
 */
export async function dropSellThrough(dropId: string): Promise<SellThroughPoint[]> {
  const points = await queryRows<{ minute: number; units: number }>(sql`
    with paid as (
      select l.quantity, coalesce(
        (select min(e.created_at) from ${schema.orderEvents} e where e.order_id = l.order_id and e.type = 'paid'),
        l.created_at) as paid_at
      from ${dropOrderLinesSql} l
      where l.drop_id = ${dropId} and l.payment_status = 'paid' and l.status <> 'cancelled'
    )
    select greatest(0, floor(extract(epoch from (paid.paid_at - d.launch_at)) / 60))::int as minute,
      sum(paid.quantity)::int as units
    from paid, ${schema.drops} d where d.id = ${dropId}
    group by 1 order by 1`);
  const [edition] = await queryRows<{ total: number | null; limited: number }>(sql`
    select sum(edition_size)::int as total, count(*) filter (where edition_size is not null)::int as limited
    from ${schema.dropProducts} where drop_id = ${dropId}`);
  const total = edition && Number(edition.limited) > 0 ? Number(edition.total) : null;
  let cumulative = 0;
  return points.map((row) => {
    cumulative += Number(row.units);
    return {
      minute: Number(row.minute),
      units: Number(row.units),
      cumulative,
      share: total ? cumulative / total : null,
    };
  });
}

/** One drop's curve for the owner's insights: cumulative units at the end of each day with sales. */
export type DropCurve = { dropId: string; name: string; points: { day: number; units: number }[] };

const MINUTES_PER_DAY = 24 * 60;

/**
 * The sell-through curves of the drops launched on or before `lastDay` (a date in `timeZone`: the
 * insights period's last day), newest launch first, at most `limit`: day 0 is the launch day (24 hours from launch);
 * each later point is a day on which units were paid, with the units paid from launch to its end.
 * A launched drop with no sale yet shows as 0 units on day 0.
 */
export async function sellThroughCurves(lastDay: string, timeZone: string, limit = 8): Promise<DropCurve[]> {
  const launched = await db
    .select({ id: schema.drops.id, name: schema.drops.name })
    .from(schema.drops)
    .where(
      sql`${schema.drops.launchAt} < ((${lastDay}::date + 1)::timestamp at time zone ${timeZone})
      and ${schema.drops.launchAt} <= now()`,
    )
    .orderBy(sql`${schema.drops.launchAt} desc`)
    .limit(limit);
  return Promise.all(
    launched.map(async (drop) => {
      const points: { day: number; units: number }[] = [{ day: 0, units: 0 }];
      for (const point of await dropSellThrough(drop.id)) {
        const day = Math.floor(point.minute / MINUTES_PER_DAY);
        const last = points[points.length - 1]!;
        if (last.day === day) last.units = point.cumulative;
        else points.push({ day, units: point.cumulative });
      }
      return { dropId: drop.id, name: drop.name, points };
    }),
  );
}
