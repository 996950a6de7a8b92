// What every partner's catalogue mapping shares: our categories, exact money, one variant per
// size × colour, and pictures per colour only where they tell the colours apart.
import type { SyncedVariant } from "./partner-port";

export const MAX_IMAGES = 5;
export const ONE_SIZE = "One size";
export const NO_COLOUR = "Default";

/** Our category for a partner's product type or title (the demo catalogue's category names). */
export function categoryOf(...hints: (string | null | undefined)[]) {
  const text = hints.filter(Boolean).join(" ").toLowerCase();
  const rules: [RegExp, string][] = [
    [/hood/, "hoodies"],
    [/crew|sweatshirt|sweater/, "crewnecks"],
    [/t-?shirt|tee\b|tees\b|tank/, "tees"],
    [/\bcap\b|hat|beanie|snapback/, "caps"],
    [/sticker/, "stickers"],
    [/tote|bag/, "totes"],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? "apparel";
}

/** "29.99" → 2999, exactly: money never passes through a float. */
export function decimalToCents(value: string) {
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
}

/** One variant per size × colour: a partner's duplicate pair is dropped (the first one wins). */
export function uniquePairs(variants: SyncedVariant[]) {
  const seen = new Set<string>();
  return variants.filter((variant) => {
    const key = `${variant.size}\u0000${variant.color}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];

type ColourPictures = { colors: (string | undefined)[]; images: (string | null | undefined)[] };

/**
 * Pictures per colour from (colours, pictures) pairs, in order. Only kept when they tell the
 * product's colours apart: one colour, or the same pictures for every colour, gives none.
 */
export function perColour(entries: ColourPictures[], colourCount: number) {
  const byColour = new Map<string, string[]>();
  for (const entry of entries) {
    for (const colour of new Set(entry.colors)) {
      if (!colour) continue;
      byColour.set(colour, unique([...(byColour.get(colour) ?? []), ...entry.images]));
    }
  }
  const lists = [...byColour.values()];
  const distinct = new Set(lists.map((list) => list.join("\u0000")));
  if (colourCount < 2 || (byColour.size === colourCount && distinct.size < 2)) return {};
  return Object.fromEntries([...byColour].map(([colour, list]) => [colour, list.slice(0, MAX_IMAGES)]));
}
