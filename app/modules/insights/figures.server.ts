// The headline figures (this period and the one before), revenue and margin per day, orders by
// status and sales by country: each one SELECT over base-query.server.ts's sold orders.
import { sql } from "drizzle-orm";
import { addDays } from "./insights.schema";
import { marginOf, runPart, shopCentsOf, shopDay, type InsightsScope, type Part } from "./base-query.server";

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

/** This period's and the previous one's figures (the only part that reads the previous period). */
export const headlinePart: Part<{ current: Figures; previous: Figures }> = {
  select: sql`
    select periods.current,
           coalesce(m.revenue, 0) as "revenue", coalesce(m.orders, 0) as "orders", coalesce(m.units, 0) as "units",
           coalesce(m.product_cost, 0) as "productCost", coalesce(m.shipping_cost, 0) as "shippingCost",
           coalesce(m.payment_fees, 0) as "paymentFees", coalesce(m.margin, 0) as "margin",
           coalesce(m.refunded, 0) as "refunded", coalesce(m.refunded_orders, 0) as "refundedOrders",
           coalesce(m.without_cost, 0) as "withoutCost", coalesce(c.cancelled_orders, 0) as "cancelledOrders"
    from (values (true), (false)) as periods (current)
    left join (
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
    ) m on m.current = periods.current
    left join (
      select p.current, count(*)::int as cancelled_orders from placed p
      where p.status = 'cancelled' and p.payment_status in ('paid', 'refunded')
      group by p.current
    ) c on c.current = periods.current`,
  parse(rows) {
    const shape = (row: Partial<FigureRow> | undefined): Figures => {
      const r = row ?? {};
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
    const figures = rows as Partial<FigureRow>[];
    return { current: shape(figures.find((row) => row.current)), previous: shape(figures.find((row) => !row.current)) };
  },
};

export const headlineFigures = (scope: InsightsScope) => runPart(scope, headlinePart, true);

export type DayRow = { day: string; revenue: number; margin: number; orders: number };

/** Revenue and margin per shop day of the period, every day present (zero when nothing sold). */
export const dailyPart = (scope: InsightsScope): Part<DayRow[]> => ({
  select: sql`
    select ${shopDay(sql`s.created_at`, scope)} as day,
           sum(s.total_amount - s.refunded)::float8 as revenue, sum(${marginOf("s")})::float8 as margin,
           count(*)::int as orders
    from sold s where s.current group by 1`,
  parse(rows) {
    const byDay = new Map((rows as DayRow[]).map((row) => [row.day, row]));
    const days: DayRow[] = [];
    for (let i = 0; i < scope.period.days; i++) {
      const day = addDays(scope.period.from, i);
      const row = byDay.get(day);
      days.push({
        day,
        revenue: Number(row?.revenue ?? 0),
        margin: Number(row?.margin ?? 0),
        orders: Number(row?.orders ?? 0),
      });
    }
    return days;
  },
});

export const dailyFigures = (scope: InsightsScope) => runPart(scope, dailyPart(scope));

export type StatusRow = { status: string; orders: number };
const STATUS_ORDER = ["pending", "processing", "shipped", "delivered", "cancelled"];

/** Every order placed in the period by its status now (unpaid and cancelled ones too). */
export const statusPart: Part<StatusRow[]> = {
  select: sql`select p.status, count(*)::int as orders from placed p where p.current group by p.status`,
  parse: (rows) =>
    (rows as StatusRow[])
      .map((row) => ({ status: row.status, orders: Number(row.orders) }))
      .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status)),
};

export const ordersByStatus = (scope: InsightsScope) => runPart(scope, statusPart);

export type CountryRow = { country: string; orders: number; revenue: number };

/** Sales by the shipping address's country, largest first. */
export const countryPart: Part<CountryRow[]> = {
  select: sql`
    select s.country, count(*)::int as orders, sum(s.total_amount - s.refunded)::float8 as revenue
    from sold s where s.current group by s.country`,
  parse: (rows) =>
    (rows as CountryRow[])
      .map((row) => ({ country: row.country, orders: Number(row.orders), revenue: Number(row.revenue) }))
      .sort((a, b) => b.revenue - a.revenue || a.country.localeCompare(b.country)),
};

export const salesByCountry = (scope: InsightsScope) => runPart(scope, countryPart);

export type ReminderFigures = { sent: number; recovered: number; revenue: number };

/**
 * Checkout reminders sent in the period (decision 069), how many checkouts they recovered (the
 * reminded order paid after all, or the attempt that replaced it from the restored cart), and what
 * those orders brought in without tax.
 */
export const remindersPart: Part<ReminderFigures> = {
  select: sql`
    select count(*)::int as sent, count(w.id)::int as recovered,
           coalesce(sum(${shopCentsOf(sql`w.total_amount - w.tax_amount`, "w")}), 0)::float8 as revenue
    from checkout_reminders cr cross join bounds b
    left join lateral (
      select o.id from orders o
      where o.id = cr.order_id or o.checkout_key = cr.recovered_checkout_key
      order by o.created_at desc limit 1
    ) last on true
    left join orders w on w.id = last.id and w.status <> 'cancelled' and w.payment_status in ('paid', 'refunded')
    where cr.sent_at >= b.start and cr.sent_at < b.finish`,
  parse: (rows) => {
    const row = (rows[0] ?? {}) as Partial<ReminderFigures>;
    return { sent: Number(row.sent ?? 0), recovered: Number(row.recovered ?? 0), revenue: Number(row.revenue ?? 0) };
  },
};
