// Money in integer minor units (cents; whole yen): the currencies a shop can sell in, with their
// symbols and minor units, formatting for the shop's screens ("$24.50", "EUR €52.00", "JPY ¥7,800")
// and the business constants (SPEC §9). Conversion is lib/currencies.ts's (decision 071).

export const CURRENCY_INFO = {
  USD: { symbol: "$", digits: 2, region: "US" },
  EUR: { symbol: "€", digits: 2, region: "" },
  GBP: { symbol: "£", digits: 2, region: "GB" },
  CAD: { symbol: "$", digits: 2, region: "CA" },
  AUD: { symbol: "$", digits: 2, region: "AU" },
  NZD: { symbol: "$", digits: 2, region: "NZ" },
  JPY: { symbol: "¥", digits: 0, region: "JP" },
  SEK: { symbol: "kr", digits: 2, region: "SE" },
  DKK: { symbol: "kr", digits: 2, region: "DK" },
  CHF: { symbol: "Fr.", digits: 2, region: "CH" },
  PLN: { symbol: "zł", digits: 2, region: "PL" },
} as const;

export type CurrencyCode = keyof typeof CURRENCY_INFO;
export const CURRENCY_CODES = Object.keys(CURRENCY_INFO) as CurrencyCode[];

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === "string" && Object.hasOwn(CURRENCY_INFO, value);

/** The shop's own currency: costs, the catalogue and insights are kept in it (USD). */
export const SHOP_CURRENCY = "USD";

/** Minor units in one unit of a currency (100, or 1 for yen). */
export const minorPerUnit = (code: string) => 10 ** (CURRENCY_INFO[code as CurrencyCode]?.digits ?? 2);

/**
 * A whole number with comma thousands separators: 1234567 → "1,234,567". Written out rather than
 * `toLocaleString`, whose first call in a page loads the browser's number-format data (10-12 ms in
 * headless Chromium, four times that on Lighthouse's phone; decision 079).
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** 2450 → "24.50", 7800 yen → "7,800"; integer arithmetic only, so no float rounding ever shows. */
export function formatAmount(minor: number, code: string = SHOP_CURRENCY): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`Money must be integer cents (whole minor units), got ${minor}`);
  const per = minorPerUnit(code);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = groupThousands(Math.floor(abs / per));
  if (per === 1) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % per).padStart(String(per).length - 1, "0")}`;
}

/** "EUR €52.00": the code, then the symbol, then the amount (the spec's listing format). */
export function formatMoney(minor: number, code: string): string {
  const symbol = CURRENCY_INFO[code as CurrencyCode]?.symbol ?? "";
  return `${code} ${symbol}${formatAmount(minor, code)}`;
}

/** "€52.00": the symbol and the amount, where the code is said once nearby. */
export function formatSymbolPrice(minor: number, code: string): string {
  const symbol = CURRENCY_INFO[code as CurrencyCode]?.symbol ?? "";
  const amount = formatAmount(minor, code);
  return amount.startsWith("-") ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** "24.50" / "7800": machine-readable (JSON-LD, Open Graph); no thousands separator. */
export const decimalAmount = (minor: number, code: string = SHOP_CURRENCY) =>
  formatAmount(minor, code).replace(/,/g, "");

/** Flat shipping added to every native-mode order. */
export const SHIPPING_CENTS = 599;
/** "Free shipping over $50": the product page's promise, kept by an automatic promotion the owner switches on (decision 044). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;

export type Money = { amount: number; currencyCode: string };

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

/** "25.5" → 2550, by the digits rather than floating point (partner amounts); unreadable is 0. */
export function centsFromDecimal(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return sign ? -cents : cents;
}

/** "7800.0" yen → 7800, "25.5" dollars → 2550: a decimal amount in its currency's minor units. */
export function minorFromDecimal(amount: string, code: string): number {
  const per = minorPerUnit(code);
  const cents = centsFromDecimal(amount);
  return per === 100 ? cents : Math.round((cents * per) / 100);
}
