// The address a quote is asked for, and when it is enough for live shipping rates: kept apart
// from the zod schemas so the cart's and checkout's hook ships no validation library.

/** The address typed so far: any part may be empty; shipping waits until it is complete. */
export type QuoteAddress = {
  fullName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

/** Enough of an address to ask for live rates (what the checkout's form has once filled in). */
export const addressComplete = (address: QuoteAddress | null | undefined): address is QuoteAddress =>
  Boolean(address?.country?.trim() && address.zipCode?.trim() && address.city?.trim() && address.address?.trim());
