// How the insights page writes its numbers: money, rates, changes against the previous period.
import { formatSymbolPrice, groupThousands, SHOP_CURRENCY } from "~/lib/money";

/** Cents as dollars with a real minus sign: -1250 → "−$12.50". */
export function money(cents: number) {
  const text = formatSymbolPrice(Math.abs(Math.round(cents)), SHOP_CURRENCY);
  return cents < 0 ? `−${text}` : text;
}

/** A fraction as a percentage with one decimal: 0.125 → "12.5%". */
export function percent(fraction: number) {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/** A count of orders or units: 1234 → "1,234". */
export function count(value: number) {
  return groupThousands(value);
}

/**
 * The change from the previous period: a relative change for amounts and counts, percentage
 * points for rates; "new" when there was nothing before, "no change" when equal.
 */
export function change(current: number, previous: number, kind: "relative" | "points") {
  if (current === previous) return { text: "no change", direction: 0 };
  const direction = current > previous ? 1 : -1;
  const sign = direction > 0 ? "+" : "−";
  if (kind === "points") {
    return { text: `${sign}${(Math.abs(current - previous) * 100).toFixed(1)} pts`, direction };
  }
  if (previous === 0) return { text: "new", direction };
  return { text: `${sign}${percent(Math.abs((current - previous) / previous))}`, direction };
}
