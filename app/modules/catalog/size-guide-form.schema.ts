// The owner's size table checked (issue #34, decision 059): in the browser before it is sent and
// again in the action, which is the authority. A passing draft becomes the stored shape, the same
// the Printful sync stores: centimetres, [min, max] per size, null for an empty cell.
import { z } from "zod";
import type { SizeGuide, SizeUnit } from "~/lib/size-guide";
import { CM_PER_INCH, cellField, labelField, sizeField, SIZE_TABLE_LIMITS } from "./size-guide-draft";

/** Past this a figure is a typo, not a garment (about 118 inches). */
const MAX_CM = 300;
const MAX_SIZE_NAME = 20;
const MAX_LABEL = 40;
const MAX_HOW_TO_MEASURE = 1000;

const NUMBER = /^\d+(?:[.,]\d+)?$/;
/** "45–47", "45-47" or "45 — 47": two figures with a dash between them. */
const RANGE = /^(\S+?)\s*[–—-]\s*(\S+)$/;

type Cell = { ok: true; value: [number, number] | null } | { ok: false; message: string };

const limitIn = (unit: SizeUnit) => (unit === "cm" ? `${MAX_CM} cm` : `${Math.floor(MAX_CM / CM_PER_INCH)} in`);
const toCm = (value: number, unit: SizeUnit) => Math.round((unit === "cm" ? value : value * CM_PER_INCH) * 100) / 100;

/** One figure in the unit of entry, as centimetres; or why it is refused. */
function readFigure(text: string, unit: SizeUnit): { ok: true; cm: number } | { ok: false; message: string } {
  if (/^-\s*\d/.test(text)) return { ok: false, message: "A measurement cannot be negative." };
  if (!NUMBER.test(text)) return { ok: false, message: "Enter a number such as 52, or a range such as 50–54." };
  const cm = toCm(Number(text.replace(",", ".")), unit);
  if (cm <= 0) return { ok: false, message: "A measurement must be more than 0." };
  if (cm > MAX_CM) return { ok: false, message: `That is more than ${limitIn(unit)}: check the figure.` };
  return { ok: true, cm };
}

/** A cell: empty (no figure for this size), a number, or a range with the smaller figure first. */
export function readCell(typed: string, unit: SizeUnit): Cell {
  const text = typed.trim();
  if (!text) return { ok: true, value: null };
  const range = /^-/.test(text) ? null : RANGE.exec(text);
  const [min, max] = (range ? [range[1]!, range[2]!] : [text, text]).map((part) => readFigure(part, unit));
  if (!min!.ok) return min!;
  if (!max!.ok) return max!;
  if (min!.cm > max!.cm) return { ok: false, message: "Put the smaller figure first, as in 50–54." };
  return { ok: true, value: [min!.cm, max!.cm] };
}

/** Names of rows or columns: each given, short, and different from the others. */
function checkNames(names: string[], what: "size" | "label", ctx: z.RefinementCtx) {
  const max = what === "size" ? MAX_SIZE_NAME : MAX_LABEL;
  const kind = what === "size" ? "size" : "measurement";
  const seen = new Set<string>();
  names.forEach((raw, index) => {
    const name = raw.trim();
    const message = !name
      ? `Name this ${kind}.`
      : name.length > max
        ? `Use at most ${max} characters.`
        : seen.has(name.toLowerCase())
          ? `This ${kind} is already in the table.`
          : undefined;
    seen.add(name.toLowerCase());
    if (message) ctx.addIssue({ code: "custom", message, path: [what, index] });
  });
}

export const sizeGuideFormSchema = z
  .object({
    unit: z.enum(["in", "cm"], { message: "Choose inches or centimetres." }),
    sizes: z.array(z.string()).min(1).max(SIZE_TABLE_LIMITS.rows),
    labels: z.array(z.string()).min(1).max(SIZE_TABLE_LIMITS.columns),
    cells: z.array(z.array(z.string())),
    howToMeasure: z.string(),
  })
  // One pass over everything, so every field's problem shows at once.
  .transform((draft, ctx): SizeGuide => {
    if (draft.howToMeasure.trim().length > MAX_HOW_TO_MEASURE)
      ctx.addIssue({
        code: "custom",
        message: `Use at most ${MAX_HOW_TO_MEASURE} characters.`,
        path: ["howToMeasure"],
      });
    checkNames(draft.sizes, "size", ctx);
    checkNames(draft.labels, "label", ctx);
    let badCells = 0;
    const columns = draft.labels.map((label, column) => ({
      label: label.trim(),
      values: draft.sizes.map((_, row) => {
        const cell = readCell(draft.cells[row]?.[column] ?? "", draft.unit);
        if (cell.ok) return cell.value;
        badCells += 1;
        ctx.addIssue({ code: "custom", message: cell.message, path: ["cell", row, column] });
        return null;
      }),
    }));
    if (!badCells && columns.every((column) => column.values.every((value) => value === null)))
      ctx.addIssue({ code: "custom", message: "Enter at least one measurement.", path: ["form"] });
    return {
      source: "owner",
      sizes: draft.sizes.map((size) => size.trim()),
      measurements: columns,
      howToMeasure: draft.howToMeasure.trim() || null,
    };
  });

/** The form field an issue is shown at. */
export function sizeGuideFieldOf(path: readonly PropertyKey[]) {
  const [what, first, second] = path;
  if (what === "size" && typeof first === "number") return sizeField(first);
  if (what === "label" && typeof first === "number") return labelField(first);
  if (what === "cell" && typeof first === "number" && typeof second === "number") return cellField(first, second);
  return what === "howToMeasure" || what === "unit" ? what : "form";
}
