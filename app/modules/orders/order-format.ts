// Small display helpers for orders, safe in the browser and on the server.
import { formatPrice } from "~/lib/money";

/** Integer cents as "$12.34" (the shop's one money formatter, app/lib/money.ts). */
export const formatCents = formatPrice;

export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Shopify order is cancelled and refunded on Shopify, not from our order page (decision 026). */
const ours = (order: { source?: string }) => order.source !== "shopify";

export function canCancel(order: { status: string; source?: string }) {
  return ours(order) && (order.status === "pending" || order.status === "processing");
}

export function canRequestRefund(
  order: { status: string; createdAt: Date | string; source?: string },
  now = new Date(),
) {
  const created = new Date(order.createdAt).getTime();
  return ours(order) && order.status === "delivered" && now.getTime() - created <= REFUND_WINDOW_DAYS * DAY_MS;
}

/** One parcel a print partner shipped: its tracking number and the carrier's tracking page. */
export type Parcel = { number: string; url: string | null };
