// A product's size table (issue #34): one row per size, a column per measurement, in inches or
// centimetres, and how to measure. Used in the product page's dialog and on its own page.
import { formatMeasurement, type SizeGuide, type SizeUnit } from "~/lib/size-guide";

const UNIT_NAMES: Record<SizeUnit, string> = { in: "inches", cm: "centimetres" };

/**
 * `Heading`: the level of "How to measure", one below the title it sits under (the dialog's title is
 * an h2, the table's own page has an h1).
 */
export function SizeGuideTable({
  guide,
  unit,
  Heading = "h3",
}: {
  guide: SizeGuide;
  unit: SizeUnit;
  Heading?: "h2" | "h3";
}) {
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-ink-soft">Garment measurements in {UNIT_NAMES[unit]}</caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2 pr-3">
                Size
              </th>
              {guide.measurements.map((row) => (
                <th key={row.label} scope="col" className="py-2 pr-3">
                  {row.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.sizes.map((size, i) => (
              <tr key={size} className="border-b border-line">
                <th scope="row" className="py-2 pr-3">
                  {size}
                </th>
                {guide.measurements.map((row) => (
                  <td key={row.label} className="py-2 pr-3">
                    {formatMeasurement(row.values[i] ?? null, unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {guide.howToMeasure ? (
        <section className="mt-4 text-sm">
          <Heading className="font-bold">How to measure</Heading>
          <p className="mt-1 text-ink-soft">{guide.howToMeasure}</p>
        </section>
      ) : null}
    </>
  );
}

/** Inches or centimetres: two radio buttons (a GET form's field on the page without scripts). */
export function UnitSwitch({ unit, onChange }: { unit: SizeUnit; onChange?: (unit: SizeUnit) => void }) {
  return (
    <fieldset className="mb-3 flex gap-2 text-sm font-semibold">
      <legend className="sr-only">Units</legend>
      {(["in", "cm"] as const).map((value) => (
        <label key={value} className="facet-stock">
          <input
            type="radio"
            name="unit"
            value={value}
            // On the page without scripts it is a plain form field; in the dialog, React's.
            {...(onChange
              ? { checked: unit === value, onChange: () => onChange(value) }
              : { defaultChecked: unit === value })}
          />
          {value === "in" ? "Inches" : "Centimetres"}
        </label>
      ))}
    </fieldset>
  );
}
