// The headline figures (this period and the one before), revenue and margin per day, orders by
// status and sales by country: each one SQL query over base-query.server.ts's sold orders.
import { sql } from "drizzle-orm";
import { addDays } from "./insights.schema";
import { baseCtes, marginOf, rowsOf, shopDay, type InsightsScope } from "./base-query.server";

/** One period's figures; money in cents, rates as fractions (0.25 = 25 %). */
export type Figures = {
  revenue: number;
  orders: number;
  averageOrder: number;
  units: number;
  productCost: number;
  shippingCost: number;
  paymentFees: number;
  margin: number;
  refunded: number;
  refundedOrders: number;
  refundRate: number;
  cancelledOrders: number;
  cancellationRate: number;
  /** Sold orders whose cost nobody knows: counted in revenue, with no cost in the margin. */
  withoutCost: number;
};

type FigureRow = Omit<Figures, "averageOrder" | "refundRate" | "cancellationRate"> & { current: boolean };

export async function headlineFigures(scope: InsightsScope): Promise<{ current: Figures; previous: Figures }> {
  const rows = await rowsOf<FigureRow>(sql`
    with ${baseCtes(scope, { withPrevious: true })},
    periods as (select true as current union all select false),
    money as (
      select s.current,
             sum(s.total_amount - s.refunded)::float8 as revenue,
             count(*)::int as orders,
             sum(s.units)::int as units,
             sum(s.product_cost)::float8 as product_cost,
             sum(s.shipping_cost)::float8 as shipping_cost,
             sum(s.fee)::float8 as payment_fees,
             sum(${marginOf("s")})::float8 as margin,
             sum(s.refunded)::float8 as refunded,
             (count(*) filter (where s.refunded > 0))::int as refunded_orders,
             (count(*) filter (where not s.cost_known))::int as without_cost
      from sold s group by s.current
    ),
    cancelled as (
      select p.current, count(*)::int as cancelled_orders from placed p
      where p.status = 'cancelled' and p.payment_status in ('paid', 'refunded')
      group by p.current
    )
    select periods.current,
           coalesce(m.revenue, 0) as "revenue", coalesce(m.orders, 0) as "orders", coalesce(m.units, 0) as "units",
           coalesce(m.product_cost, 0) as "productCost", coalesce(m.shipping_cost, 0) as "shippingCost",
           coalesce(m.payment_fees, 0) as "paymentFees", coalesce(m.margin, 0) as "margin",
           coalesce(m.refunded, 0) as "refunded", coalesce(m.refunded_orders, 0) as "refundedOrders",
           coalesce(m.without_cost, 0) as "withoutCost", coalesce(c.cancelled_orders, 0) as "cancelledOrders"
    from periods
    left join money m on m.current = periods.current
    left join cancelled c on c.current = periods.current`);
  const shape = (row: FigureRow | undefined): Figures => {
    const r = row ?? ({} as Partial<FigureRow>);
    const orders = Number(r.orders ?? 0);
    const cancelledOrders = Number(r.cancelledOrders ?? 0);
    const revenue = Number(r.revenue ?? 0);
    return {
      revenue,
      orders,
      averageOrder: orders ? Math.round(revenue / orders) : 0,
      units: Number(r.units ?? 0),
      productCost: Number(r.productCost ?? 0),
      shippingCost: Number(r.shippingCost ?? 0),
      paymentFees: Number(r.paymentFees ?? 0),
      margin: Number(r.margin ?? 0),
      refunded: Number(r.refunded ?? 0),
      refundedOrders: Number(r.refundedOrders ?? 0),
      refundRate: orders ? Number(r.refundedOrders ?? 0) / orders : 0,
      cancelledOrders,
      cancellationRate: orders + cancelledOrders ? cancelledOrders / (orders + cancelledOrders) : 0,
      withoutCost: Number(r.withoutCost ?? 0),
    };
  };
  return { current: shape(rows.find((row) => row.current)), previous: shape(rows.find((row) => !row.current)) };
}

export type DayRow = { day: string; revenue: number; margin: number; orders: number };

/** Revenue and margin per shop day of the period, every day present (zero when nothing sold). */
export async function dailyFigures(scope: InsightsScope): Promise<DayRow[]> {
  const rows = await rowsOf<DayRow>(sql`
    with ${baseCtes(scope)}
    select ${shopDay(sql`s.created_at`, scope)} as day,
           sum(s.total_amount - s.refunded)::float8 as revenue, sum(${marginOf("s")})::float8 as margin,
           count(*)::int as orders
    from sold s where s.current group by 1 order by 1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: DayRow[] = [];
  for (let i = 0; i < scope.period.days; i++) {
    const day = addDays(scope.period.from, i);
    const row = byDay.get(day);
    days.push({ day, revenue: Number(row?.revenue ?? 0), margin: Number(row?.margin ?? 0), orders: row?.orders ?? 0 });
  }
  return days;
}

export type StatusRow = { status: string; orders: number };

/** Every order placed in the period by its status now (unpaid and cancelled ones too). */
export function ordersByStatus(scope: InsightsScope): Promise<StatusRow[]> {
  return rowsOf<StatusRow>(sql`
    with ${baseCtes(scope)}
    select p.status, count(*)::int as orders from placed p where p.current
    group by p.status
    order by array_position(array['pending','processing','shipped','delivered','cancelled'], p.status)`);
}

export type CountryRow = { country: string; orders: number; revenue: number };

/** Sales by the shipping address's country, largest first. */
export async function salesByCountry(scope: InsightsScope): Promise<CountryRow[]> {
  const rows = await rowsOf<CountryRow>(sql`
    with ${baseCtes(scope)}
    select s.country, count(*)::int as orders, sum(s.total_amount - s.refunded)::float8 as revenue
    from sold s where s.current group by s.country order by revenue desc, s.country`);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}
