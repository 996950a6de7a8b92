// Shopify Markets price per country (decision 072): the shopper's currency is asked for as the
// country whose market sells in it, with the Storefront API's @inContext(country:) and the cart's
// buyer identity. One country per currency (the euro's is Germany), so every cache keyed on the
// currency holds one market's prices.
import type { Market } from "~/commerce/types";
import { CURRENCY_INFO } from "~/lib/money";

const EURO_COUNTRY = "DE";

/** The country of a market (ISO 3166 alpha-2), or null for the shop's own (Shopify's primary market). */
export const marketCountry = (market: Market | undefined): string | null =>
  market ? CURRENCY_INFO[market].region || EURO_COUNTRY : null;

/** The `$country` variable of a priced document: absent for the primary market. */
export function inMarket(market: Market | undefined): { country?: string } {
  const country = marketCountry(market);
  return country ? { country } : {};
}
