// /admin/insights: the period picker (a plain GET form), the headline figures and the charts,
// each chart followed by its table view. Everything renders on the server; no script is needed.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { DropSellThrough, type SellThroughCurve } from "./drop-sell-through";
import { ReviewRatings, type ProductRating } from "./review-ratings";
import { HeadlineFigures } from "./headline-figures";
import {
  CheckoutRemindersCard,
  DailyRevenueCard,
  LeadTimeCard,
  OrdersByStatusCard,
  SalesByCountryCard,
  TopProductsCard,
} from "./insights-cards";
import { periodSearch, RANGE_LABELS, RANGES, type PeriodQuery } from "./insights.schema";
import type { Insights } from "./insights.server";

const selectClass =
  "h-11 w-full rounded-2xl border-2 border-line bg-white px-4 text-ink focus:border-lilac-deep focus:outline-none";

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
  ratings,
}: {
  insights: Insights;
  query: PeriodQuery;
  /** Each drop's sell-through curve, from the drops module (sellThroughCurves in the route). */
  drops?: SellThroughCurve[];
  /** Each reviewed product's rating and fit, from the reviews module (productRatings in the route). */
  ratings?: ProductRating[];
}) {
  const { headline, days, statuses, countries, products, lead, reminders } = insights;
  const { period } = query;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold">Insights</h1>
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
          <DailyRevenueCard days={days} />
        </div>

        <OrdersByStatusCard statuses={statuses} />

        <SalesByCountryCard countries={countries} />

        {(["byRevenue", "byUnits"] as const).map((key) => (
          <TopProductsCard key={key} rank={key} products={products} />
        ))}

        <div className="lg:col-span-2">
          <LeadTimeCard lead={lead} />
        </div>

        {insights.source === "native" ? <CheckoutRemindersCard reminders={reminders} /> : null}

        {ratings ? (
          <div className="lg:col-span-2">
            <ReviewRatings ratings={ratings} />
          </div>
        ) : null}

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
