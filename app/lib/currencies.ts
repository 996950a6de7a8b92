// Selling in other currencies (issue #32, decision 071): exact conversion at a stored rate, the
// owner's price endings, and the shopper's asked-for currency. Amounts are integers in each
// currency's minor unit (cents, or whole yen; lib/money.ts); rates are decimal strings.
import { CURRENCY_CODES, CURRENCY_INFO, isCurrencyCode, minorPerUnit, SHOP_CURRENCY, type CurrencyCode } from "./money";

/** Price endings the owner chooses (PRICE_ROUNDING): exact, up to .99, up to .95, up to a whole unit. */
export const PRICE_ROUNDINGS = ["exact", "99", "95", "whole"] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** The euro area: a browser's region there means EUR. */
const EURO_REGIONS = new Set("AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK BG".split(" "));

/** The currency of a region ("GB" → GBP), or null for a region none of ours belongs to. */
export function currencyOfRegion(region: string): CurrencyCode | null {
  const upper = region.toUpperCase();
  if (EURO_REGIONS.has(upper)) return "EUR";
  return CURRENCY_CODES.find((code) => CURRENCY_INFO[code].region === upper) ?? null;
}

/** Decimal places a rate keeps: enough for a yen price of a dollar million to be exact. */
const RATE_SCALE = 10;
const RATE_FACTOR = 10n ** BigInt(RATE_SCALE);

/** A rate as a decimal string of units of `to` per unit of `from`, e.g. "0.9214000000". */
export function rateString(rate: number): string {
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`A rate must be above 0, got ${rate}`);
  return rate.toFixed(RATE_SCALE);
}

function scaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new Error(`Unreadable rate ${rate}`);
  const [, whole, fraction = ""] = match;
  return BigInt(whole!) * RATE_FACTOR + BigInt(fraction.padEnd(RATE_SCALE, "0").slice(0, RATE_SCALE));
}

/** a / b rounded half away from zero, in BigInt. */
function divideRounded(a: bigint, b: bigint): number {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const rounded = (x * 2n + y) / (y * 2n);
  return Number(negative ? -rounded : rounded);
}

/** A shop-currency amount in another currency at `rate` (to per from), to its nearest minor unit. */
export function convertMinor(minor: number, from: string, to: string, rate: string): number {
  const scaled = scaledRate(rate);
  return divideRounded(BigInt(minor) * scaled * BigInt(minorPerUnit(to)), RATE_FACTOR * BigInt(minorPerUnit(from)));
}

/** The way back: an amount in `to` as the shop currency `from`, at the same rate. */
export function convertBackMinor(minor: number, from: string, to: string, rate: string): number {
  const scaled = scaledRate(rate);
  return divideRounded(BigInt(minor) * RATE_FACTOR * BigInt(minorPerUnit(from)), scaled * BigInt(minorPerUnit(to)));
}

/**
 * A converted price with the owner's ending, never below it: .99 → the next x.99, .95 → the next
 * x.95, whole → the next whole unit. A currency without minor units takes the endings on hundreds
 * (¥7,799, ¥7,795, ¥7,800), as the shop's prices there read.
 */
export function roundPrice(minor: number, code: string, rounding: PriceRounding): number {
  if (rounding === "exact" || minor <= 0) return minor;
  const step = minorPerUnit(code) === 1 ? 100 : minorPerUnit(code);
  const offset = rounding === "whole" ? 0 : rounding === "99" ? step - 1 : step - 5;
  // The smallest n·step + offset ≥ minor (offset 0 is "whole": the next multiple of step).
  const base = Math.ceil((minor - offset) / step) * step + offset;
  return base;
}

/** What prices are shown and charged in: a currency, its rate per shop unit and the owner's ending. */
export type Presentment = { code: CurrencyCode; rate: string; rounding: PriceRounding };

/** An amount of the shop's (shipping, a fixed discount, a cost) in the presentment currency, exactly. */
export const presentAmount = (cents: number, presentment: Presentment | null) =>
  presentment ? convertMinor(cents, SHOP_CURRENCY, presentment.code, presentment.rate) : cents;

/** A catalogue price as shown and charged: converted, then given the owner's ending. */
export const presentPrice = (cents: number, presentment: Presentment | null) =>
  presentment ? roundPrice(presentAmount(cents, presentment), presentment.code, presentment.rounding) : cents;

/** A presentment amount back in the shop's currency, at the same rate (insights, a minimum spend). */
export const shopAmount = (minor: number, presentment: Presentment | null) =>
  presentment ? convertBackMinor(minor, SHOP_CURRENCY, presentment.code, presentment.rate) : minor;

/** The currency prices are in: the presentment's, else the shop's. */
export const currencyOf = (presentment: Presentment | null): CurrencyCode => presentment?.code ?? SHOP_CURRENCY;

/** The shopper's choice, kept a year; pages are cached per its value (decision 071). */
export const CURRENCY_COOKIE = "sd_currency";

/**
 * What a request asks for: the currency its cookie chose, and the one of its browser language's
 * region (the first tag with a region: `en-GB,en;q=0.9` → GBP). Either is null when absent or not
 * one of ours; whether it is offered is the caller's to check.
 */
export function askedCurrencies(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined) {
  const cookie = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Za-z]{3})(?:;|$)`).exec(cookieHeader ?? "")?.[1];
  const chosen = cookie && isCurrencyCode(cookie.toUpperCase()) ? (cookie.toUpperCase() as CurrencyCode) : null;
  const tag = (acceptLanguage ?? "")
    .split(",")
    .map((part) => /^\s*[a-z]{2,3}-([a-z]{2})\b/i.exec(part)?.[1])
    .find(Boolean);
  return { chosen, region: tag ? currencyOfRegion(tag) : null };
}

/** A catalogue price ({ amount, currencyCode }) as shown: in the shopper's currency when it is the shop's. */
export function presentMoney<M extends { amount: number; currencyCode: string }>(
  money: M,
  presentment: Presentment | null,
): M {
  if (!presentment || money.currencyCode !== SHOP_CURRENCY) return money;
  return { ...money, amount: presentPrice(money.amount, presentment), currencyCode: presentment.code };
}

/**
 * An amount typed with up to two decimals (read as hundredths, "12.50" → 1250) in a currency's
 * minor units: as it is for cents, whole units for yen ("500" → 500); null when it has a fraction
 * the currency cannot hold.
 */
export function minorFromHundredths(hundredths: number, code: string): number | null {
  const per = minorPerUnit(code);
  if (per === 100) return hundredths;
  return hundredths % (100 / per) === 0 ? hundredths / (100 / per) : null;
}
