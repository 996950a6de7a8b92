// /admin/insights: the period picker (a plain GET form), the headline figures and the charts,
// each chart followed by its table view. Everything renders on the server; no script is needed.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { BarList, ColumnChart, LineChart, TableView } from "./charts";
import { count, money } from "./format";
import { DropSellThrough, type SellThroughCurve } from "./drop-sell-through";
import { HeadlineFigures } from "./headline-figures";
import { periodSearch, RANGE_LABELS, RANGES, type PeriodQuery } from "./insights.schema";
import type { Insights } from "./insights.server";
import { LEAD_STAGE_LABELS, LEAD_STAGES } from "./lead-stages";

const selectClass =
  "h-11 w-full rounded-2xl border-2 border-line bg-white px-4 text-ink focus:border-lilac-deep focus:outline-none";

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

export function PeriodPicker({ query }: { query: PeriodQuery }) {
  const { period, errors } = query;
  return (
    <Form
      key={periodSearch(period)}
      method="get"
      action="/admin/insights"
      aria-label="Period"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-48">
        <Field label="Period">
          <select name="range" defaultValue={period.range} className={selectClass}>
            {RANGES.map((range) => (
              <option key={range} value={range}>
                {RANGE_LABELS[range]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="w-44">
        <Field label="From (custom range)" error={errors.from}>
          <Input type="date" name="from" defaultValue={period.from} />
        </Field>
      </div>
      <div className="w-44">
        <Field label="To (custom range)" error={errors.to}>
          <Input type="date" name="to" defaultValue={period.to} />
        </Field>
      </div>
      <Button type="submit">Show</Button>
    </Form>
  );
}

export function InsightsPage({
  insights,
  query,
  drops,
}: {
  insights: Insights;
  query: PeriodQuery;
  /** Each drop's sell-through curve, from the drops module (sellThroughCurves in the route). */
  drops?: SellThroughCurve[];
}) {
  const { headline, days, statuses, countries, products, lead } = insights;
  const { period } = query;
  const weeks = [...new Set(lead.weeks.map((week) => week.week))].sort();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p>
        <Link to="/admin" className="font-semibold text-lilac-deep underline">
          ← Admin dashboard
        </Link>
      </p>
      <h1 className="mt-3 text-4xl font-extrabold">Insights</h1>
      <p className="mt-3 text-ink-soft">
        {period.from} to {period.to} ({period.days} {period.days === 1 ? "day" : "days"}, {insights.timeZone}
        {insights.source === "shopify" ? "; orders from Shopify" : ""}), compared with {period.previousFrom} to{" "}
        {period.previousTo}.
      </p>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <PeriodPicker query={query} />
        <a
          href={`/admin/insights/orders.csv?${periodSearch(period)}`}
          download
          className="font-semibold text-lilac-deep underline"
        >
          Download orders (CSV)
        </a>
      </div>

      <HeadlineFigures current={headline.current} previous={headline.previous} days={period.days} />

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
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
        </div>

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

        {(["byRevenue", "byUnits"] as const).map((key) => {
          const list = products[key];
          const title = key === "byRevenue" ? "Top 10 products by revenue" : "Top 10 products by units";
          return (
            <Card key={key} id={`insights-${key}`} title={title}>
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
        })}

        <div className="lg:col-span-2">
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
        </div>

        {/* Per drop sell-through: the drops module's curves, passed in by the route. */}
        {drops?.length ? (
          <div className="lg:col-span-2">
            <DropSellThrough curves={drops} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
