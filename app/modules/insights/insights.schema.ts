// The insights period picker's query (a plain GET form): which days to show, in the shop's time zone.
import { z } from "zod";
import { fieldErrorsOf } from "~/lib/forms";

export const RANGES = ["7d", "30d", "90d", "month", "custom"] as const;
export type Range = (typeof RANGES)[number];
export const RANGE_LABELS: Record<Range, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "This month",
  custom: "Custom range",
};
/** The longest custom range: a year and a day (a leap year's whole year fits). */
export const MAX_DAYS = 366;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateText = z
  .string()
  .regex(isoDate, "Enter a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && toIso(fromIso(value)) === value, {
    message: "Enter a real date",
  });

export const customRangeSchema = z
  .object({ from: dateText, to: dateText })
  .refine((range) => range.from <= range.to, { path: ["to"], message: "The end must be on or after the start" })
  .refine((range) => daysBetween(range.from, range.to) + 1 <= MAX_DAYS, {
    path: ["to"],
    message: `A range may cover at most ${MAX_DAYS} days`,
  });

/** A period: its first and last day (inclusive, shop-zone dates) and the same-length period before it. */
export type Period = {
  range: Range;
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
};

export type PeriodQuery = { period: Period; errors: { from?: string; to?: string } };

function fromIso(value: string) {
  return new Date(`${value}T00:00:00Z`);
}
function toIso(date: Date) {
  return date.toISOString().slice(0, 10);
}
export function addDays(day: string, days: number) {
  const date = fromIso(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}
export function daysBetween(from: string, to: string) {
  return Math.round((fromIso(to).getTime() - fromIso(from).getTime()) / 86_400_000);
}

/** Today's date where the shop is. */
export function todayIn(timeZone: string, now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function makePeriod(range: Range, from: string, to: string): Period {
  const days = daysBetween(from, to) + 1;
  return { range, from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/**
 * The period a query string asks for. Anything unknown or broken falls back to the last 30 days;
 * a custom range that does not make sense keeps the fallback and says why at its field.
 */
export function parsePeriodQuery(params: URLSearchParams, today: string): PeriodQuery {
  const asked = params.get("range");
  const range: Range = (RANGES as readonly string[]).includes(asked ?? "") ? (asked as Range) : "30d";
  const last = (days: number, name: Range = range) => makePeriod(name, addDays(today, -(days - 1)), today);
  if (range === "7d") return { period: last(7), errors: {} };
  if (range === "90d") return { period: last(90), errors: {} };
  if (range === "month") return { period: makePeriod("month", `${today.slice(0, 8)}01`, today), errors: {} };
  if (range === "custom") {
    const parsed = customRangeSchema.safeParse({ from: params.get("from") ?? "", to: params.get("to") ?? "" });
    if (parsed.success) return { period: makePeriod("custom", parsed.data.from, parsed.data.to), errors: {} };
    const errors = fieldErrorsOf(parsed.error, ([field]) => (field === "from" ? "from" : "to"));
    return { period: { ...last(30, "custom"), range: "custom" }, errors };
  }
  return { period: last(30, "30d"), errors: {} };
}

/** The query string of a period, for links (the CSV export). */
export function periodSearch(period: Period) {
  const params = new URLSearchParams({ range: period.range });
  if (period.range === "custom") {
    params.set("from", period.from);
    params.set("to", period.to);
  }
  return params.toString();
}
