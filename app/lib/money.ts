// Money in integer cents: formatting for the shop's screens and the business constants (SPEC §9).

/** Flat shipping added to every native-mode order. */
export const SHIPPING_CENTS = 599;
/** "Free shipping over $50": the product page's promise, kept by an automatic promotion the owner switches on (decision 044). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

export type Money = { amount: number; currencyCode: string };

/** 2450 → "24.50"; integer arithmetic only, so no float rounding ever shows. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** "$24.50": prices on the product page, cart and order summary. */
export function formatPrice(cents: number): string {
  return `$${formatAmount(cents)}`;
}

/** "USD $24.50": the listing price (currency code, then '$', then the amount). */
export function formatListingPrice(money: Money): string {
  return `${money.currencyCode} $${formatAmount(money.amount)}`;
}

/** "24.50" for machine-readable places (JSON-LD, Open Graph); no thousands separator. */
export function decimalAmount(cents: number): string {
  return formatAmount(cents).replace(/,/g, "");
}

/** "25.5" → 2550, by the digits rather than floating point (partner amounts); unreadable is 0. */
export function centsFromDecimal(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return sign ? -cents : cents;
}
