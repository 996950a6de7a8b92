// The demo catalogue's size tables (issue #34): flat garment measurements in centimetres, so a
// fresh store shows the size guide on its tees, hoodies and crewnecks.
import type { SizeGuide } from "../schema";

const SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
const row = (label: string, ...cm: number[]) => ({ label, values: cm.map((n): [number, number] => [n, n]) });

const HOW_TO_MEASURE =
  "Lay a garment that fits you well flat. Chest width: straight across, 2.5 cm below the armholes. " +
  "Length: from the highest point of the shoulder to the hem. Sleeve length: from the centre back of the " +
  "neck, over the shoulder, to the cuff. Compare with the table: if you are between sizes, size up for a looser fit.";

export const DEMO_SIZE_GUIDES: Record<string, SizeGuide> = {
  tees: {
    source: "demo",
    sizes: SIZES,
    measurements: [row("Chest width", 44, 47, 52, 57, 62, 67), row("Length", 69, 71, 74, 76, 79, 81)],
    howToMeasure: HOW_TO_MEASURE,
  },
  hoodies: {
    source: "demo",
    sizes: SIZES,
    measurements: [
      row("Chest width", 49, 51, 56, 61, 66, 71),
      row("Length", 64, 69, 71, 74, 76, 79),
      row("Sleeve length", 81, 84, 86, 89, 91, 94),
    ],
    howToMeasure: HOW_TO_MEASURE,
  },
  crewnecks: {
    source: "demo",
    sizes: SIZES,
    measurements: [
      row("Chest width", 48, 51, 56, 61, 66, 71),
      row("Length", 66, 69, 71, 74, 76, 79),
      row("Sleeve length", 80, 83, 85, 88, 90, 93),
    ],
    howToMeasure: HOW_TO_MEASURE,
  },
};
