// The insights page's cards: each chart followed by its table view, or a note when the period is empty.
import type { ReactNode } from "react";
import { BarList, ColumnChart, LineChart, TableView } from "./charts";
import { count, money } from "./format";
import type { Insights } from "./insights.server";
import { LEAD_STAGE_LABELS, LEAD_STAGES } from "./lead-stages";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border-2 border-line bg-white p-5">
      <h2 id={`${id}-heading`} className="text-xl font-extrabold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const Empty = () => <p className="text-ink-soft">Nothing in this period.</p>;

/** Revenue and margin for each day of the period. */
export function DailyRevenueCard({ days }: { days: Insights["days"] }) {
  return (
    <Card id="insights-daily" title="Revenue and margin per day">
      <ColumnChart
        id="chart-daily"
        title="Revenue and margin per day"
        labels={days.map((day) => day.day)}
        series={[
          { name: "Revenue", values: days.map((day) => day.revenue) },
          { name: "Margin", values: days.map((day) => day.margin) },
        ]}
        format={money}
      />
      <TableView
        caption="Revenue and margin per day"
        head={["Day", "Orders", "Revenue", "Margin"]}
        rows={days.map((day) => [day.day, count(day.orders), money(day.revenue), money(day.margin)])}
      />
    </Card>
  );
}

/** How many of the period's orders are in each status. */
export function OrdersByStatusCard({ statuses }: { statuses: Insights["statuses"] }) {
  return (
    <Card id="insights-status" title="Orders by status">
      {statuses.length ? (
        <BarList
          id="chart-status"
          title="Orders by status"
          rows={statuses.map((row) => ({ label: row.status, value: row.orders }))}
          format={count}
        />
      ) : (
        <Empty />
      )}
      <TableView
        caption="Orders by status"
        head={["Status", "Orders"]}
        rows={statuses.map((row) => [row.status, count(row.orders)])}
      />
    </Card>
  );
}

/** Orders and revenue per destination country. */
export function SalesByCountryCard({ countries }: { countries: Insights["countries"] }) {
  return (
    <Card id="insights-country" title="Sales by country">
      {countries.length ? (
        <BarList
          id="chart-country"
          title="Revenue by country"
          rows={countries.map((row) => ({ label: row.country, value: row.revenue }))}
          format={money}
        />
      ) : (
        <Empty />
      )}
      <TableView
        caption="Sales by country"
        head={["Country", "Orders", "Revenue"]}
        rows={countries.map((row) => [row.country, count(row.orders), money(row.revenue)])}
      />
    </Card>
  );
}

/** The ten best products by revenue or by units, each split by colour and size. */
export function TopProductsCard({
  rank: key,
  products,
}: {
  rank: "byRevenue" | "byUnits";
  products: Insights["products"];
}) {
  const list = products[key];
  const title = key === "byRevenue" ? "Top 10 products by revenue" : "Top 10 products by units";
  return (
    <Card id={`insights-${key}`} title={title}>
      {list.length ? (
        <BarList
          id={`chart-${key}`}
          title={title}
          rows={list.map((p) => ({
            label: p.name,
            value: key === "byRevenue" ? p.revenue : p.units,
            segments: p.split.map((split) => ({
              label: `${split.color} · ${split.size}`,
              value: key === "byRevenue" ? split.revenue : split.units,
            })),
          }))}
          format={key === "byRevenue" ? money : count}
        />
      ) : (
        <Empty />
      )}
      <TableView
        caption={`${title}, with the colour and size split`}
        head={["Product / colour · size", "Units", "Revenue"]}
        rows={list.flatMap((p) => [
          [<strong key="name">{p.name}</strong>, count(p.units), money(p.revenue)],
          ...p.split.map((split) => [
            `${p.name}: ${split.color} · ${split.size}`,
            count(split.units),
            money(split.revenue),
          ]),
        ])}
      />
    </Card>
  );
}

/** Days from payment to shipping per partner: the weekly chart and the per-stage tables. */
export function LeadTimeCard({ lead }: { lead: Insights["lead"] }) {
  const weeks = [...new Set(lead.weeks.map((week) => week.week))].sort();
  return (
    <Card id="insights-lead" title="Fulfilment lead time per partner (days)">
      {weeks.length ? (
        <LineChart
          id="chart-lead"
          title="Days from payment to shipping per partner, by week paid (median and 90th percentile)"
          labels={weeks}
          unit="days"
          series={lead.partners.flatMap((partner, index) =>
            (["median", "p90"] as const).map((which) => ({
              name: `${partner.partner} ${which === "median" ? "median" : "p90"}`,
              colour: index,
              dashed: which === "p90",
              values: weeks.map(
                (week) =>
                  lead.weeks.find((row) => row.partner === partner.partner && row.week === week)?.[which] ?? null,
              ),
            })),
          )}
        />
      ) : (
        <Empty />
      )}
      <TableView
        caption="Fulfilment lead time per partner in days: median and 90th percentile per stage"
        head={["Partner / stage", "Orders", "Median", "p90"]}
        rows={lead.partners.flatMap((partner) =>
          LEAD_STAGES.map((stage) => [
            `${partner.partner}: ${LEAD_STAGE_LABELS[stage]}`,
            count(partner.stages[stage].count),
            partner.stages[stage].median ?? "—",
            partner.stages[stage].p90 ?? "—",
          ]),
        )}
      />
      <TableView
        caption="Days from payment to shipping per partner and week"
        head={["Week (from Monday)", "Partner", "Orders", "Median", "p90"]}
        rows={lead.weeks.map((week) => [week.week, week.partner, count(week.count), week.median, week.p90])}
      />
    </Card>
  );
}

/** The unfinished-checkout reminders of the period and the checkouts they brought back (decision 069). */
export function CheckoutRemindersCard({ reminders }: { reminders: Insights["reminders"] }) {
  const figures: [string, string][] = [
    ["Reminders sent", count(reminders.sent)],
    ["Checkouts recovered", count(reminders.recovered)],
    ["Revenue recovered", money(reminders.revenue)],
  ];
  return (
    <Card id="insights-reminders" title="Checkout reminders">
      <dl className="grid grid-cols-3 gap-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
