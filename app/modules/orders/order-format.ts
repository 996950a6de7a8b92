// Small display helpers for orders, safe in the browser and on the server.
import { formatPrice } from "~/lib/money";

/** SPEC.md: an order is shown by the first 8 characters of its id, uppercased. */
export function shortOrderId(id: string) {
  return id.slice(0, 8).toUpperCase();
}

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
