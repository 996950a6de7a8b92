// The headline figures of the period, each with its change against the period before.
import type { Figures } from "./figures.server";
import { change, count, money, percent } from "./format";

type Figure = { label: string; value: string; change: ReturnType<typeof change>; goodWhenUp: boolean };

/** The figures in the order they are shown, each against the period before. */
function headlineFigures(current: Figures, previous: Figures): Figure[] {
  return [
    {
      label: "Revenue",
      value: money(current.revenue),
      change: change(current.revenue, previous.revenue, "relative"),
      goodWhenUp: true,
    },
    {
      label: "Orders",
      value: count(current.orders),
      change: change(current.orders, previous.orders, "relative"),
      goodWhenUp: true,
    },
    {
      label: "Average order",
      value: money(current.averageOrder),
      change: change(current.averageOrder, previous.averageOrder, "relative"),
      goodWhenUp: true,
    },
    {
      label: "Units sold",
      value: count(current.units),
      change: change(current.units, previous.units, "relative"),
      goodWhenUp: true,
    },
    {
      label: "Gross margin",
      value: `${money(current.margin)}${current.revenue ? ` (${percent(current.margin / current.revenue)})` : ""}`,
      change: change(current.margin, previous.margin, "relative"),
      goodWhenUp: true,
    },
    {
      label: "Refund rate",
      value: percent(current.refundRate),
      change: change(current.refundRate, previous.refundRate, "points"),
      goodWhenUp: false,
    },
    {
      label: "Cancellation rate",
      value: percent(current.cancellationRate),
      change: change(current.cancellationRate, previous.cancellationRate, "points"),
      goodWhenUp: false,
    },
  ];
}

function FigureItem({ figure, days }: { figure: Figure; days: number }) {
  const good = figure.change.direction === 0 ? null : figure.change.direction > 0 === figure.goodWhenUp;
  return (
    <div className="rounded-card border-2 border-line bg-white p-4">
      <dt className="text-sm font-semibold text-ink-soft">{figure.label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums">{figure.value}</dd>
      <dd
        className={`mt-1 text-sm font-semibold ${good === null ? "text-ink-soft" : good ? "text-emerald-800" : "text-bubblegum-deep"}`}
      >
        {figure.change.text}
        <span className="sr-only"> compared with the previous {days} days</span>
        <span aria-hidden="true"> vs previous {days} days</span>
      </dd>
    </div>
  );
}

export function HeadlineFigures({ current, previous, days }: { current: Figures; previous: Figures; days: number }) {
  const figures = headlineFigures(current, previous);
  return (
    <section aria-labelledby="insights-figures-heading" className="mt-8">
      <h2 id="insights-figures-heading" className="sr-only">
        Headline figures
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {figures.map((figure) => (
          <FigureItem key={figure.label} figure={figure} days={days} />
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        Margin = revenue − partner product costs {money(current.productCost)} − partner shipping{" "}
        {money(current.shippingCost)} − payment fees {money(current.paymentFees)}. Refunded {money(current.refunded)} on{" "}
        {count(current.refundedOrders)} {current.refundedOrders === 1 ? "order" : "orders"};{" "}
        {count(current.cancelledOrders)} cancelled after payment.
      </p>
      {current.withoutCost > 0 ? (
        <p
          role="status"
          className="mt-3 rounded-2xl border-2 border-bubblegum-deep bg-white px-4 py-2 text-sm font-semibold"
        >
          {current.withoutCost === 1 ? "1 order" : `${count(current.withoutCost)} orders`} without a known cost: no
          partner bill and no catalogue cost, so the margin counts no cost for{" "}
          {current.withoutCost === 1 ? "it" : "them"}.
        </p>
      ) : null}
    </section>
  );
}
