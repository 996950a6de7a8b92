// The shopper's currency (decision 071): the one their cookie chose, else their browser language's
// region's, else the shop's, each only when offered. The page cache keys on the same two inputs.
import { askedCurrencies, CURRENCY_COOKIE, type Presentment } from "~/lib/currencies";
import { SHOP_CURRENCY, type CurrencyCode } from "~/lib/money";
import { offeredCurrencies, presentmentFor } from "./rates.server";

export type ShopperCurrency = {
  code: CurrencyCode;
  /** Null when prices are in the shop's own currency. */
  presentment: Presentment | null;
  /** Every currency the select offers (only the shop's: no select). */
  offered: CurrencyCode[];
};

export async function shopperCurrency(request: Request): Promise<ShopperCurrency> {
  const offered = await offeredCurrencies();
  const asked = askedCurrencies(request.headers.get("cookie"), request.headers.get("accept-language"));
  const code = [asked.chosen, asked.region].find((one) => one && offered.includes(one)) ?? SHOP_CURRENCY;
  return { code, presentment: await presentmentFor(code), offered };
}

/** POST /currency's answer: the cookie that keeps an offered choice, or null for any other. */
export async function chooseCurrency(code: string): Promise<string | null> {
  const offered = await offeredCurrencies();
  const chosen = offered.find((one) => one === code.toUpperCase());
  if (!chosen) return null;
  return `${CURRENCY_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
