// Money in integer cents: formatting for the shop's screens and the business constants (SPEC §9).
// Amounts in other currencies are in their minor units (lib/currencies.ts, decision 071).
import { decimalMinor, formatMinor, formatMoney, formatSymbolPrice, SHOP_CURRENCY } from "./currencies";

/** Flat shipping added to every native-mode order. */
export const SHIPPING_CENTS = 599;
/** "Free shipping over $50": the product page's promise, kept by an automatic promotion the owner switches on (decision 044). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

export type Money = { amount: number; currencyCode: string };

/** 2450 → "24.50" (7800 yen → "7,800"); integer arithmetic only, so no float rounding ever shows. */
export const formatAmount = (minor: number, currency: string = SHOP_CURRENCY) => formatMinor(minor, currency);

/**
 * "$24.50": prices on the product page, cart and order summary in the shop's USD (the spec's
 * texts); in any other currency the code leads, "EUR €52.00", so no "$" is ever ambiguous.
 */
export function formatPrice(minor: number, currency: string = SHOP_CURRENCY): string {
  return currency === SHOP_CURRENCY ? formatSymbolPrice(minor, currency) : formatMoney(minor, currency);
}

/** "USD $24.50", "EUR €52.00": the listing price (currency code, then symbol, then the amount). */
export function formatListingPrice(money: Money): string {
  return formatMoney(money.amount, money.currencyCode);
}

/** "24.50" for machine-readable places (JSON-LD, Open Graph); no thousands separator. */
export const decimalAmount = (minor: number, currency: string = SHOP_CURRENCY) => decimalMinor(minor, currency);

/** "25.5" → 2550, by the digits rather than floating point (partner amounts); unreadable is 0. */
export function centsFromDecimal(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return sign ? -cents : cents;
}
