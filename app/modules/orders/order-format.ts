// Small display helpers for orders, safe in the browser and on the server.
import { formatPrice } from "~/lib/money";

export { shortOrderId } from "~/lib/order-number";

/** Integer cents as "$12.34" (the shop's one money formatter, app/lib/money.ts). */
export const formatCents = formatPrice;

export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function canCancel(order: { status: string }) {
  return order.status === "pending" || order.status === "processing";
}

export function canRequestRefund(order: { status: string; createdAt: Date | string }, now = new Date()) {
  const created = new Date(order.createdAt).getTime();
  return order.status === "delivered" && now.getTime() - created <= REFUND_WINDOW_DAYS * DAY_MS;
}

/** One parcel a print partner shipped: its tracking number and the carrier's tracking page. */
export type Parcel = { number: string; url: string | null };
