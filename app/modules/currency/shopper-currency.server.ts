// The shopper's currency (decision 071): the one their cookie chose, else their browser language's
// region's, else the shop's, each only when offered. The page cache keys on the same two inputs.
// Prices in it are converted here, or asked of the platform's market (decision 072).
import type { Market } from "~/commerce";
import { askedCurrencies, CURRENCY_COOKIE, type Presentment } from "~/lib/currencies";
import { SHOP_CURRENCY, type CurrencyCode } from "~/lib/money";
import { convertsPrices, offeredCurrencies, presentmentFor } from "./rates.server";

export type ShopperCurrency = {
  code: CurrencyCode;
  /** How prices are converted here; null in the shop's own currency or where the platform prices. */
  presentment: Presentment | null;
  /** The platform's market to ask prices of (the catalogue's `market`); null where we convert. */
  market: Market;
  /** Every currency the select offers (only the shop's: no select). */
  offered: CurrencyCode[];
};

export async function shopperCurrency(request: Request): Promise<ShopperCurrency> {
  const offered = await offeredCurrencies();
  const asked = askedCurrencies(request.headers.get("cookie"), request.headers.get("accept-language"));
  const code = [asked.chosen, asked.region].find((one) => one && offered.includes(one)) ?? SHOP_CURRENCY;
  const [presentment, converts] = await Promise.all([presentmentFor(code), convertsPrices()]);
  return { code, presentment, offered, market: converts || code === SHOP_CURRENCY ? null : code };
}

/** POST /currency's answer: the cookie that keeps an offered choice, or null for any other. */
export async function chooseCurrency(code: string): Promise<string | null> {
  const offered = await offeredCurrencies();
  const chosen = offered.find((one) => one === code.toUpperCase());
  if (!chosen) return null;
  return `${CURRENCY_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
