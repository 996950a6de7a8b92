// The rates shoppers' prices are converted at (decision 071): the ECB's reference rates kept with
// their date, the owner's margin on top, or the owner's pinned rate as it is. Reads are cached in
// the process (every page asks); a save or a refresh here clears the cache.
import { sql } from "drizzle-orm";
import { currencyPricing } from "~/commerce/index.server";
import { fetchReferenceRates } from "~/integrations/ecb/reference-rates.server";
import { cachedRead } from "~/lib/cached-read";
import { rateString, type Presentment, type PriceRounding } from "~/lib/currencies";
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode, SHOP_CURRENCY } from "~/lib/money";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { clearPageCache } from "~/lib/page-cache.server";

/** No feed for this long: rates are still used, and the admin warns. */
export const STALE_AFTER_MS = 3 * 24 * 3600_000;
const TTL_MS = 30_000;

export type CurrencyChoices = {
  /** The presentment currencies turned on (never the shop's own). */
  currencies: CurrencyCode[];
  marginPercent: number;
  rounding: PriceRounding;
  /** Which of them the environment sets (the settings form shows them fixed). */
  fromEnv: { currencies: boolean; margin: boolean; rounding: boolean };
};

export type RateRow = {
  currency: CurrencyCode;
  perEuro: string | null;
  feedDate: string | null;
  fetchedAt: Date | null;
  pinned: string | null;
};

/** `converted`: prices are converted here; else the platform prices each market (decision 072). */
type Loaded = { choices: CurrencyChoices; rows: Map<CurrencyCode, RateRow>; converted: boolean };

async function load(): Promise<Loaded> {
  const [saved] = await db.select().from(schema.currencySettings).limit(1);
  const rows = await db.select().from(schema.exchangeRates);
  const savedCurrencies = (saved?.currencies ?? []).filter(isCurrencyCode);
  const wanted = env.CURRENCIES.length ? env.CURRENCIES : savedCurrencies;
  const choices: CurrencyChoices = {
    currencies: (wanted as CurrencyCode[]).filter((code) => code !== SHOP_CURRENCY),
    marginPercent: env.FX_MARGIN_PERCENT ?? saved?.marginPercent ?? 2,
    rounding: env.PRICE_ROUNDING ?? (saved?.rounding as PriceRounding | undefined) ?? "exact",
    fromEnv: {
      currencies: env.CURRENCIES.length > 0,
      margin: env.FX_MARGIN_PERCENT !== undefined,
      rounding: env.PRICE_ROUNDING !== undefined,
    },
  };
  const byCode = new Map<CurrencyCode, RateRow>();
  for (const row of rows) {
    if (isCurrencyCode(row.currency)) byCode.set(row.currency, { ...row, currency: row.currency });
  }
  return { choices, rows: byCode, converted: currencyPricing() === "converted" };
}

const cached = cachedRead(load, TTL_MS);
export const forgetRates = () => cached.clear();

/** Units of `code` per shop unit, margin included; a pin as it is; null without a rate. */
function rateOf(code: CurrencyCode, { choices, rows }: Loaded): string | null {
  const row = rows.get(code);
  if (row?.pinned) return rateString(Number(row.pinned));
  const perEuro = (currency: CurrencyCode) => (currency === "EUR" ? "1" : rows.get(currency)?.perEuro);
  const [to, from] = [perEuro(code), perEuro(SHOP_CURRENCY)];
  if (!to || !from) return null;
  return rateString((Number(to) / Number(from)) * (1 + choices.marginPercent / 100));
}

/**
 * The currencies a shopper may choose: the shop's, then each one turned on that has a rate (or,
 * where the platform prices its markets, each one turned on).
 */
export async function offeredCurrencies(): Promise<CurrencyCode[]> {
  const loaded = await cached.get();
  const priced = (code: CurrencyCode) => !loaded.converted || rateOf(code, loaded) !== null;
  return [SHOP_CURRENCY as CurrencyCode, ...loaded.choices.currencies.filter(priced)];
}

/** Whether prices are converted here (else a market of the platform's answers in `code`). */
export const convertsPrices = async () => (await cached.get()).converted;

/** How prices show in `code` once converted here; null for the shop's own currency or one not offered. */
export async function presentmentFor(code: string): Promise<Presentment | null> {
  if (!isCurrencyCode(code) || code === SHOP_CURRENCY) return null;
  const loaded = await cached.get();
  if (!loaded.converted || !loaded.choices.currencies.includes(code)) return null;
  const rate = rateOf(code, loaded);
  return rate ? { code, rate, rounding: loaded.choices.rounding } : null;
}

export type RateView = {
  currency: CurrencyCode;
  /** The rate shoppers are charged at (per 1 USD), or null without one. */
  rate: string | null;
  feedDate: string | null;
  pinned: boolean;
};

/** The admin's view: each currency turned on with its rate, and whether the feed is stale. */
export async function ratesView(now = new Date()) {
  const loaded = await cached.get();
  const base = loaded.rows.get(SHOP_CURRENCY as CurrencyCode);
  const lastFetch = base?.fetchedAt ?? null;
  const on = loaded.choices.currencies.length > 0;
  return {
    choices: loaded.choices,
    rates: CURRENCY_CODES.filter((code) => code !== SHOP_CURRENCY).map((code): RateView => ({
      currency: code,
      rate: rateOf(code, loaded),
      feedDate: code === "EUR" ? (base?.feedDate ?? null) : (loaded.rows.get(code)?.feedDate ?? null),
      pinned: Boolean(loaded.rows.get(code)?.pinned),
    })),
    lastFetch,
    stale: on && (!lastFetch || now.getTime() - lastFetch.getTime() > STALE_AFTER_MS),
  };
}

/** Reads the feed and keeps every rate it has for our currencies; a failure changes nothing. */
export async function refreshRates(url = env.FX_RATES_URL, now = new Date()) {
  const feed = await fetchReferenceRates(url);
  const values = CURRENCY_CODES.filter((code) => feed.perEuro[code]).map((code) => ({
    currency: code,
    perEuro: feed.perEuro[code]!,
    feedDate: feed.date,
    fetchedAt: now,
    updatedAt: now,
  }));
  await db
    .insert(schema.exchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: schema.exchangeRates.currency,
      set: {
        perEuro: sql`excluded.per_euro`,
        feedDate: sql`excluded.feed_date`,
        fetchedAt: sql`excluded.fetched_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  forgetRates();
  clearPageCache();
  return { date: feed.date, count: values.length };
}

/** Whether the feed should be read now: currencies converted here are on, and no read in the last `hours`. */
export async function ratesDue(now = new Date(), hours = 12): Promise<boolean> {
  const loaded = await cached.get();
  if (!loaded.converted || !loaded.choices.currencies.length) return false;
  const last = loaded.rows.get(SHOP_CURRENCY as CurrencyCode)?.fetchedAt;
  return !last || now.getTime() - last.getTime() > hours * 3600_000;
}
