// The admin's view of every order: the list, status changes (with the customer's email) and refunds.
import { and, eq, inArray } from "drizzle-orm";
import { findPartner } from "~/integrations/partners.server";
import { db, schema } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { shortOrderId } from "~/lib/order-number";
import type { PaymentProvider } from "~/modules/checkout/index.server";
import { isUuid } from "~/lib/ids";
import {
  adminRefusal,
  allowedActions,
  allows,
  canIssueRefund,
  type AdminStatusAction,
  eventNote,
  findOrder,
  isCancelled,
  isRefunded,
  type OrderRow,
  owedRefunds,
  searchOrders,
  setStatusByAdmin,
  shopifyNumberOf,
  takesTrackingNumber,
} from "~/modules/order-lifecycle/index.server";
import type { TimelineEvent } from "~/modules/orders";
import { orderTimelines, shopifyOrderNumbers, refundOrderPayment } from "~/modules/orders/index.server";
import type { FulfilmentPartnerId, FulfilmentState, OrderStatus, PaymentStatus } from "../../../db/schema";
import { ADMIN_PAGE_SIZE, type AdminOrdersQuery, type AdminTargetStatus } from "./admin.schema";

type Order = OrderRow;

export type AdminOrder = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  /** Promotions' money off the lines and off the shipping (decision 044). */
  discountAmount: number;
  shippingDiscountAmount: number;
  currency: string;
  trackingNumber: string | null;
  customerName: string;
  customerEmail: string;
  shippingAddress: { address: string; city: string; state: string; zip: string; country: string };
  /** The latest refund request, as its notes line, while the payment has not been refunded yet. */
  refundRequest: string | null;
  /** A Shopify order's number as its shopper knows it ('1001' for '#1001'); null for our own orders. */
  shopifyNumber: string | null;
  /** The order's history, oldest first. */
  events: TimelineEvent[];
  /** The refund still owed on a paid order (its refunds row): asked of the provider → pending; gave up → failed. */
  refund: { state: "pending" | "failed"; error: string | null } | null;
  /** One row per print partner the order went (or goes) to. */
  fulfilment: AdminFulfilment[];
  /** The status buttons, from the lifecycle's table: allowed, or why not. */
  actions: AdminStatusAction[];
  /** Whether Issue refund applies (a paid order of ours with a request, or whose refund failed). */
  canIssueRefund: boolean;
};

export type AdminFulfilment = {
  partner: FulfilmentPartnerId;
  /** The partner's display name from the registry; null for the lines we make ourselves. */
  partnerName: string | null;
  partnerOrderId: string | null;
  state: FulfilmentState;
  lastError: string | null;
  cancelError: string | null;
  trackingNumbers: string[];
};

export type AdminOrdersPage = {
  orders: AdminOrder[];
  total: number;
  page: number;
  pageCount: number;
  /** Refund requests still waiting for the admin, whatever the filter. */
  openRefundRequests: number;
};

function latestRefundRequest(events: TimelineEvent[]) {
  const request = events.findLast((event) => event.type === "refund_requested");
  return request ? eventNote({ type: request.type, reason: request.reason, createdAt: new Date(request.at) }) : null;
}

async function fulfilmentOf(orderIds: string[]) {
  const byOrder = new Map<string, AdminFulfilment[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(schema.partnerOrders)
    .where(inArray(schema.partnerOrders.orderId, orderIds))
    .orderBy(schema.partnerOrders.partner);
  for (const row of rows) {
    byOrder.set(row.orderId, [
      ...(byOrder.get(row.orderId) ?? []),
      {
        partner: row.partner,
        partnerName: findPartner(row.partner)?.displayName ?? null,
        partnerOrderId: row.partnerOrderId,
        state: row.state,
        lastError: row.lastError,
        cancelError: row.cancelError,
        trackingNumbers: row.shipments.map((shipment) => shipment.trackingNumber),
      },
    ]);
  }
  return byOrder;
}

/** All orders, newest first, 50 a page; filtered by status or open refund requests, searched by number or email. */
export async function listOrdersForAdmin(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const { rows, total, page, pageCount, openRefundRequests } = await searchOrders(
    { status: query.status, q: query.q, paidOnly: query.hideUnpaid },
    query.page,
    ADMIN_PAGE_SIZE,
  );
  const timelines = await orderTimelines(rows.map((row) => row.order.id));
  const ids = rows.map((row) => row.order.id);
  const [fulfilment, shopifyNumbers, owed] = await Promise.all([
    fulfilmentOf(ids),
    shopifyOrderNumbers(ids),
    owedRefunds(ids),
  ]);
  const orders = rows.map(({ order, userName, userEmail }): AdminOrder => {
    const address = order.shippingAddress;
    const events = timelines.get(order.id) ?? [];
    const refundOwed = allows({ type: "refund", full: true }, order) ? (owed.get(order.id) ?? null) : null;
    return {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      paymentStatus: order.paymentStatus,
      totalAmount: order.totalAmount,
      discountAmount: order.discountAmount,
      shippingDiscountAmount: order.shippingDiscountAmount,
      currency: order.currency,
      trackingNumber: order.trackingNumber,
      customerName: address.fullName || userName || "",
      customerEmail: address.email || userEmail || "",
      shippingAddress: {
        address: address.address,
        city: address.city,
        state: address.state,
        zip: address.zipCode,
        country: address.country,
      },
      refundRequest: isRefunded(order) ? null : latestRefundRequest(events),
      shopifyNumber: shopifyNumbers.get(order.id) ?? null,
      events,
      refund: refundOwed,
      fulfilment: fulfilment.get(order.id) ?? [],
      actions: allowedActions(order, "admin"),
      canIssueRefund: canIssueRefund(order, {
        refundRequested: !isRefunded(order) && events.some((event) => event.type === "refund_requested"),
        refundFailed: refundOwed?.state === "failed",
      }),
    };
  });
  return { orders, total, page, pageCount, openRefundRequests };
}

/** `number` is what the customer knows the order by: its Shopify number, or our short id. */
export type AdminOrderResult = { ok: true; order: Order; number: string } | { ok: false; message: string };

/**
 * Sets an order's status with ONE conditional UPDATE (the lifecycle's admin-set-status: never to
 * the status it already has, never reopening a refunded cancelled order, never moving an unpaid
 * order of ours into production), and in the same transaction queues the customer's
 * status-update email and, for a paid order being cancelled, its refund. A failing email is
 * retried by the jobs worker and never undoes the change.
 */
export async function updateOrderStatus(
  input: { orderId: string; status: AdminTargetStatus; trackingNumber?: string | null; actorId: string },
  now = new Date(),
): Promise<AdminOrderResult> {
  const { orderId, status, actorId } = input;
  if (!isUuid(orderId)) return { ok: false, message: "Order not found" };
  const trackingNumber = takesTrackingNumber(status) ? input.trackingNumber?.trim() || null : null;
  const updated = await db.transaction(async (tx) => {
    const order = await setStatusByAdmin(tx, { orderId, status, trackingNumber, actorId }, now);
    return order ? { order, number: (await shopifyNumberOf(tx, order)) ?? shortOrderId(order.id) } : null;
  });
  if (updated) {
    log.info({ orderId, status, actorId }, "admin changed an order's status");
    return { ok: true, ...updated };
  }
  const current = await findOrder(db, orderId);
  if (!current) return { ok: false, message: "Order not found" };
  return { ok: false, message: adminRefusal(current, status) ?? `This order is already ${status}` };
}

export const SHOPIFY_REFUNDS = "This order was paid on Shopify: refund it in the Shopify admin";

export type RefundResult = { ok: true; alreadyRefunded: boolean } | { ok: false; message: string };

/**
 * Gives a customer's money back through the provider that took it, for an open refund request or
 * a cancelled order whose automatic refund did not go through. Safe to repeat: the provider call
 * carries a per-order idempotency key and the order moves from paid to refunded once.
 */
export async function issueRefund(
  input: { orderId: string; actorId: string },
  pick?: (name: string | null) => PaymentProvider,
  now = new Date(),
): Promise<RefundResult> {
  const { orderId, actorId } = input;
  if (!isUuid(orderId)) return { ok: false, message: "Order not found" };
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) return { ok: false, message: "Order not found" };
  if (isRefunded(order)) return { ok: true, alreadyRefunded: true };
  if (order.source === "shopify") return { ok: false, message: SHOPIFY_REFUNDS };
  if (!allows({ type: "refund", full: true }, order))
    return { ok: false, message: "Only a paid order can be refunded" };
  const [request] = await db
    .select({ id: schema.orderEvents.id })
    .from(schema.orderEvents)
    .where(and(eq(schema.orderEvents.orderId, orderId), eq(schema.orderEvents.type, "refund_requested")))
    .limit(1);
  if (!request && !isCancelled(order)) {
    return { ok: false, message: "This order has no refund request" };
  }
  let refunded: boolean;
  try {
    ({ refunded } = await refundOrderPayment(orderId, pick, { actorId, now }));
  } catch (error) {
    log.error({ err: error, orderId, actorId }, "refund failed");
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The payment provider did not refund: ${reason}` };
  }
  if (!refunded) return { ok: true, alreadyRefunded: true };
  log.info({ orderId, actorId }, "admin refunded an order");
  return { ok: true, alreadyRefunded: false };
}
