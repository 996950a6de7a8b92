// The admin's view of every order: the list, status changes (with the customer's email) and refunds.
import { inArray } from "drizzle-orm";
import { findPartner } from "~/integrations/partners.server";
import { SHOP_CURRENCY } from "~/lib/money";
import { db, schema } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { shortOrderId } from "~/lib/order-number";
import { isUuid } from "~/lib/ids";
import {
  adminRefusal,
  allowedActions,
  type AdminStatusAction,
  eventNote,
  findOrder,
  isCancelled,
  isRefunded,
  type OrderRow,
  searchOrders,
  setStatusByAdmin,
  shopifyNumberOf,
  takesTrackingNumber,
} from "~/modules/order-lifecycle/index.server";
import type { TimelineEvent } from "~/modules/orders";
import { orderTimelines, shopifyOrderNumbers } from "~/modules/orders/index.server";
import { orderMoneyOf, refund, type OrderMoney, type PickProvider } from "~/modules/payments/index.server";
import type { RefundRequest } from "~/modules/payments";
import type { TaxFacts } from "~/modules/tax";
import { orderLinesOf, withAddedTax, type AdminOrderLine } from "./admin-order-lines.server";
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
  /** The order's tax (decision 064); absent without. */
  tax?: TaxFacts;
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
  /** The refund still owed on a cancelled paid order: on its way (pending), or the provider refused it (failed). */
  refund: { state: "pending" | "failed"; error: string | null } | null;
  /** What was paid, each refund, what is left (the payments module's rows). */
  money: OrderMoney;
  /** The order's lines, for refunding chosen ones. */
  lines: AdminOrderLine[];
  /** One row per print partner the order went (or goes) to. */
  fulfilment: AdminFulfilment[];
  /** The status buttons, from the lifecycle's table: allowed, or why not. */
  actions: AdminStatusAction[];
  /** Whether Issue refund applies: the payments module's rule, the one the server refunds by. */
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
  const [fulfilment, shopifyNumbers, money, lines] = await Promise.all([
    fulfilmentOf(ids),
    shopifyOrderNumbers(ids),
    orderMoneyOf(rows.map((row) => row.order)),
    orderLinesOf(ids),
  ]);
  const orders = rows.map(({ order, userName, userEmail }): AdminOrder => {
    const address = order.shippingAddress;
    const events = timelines.get(order.id) ?? [];
    const orderMoney = money.get(order.id)!;
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
      refund: refundOwed(order, orderMoney),
      money: orderMoney,
      lines: withAddedTax(lines.get(order.id) ?? [], order.taxIncluded),
      ...(order.taxAmount
        ? {
            tax: {
              amount: order.taxAmount,
              included: order.taxIncluded,
              label: order.taxLabel,
              currency: order.currency,
            },
          }
        : {}),
      fulfilment: fulfilment.get(order.id) ?? [],
      actions: allowedActions(order, "admin"),
      canIssueRefund: orderMoney.canRefund,
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

/** A cancelled paid order is owed what is left: on its way, or refused by the provider (its latest word). */
function refundOwed(order: Order, money: OrderMoney): AdminOrder["refund"] {
  if (!isCancelled(order) || order.paymentStatus !== "paid" || money.left === 0) return null;
  const failed = money.refunds.findLast((refund) => refund.state === "failed" || refund.error);
  return failed
    ? { state: failed.state === "failed" ? "failed" : "pending", error: failed.error }
    : { state: "pending", error: null };
}

/** `currency`: the order's, which `refunded` is in (decision 071). */
export type RefundResult =
  | { ok: true; alreadyRefunded: boolean; refunded: number; currency: string }
  | { ok: false; message: string; field?: string };

/**
 * Gives a customer's money back through the provider that took it: chosen lines, an amount, or
 * (neither) all that is left. The payments module's refund decides by its one rule and never
 * gives back more than is left, whoever else is refunding the order at the same time.
 */
export async function issueRefund(
  input: { orderId: string; actorId: string; request?: RefundRequest },
  pick?: PickProvider,
  now = new Date(),
): Promise<RefundResult> {
  const { orderId, actorId } = input;
  if (!isUuid(orderId)) return { ok: false, message: "Order not found" };
  const outcome = await refund(orderId, input.request ?? {}, { actor: actorId, pick, now });
  if (!outcome.ok) {
    return { ok: false, message: outcome.message, ...(outcome.field === "form" ? {} : { field: outcome.field }) };
  }
  if (outcome.refunded > 0) log.info({ orderId, actorId, cents: outcome.refunded }, "admin refunded an order");
  const currency = (await findOrder(db, orderId))?.currency ?? SHOP_CURRENCY;
  return { ok: true, alreadyRefunded: outcome.refunded === 0, refunded: outcome.refunded, currency };
}
