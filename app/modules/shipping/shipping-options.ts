// Checkout shipping options (decision 046): what the shopper picks from, the text shown for a
// delivery estimate, and how the options of an order split over several partners are combined.
import { SHIPPING_CENTS } from "~/lib/money";

/** One choice at checkout; `parts` says which method each partner ships its part with. */
export type CheckoutShippingOption = {
  id: string;
  name: string;
  priceCents: number;
  minDays: number | null;
  maxDays: number | null;
  parts: Record<string, string>;
};

/** The options (cheapest first), and why the flat rate applies when live rates could not be had. */
export type ShippingQuote = { options: CheckoutShippingOption[]; message: string | null };

export const FALLBACK_MESSAGE = "We couldn't get live shipping rates, so the standard rate applies.";
export const FLAT_OPTION_ID = "flat";
/** The option of a split order whose partners share no method: each part at its cheapest. */
export const MIXED_OPTION_ID = "cheapest";

export const flatOption = (): CheckoutShippingOption => ({
  id: FLAT_OPTION_ID,
  name: "Standard",
  priceCents: SHIPPING_CENTS,
  minDays: null,
  maxDays: null,
  parts: {},
});

export const flatQuote = (message: string | null = null): ShippingQuote => ({ options: [flatOption()], message });

/** "3–5 business days", "2 business days", or null when the partner gave no days. */
export function formatEstimate(option: Pick<CheckoutShippingOption, "minDays" | "maxDays">): string | null {
  const { minDays, maxDays } = option;
  if (minDays === null && maxDays === null) return null;
  const low = minDays ?? maxDays!;
  const high = maxDays ?? minDays!;
  if (low === high) return `${low} business day${low === 1 ? "" : "s"}`;
  return `${low}–${high} business days`;
}

/** A partner's options for its part of the order (cheapest first, shared method keys as ids). */
export type PartQuote = {
  partner: string;
  options: { id: string; name: string; priceCents: number; minDays: number | null; maxDays: number | null }[];
};

const latest = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? Math.max(...known) : null;
};

/**
 * The options of the whole order: each method every partner offers, priced as the sum of the
 * parts (plus the flat rate when some lines have no partner); without a shared method, one option
 * with each part at its cheapest. Delivery takes as long as the slowest part. Null: a part has
 * no option at all.
 */
export function combineParts(parts: PartQuote[], flatCents: number): CheckoutShippingOption[] | null {
  if (parts.length === 0) return [{ ...flatOption(), priceCents: flatCents }];
  if (parts.some((part) => part.options.length === 0)) return null;
  const [first, ...others] = parts;
  const shared = first!.options.filter((option) =>
    others.every((part) => part.options.some((other) => other.id === option.id)),
  );
  const pick = (part: PartQuote, id: string) => part.options.find((option) => option.id === id)!;
  const combined = shared.map((option) => {
    const chosen = parts.map((part) => pick(part, option.id));
    return {
      id: option.id,
      name: option.name,
      priceCents: flatCents + chosen.reduce((sum, one) => sum + one.priceCents, 0),
      minDays: latest(chosen.map((one) => one.minDays)),
      maxDays: latest(chosen.map((one) => one.maxDays)),
      parts: Object.fromEntries(parts.map((part) => [part.partner, option.id])),
    };
  });
  if (combined.length === 0) {
    const cheapest = parts.map((part) => [...part.options].sort((a, b) => a.priceCents - b.priceCents)[0]!);
    combined.push({
      id: MIXED_OPTION_ID,
      name: "Standard",
      priceCents: flatCents + cheapest.reduce((sum, one) => sum + one.priceCents, 0),
      minDays: latest(cheapest.map((one) => one.minDays)),
      maxDays: latest(cheapest.map((one) => one.maxDays)),
      parts: Object.fromEntries(parts.map((part, index) => [part.partner, cheapest[index]!.id])),
    });
  }
  return combined.sort((a, b) => a.priceCents - b.priceCents);
}

/** The option with this id, else the cheapest (the default; a stale or forged id falls back to it). */
export function chooseOption(quote: ShippingQuote, id: string | null | undefined): CheckoutShippingOption {
  return quote.options.find((option) => option.id === id) ?? cheapestOption(quote);
}

export const cheapestOption = (quote: ShippingQuote) =>
  quote.options.reduce((best, option) => (option.priceCents < best.priceCents ? option : best));
