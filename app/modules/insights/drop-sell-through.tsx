// The slot for each drop's sell-through curve (units sold against days since its launch). The
// drops module provides the curves (sellThroughCurves); the insights route passes them in this
// shape, and this section draws them like every other chart, with a table view.
import { LineChart, TableView } from "./charts";

/**
 * One drop's curve: cumulative units sold at the end of a day since launch (day 0 = launch day),
 * one point per day with sales; the line holds its last value until the curve's next point.
 */
export type SellThroughCurve = { dropId: string; name: string; points: { day: number; units: number }[] };

export function DropSellThrough({ curves }: { curves: SellThroughCurve[] }) {
  if (!curves.length) return null;
  const lastDay = Math.max(0, ...curves.flatMap((curve) => curve.points.map((point) => point.day)));
  const labels = Array.from({ length: lastDay + 1 }, (_, day) => `day ${day}`);
  return (
    <section aria-labelledby="insights-drops-heading" className="rounded-card border-2 border-line bg-white p-5">
      <h2 id="insights-drops-heading" className="text-xl font-extrabold">
        Sell-through per drop
      </h2>
      <div className="mt-4">
        <LineChart
          id="chart-drops"
          title="Units sold per drop against days since launch"
          labels={labels}
          tick={(label) => label}
          unit="units"
          series={curves.map((curve, index) => ({
            name: curve.name,
            colour: index % 5,
            values: heldValues(curve, labels.length),
          }))}
        />
        <TableView
          caption="Units sold per drop against days since launch"
          head={["Drop / day since launch", "Units sold"]}
          rows={curves.flatMap((curve) =>
            curve.points.map((point) => [`${curve.name}: day ${point.day}`, point.units]),
          )}
        />
      </div>
    </section>
  );
}

/** The curve's cumulative units on every day up to its last point (null after it). */
function heldValues(curve: SellThroughCurve, days: number) {
  const lastDay = Math.max(0, ...curve.points.map((point) => point.day));
  let held = 0;
  return Array.from({ length: days }, (_, day) => {
    if (day > lastDay) return null;
    held = curve.points.find((point) => point.day === day)?.units ?? held;
    return held;
  });
}
