// The address a quote is asked for, and when it is enough for live shipping rates: kept apart
// from the zod schemas so the cart's and checkout's hook ships no validation library.
import type { ShippingAddress } from "../../../db/schema";

/** The address typed so far: any part may be empty; shipping waits until it is complete. It is the
 * order's shipping address, the same fields (a type only: nothing of the schema reaches the browser). */
export type QuoteAddress = ShippingAddress;

/** Enough of an address to ask for live rates (what the checkout's form has once filled in). */
export const addressComplete = (address: QuoteAddress | null | undefined): address is QuoteAddress =>
  Boolean(address?.country?.trim() && address.zipCode?.trim() && address.city?.trim() && address.address?.trim());
