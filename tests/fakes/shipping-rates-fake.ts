// Shipping rates both print-partner fakes answer (decision 046): a price per method that depends
// on the country (US and DE known, any other country refused) and a switch that takes them down.
import type { FakeAnswer } from "./partner-fake";

/** Per country and method: the first item's price and each further item's, in cents; delivery days. */
export const FAKE_SHIPPING_TABLE: Record<
  string,
  Record<string, { first: number; more: number; minDays: number; maxDays: number }>
> = {
  US: {
    standard: { first: 475, more: 200, minDays: 3, maxDays: 5 },
    express: { first: 1299, more: 300, minDays: 1, maxDays: 2 },
  },
  DE: {
    standard: { first: 899, more: 300, minDays: 5, maxDays: 8 },
    express: { first: 2199, more: 500, minDays: 2, maxDays: 4 },
  },
};

/** The price the fakes charge for `quantity` items with this method to this country. */
export function fakeShippingCents(country: string, method: string, quantity: number) {
  const rate = FAKE_SHIPPING_TABLE[country]?.[method];
  if (!rate || quantity < 1) return undefined;
  return rate.first + rate.more * (quantity - 1);
}

/** A switch shared by a fake's rate route: `down` answers 503 to every rates request. */
export type ShippingSwitch = { down: boolean };

/** The rates in a partner's terms, or the answer that refuses them. */
export function fakeRates(
  switchState: ShippingSwitch,
  country: string | undefined,
  quantity: number,
  refuse: (status: number, message: string) => FakeAnswer,
): { method: string; cents: number; minDays: number; maxDays: number }[] | FakeAnswer {
  if (switchState.down) return refuse(503, "Service temporarily unavailable");
  const table = country ? FAKE_SHIPPING_TABLE[country] : undefined;
  if (!table) return refuse(400, `Invalid country code ${String(country)}`);
  if (quantity < 1) return refuse(400, "Items: at least one item is required");
  return Object.entries(table).map(([method, rate]) => ({
    method,
    cents: fakeShippingCents(country!, method, quantity)!,
    minDays: rate.minDays,
    maxDays: rate.maxDays,
  }));
}
