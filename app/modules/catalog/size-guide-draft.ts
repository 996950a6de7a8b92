// The owner's size table form (issue #34, decision 059) as plain text: sizes (rows), measurement
// names (columns), one cell per pair, in one unit of entry. The page works without JavaScript, so
// adding or removing a row or column is a form post that answers with the edited draft.
import { parseUnit, type SizeGuide, type SizeUnit } from "~/lib/size-guide";

/** As the product page converts (app/lib/size-guide.ts, which stays small: every product page loads it). */
export const CM_PER_INCH = 2.54;

export type SizeGuideDraft = {
  unit: SizeUnit;
  sizes: string[];
  labels: string[];
  /** cells[row][column], as typed. */
  cells: string[][];
  howToMeasure: string;
};

export const SIZE_TABLE_LIMITS = { rows: 20, columns: 8 };

/** The form's field names: the schema's issues are shown at these (fieldErrorsOf). */
export const sizeField = (row: number) => `size-${row}`;
export const labelField = (column: number) => `label-${column}`;
export const cellField = (row: number, column: number) => `cell-${row}-${column}`;

/** A count from a hidden field, kept within the table's limits (a crafted post cannot ask for more). */
function count(value: FormDataEntryValue | null, max: number) {
  const number = Math.trunc(Number(value));
  return Number.isFinite(number) ? Math.min(Math.max(number, 1), max) : 1;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function draftFromForm(form: FormData): SizeGuideDraft {
  const rows = count(form.get("rows"), SIZE_TABLE_LIMITS.rows);
  const columns = count(form.get("columns"), SIZE_TABLE_LIMITS.columns);
  const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    unit: parseUnit(text(form, "unit")),
    sizes: indexes(rows).map((row) => text(form, sizeField(row))),
    labels: indexes(columns).map((column) => text(form, labelField(column))),
    cells: indexes(rows).map((row) => indexes(columns).map((column) => text(form, cellField(row, column)))),
    howToMeasure: text(form, "howToMeasure"),
  };
}

/** A stored figure (centimetres) in the unit of entry, to two decimals. */
function figure(cm: number, unit: SizeUnit) {
  const value = unit === "cm" ? cm : cm / CM_PER_INCH;
  return String(Math.round(value * 100) / 100);
}

/** A stored cell as the form shows it: "52" or "50–54" in the unit of entry, empty when null. */
export function cellText(value: [number, number] | null | undefined, unit: SizeUnit) {
  if (!value) return "";
  const [min, max] = value.map((cm) => figure(cm, unit));
  return min === max ? min! : `${min}–${max}`;
}

/** The form for a product: its table as it stands, or its sizes and one empty column. */
export function draftFromGuide(guide: SizeGuide | null, productSizes: string[], unit: SizeUnit): SizeGuideDraft {
  if (!guide) {
    const sizes = productSizes.length ? productSizes.slice(0, SIZE_TABLE_LIMITS.rows) : [""];
    return { unit, sizes, labels: [""], cells: sizes.map(() => [""]), howToMeasure: "" };
  }
  return {
    unit,
    sizes: guide.sizes,
    labels: guide.measurements.map((row) => row.label),
    cells: guide.sizes.map((_, i) => guide.measurements.map(({ values }) => cellText(values[i], unit))),
    howToMeasure: guide.howToMeasure ?? "",
  };
}

export type DraftEdit = { draft: SizeGuideDraft; error?: string };

/**
 * A row or column added or removed (the submit button's `intent`); undefined for any other intent.
 * A table keeps at least one row and one column and at most the limits.
 */
export function editDraft(draft: SizeGuideDraft, intent: string): DraftEdit | undefined {
  const { sizes, labels, cells } = draft;
  if (intent === "add-row") {
    if (sizes.length >= SIZE_TABLE_LIMITS.rows)
      return { draft, error: `A table holds at most ${SIZE_TABLE_LIMITS.rows} sizes.` };
    return { draft: { ...draft, sizes: [...sizes, ""], cells: [...cells, labels.map(() => "")] } };
  }
  if (intent === "add-column") {
    if (labels.length >= SIZE_TABLE_LIMITS.columns)
      return { draft, error: `A table holds at most ${SIZE_TABLE_LIMITS.columns} measurements.` };
    return { draft: { ...draft, labels: [...labels, ""], cells: cells.map((row) => [...row, ""]) } };
  }
  const removed = /^remove-(row|column)-(\d+)$/.exec(intent);
  if (!removed) return undefined;
  const index = Number(removed[2]);
  const without = <T>(list: T[]) => list.filter((_, i) => i !== index);
  if (removed[1] === "row") {
    if (sizes.length <= 1 || index >= sizes.length) return { draft };
    return { draft: { ...draft, sizes: without(sizes), cells: without(cells) } };
  }
  if (labels.length <= 1 || index >= labels.length) return { draft };
  return { draft: { ...draft, labels: without(labels), cells: cells.map(without) } };
}
