// The bench's one table: every figure with its target and whether it holds. Figure modules
// (scripts/bench/*.ts) return rows; scripts/bench.ts prints them and, with --check, fails on a miss.

export type Row = {
  figure: string;
  value: string;
  /** The target as people read it, e.g. "≤ 150 KB"; "–" when the figure is for information. */
  target: string;
  /** undefined: no target (shown as "info"). */
  pass?: boolean;
};

/** A row for a number with an upper (`max`) or lower (`min`) bound. */
export function bounded(
  figure: string,
  value: number,
  bound: { max?: number; min?: number },
  format: (value: number) => string = (v) => v.toFixed(0),
): Row {
  const target =
    bound.max !== undefined ? `≤ ${format(bound.max)}` : bound.min !== undefined ? `≥ ${format(bound.min)}` : "–";
  const pass = bound.max !== undefined ? value <= bound.max : bound.min !== undefined ? value >= bound.min : undefined;
  return { figure, value: format(value), target, pass };
}

/** The p-th percentile of ascending figures (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const score = (value: number) => value.toFixed(2);

export function printTable(rows: Row[]) {
  const cells = rows.map((row) => [
    row.figure,
    row.value,
    row.target,
    row.pass === undefined ? "info" : row.pass ? "pass" : "FAIL",
  ]);
  const header = ["figure", "measured", "target", "result"];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of cells) console.log(line(row));
}
