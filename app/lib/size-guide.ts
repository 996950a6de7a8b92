// Size tables (issue #34): measurements kept in centimetres, shown in inches or centimetres.
import type { SizeGuide } from "../../db/schema";

export type { SizeGuide };
export type SizeUnit = "in" | "cm";

const CM_PER_INCH = 2.54;

/** A measurement in a unit: centimetres to the whole number, inches to the half. */
function inUnit(cm: number, unit: SizeUnit) {
  return unit === "cm" ? String(Math.round(cm)) : String(Math.round((cm / CM_PER_INCH) * 2) / 2);
}

/** "71" or "46–51" (an en dash between the ends of a range); "–" when the size has no figure. */
export function formatMeasurement(value: [number, number] | null, unit: SizeUnit) {
  if (!value) return "–";
  const [min, max] = value.map((cm) => inUnit(cm, unit));
  return min === max ? min! : `${min}–${max}`;
}

/** A size table cut to the sizes a product sells (a demo table covers XS to XXL). */
export function guideFor(guide: SizeGuide, sizes: string[]): SizeGuide {
  const keep = guide.sizes.map((size) => sizes.includes(size));
  return {
    ...guide,
    sizes: guide.sizes.filter((_, i) => keep[i]),
    measurements: guide.measurements.map((row) => ({ ...row, values: row.values.filter((_, i) => keep[i]) })),
  };
}

/** The unit in browser storage, repaired to inches when it holds anything else. */
export const SIZE_UNIT_KEY = "size_guide_unit";
export const parseUnit = (value: string | null | undefined): SizeUnit => (value === "cm" ? "cm" : "in");
