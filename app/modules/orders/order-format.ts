// Small display helpers for orders, safe in the browser and on the server.
import { formatPrice } from "~/lib/money";

/** Integer cents as "$12.34" (the shop's one money formatter, app/lib/money.ts). */
export const formatCents = formatPrice;

/** One parcel a print partner shipped: its tracking number and the carrier's tracking page. */
export type Parcel = { number: string; url: string | null };
