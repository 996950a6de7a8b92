// A customer's own orders: reading them, cancelling early ones and asking for refunds.
import { asc, eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import {
  cancelByCustomer,
  guardOf,
  orderOfCustomer,
  ordersOfCustomer,
  requestRefundOf,
  type OrderRow,
} from "~/modules/order-lifecycle/index.server";
import type { Parcel } from "./order-format";
import type { TimelineEvent } from "./order-timeline";

export type Order = OrderRow;
export type OrderLine = {
  id: string;
  productId: string;
  name: string;
  /** The product's handle, where known: a delivered line links to its review form (decision 058). */
  handle: string | null;
  imageUrl: string | null;
  quantity: number;
  price: number;
  /** Money off the line in all (promotions, decision 044). */
  discountAmount: number;
  size: string | null;
  color: string | null;
  /** A personalised line's text and picture (decision 043). */
  personalisation?: schema.LinePersonalisation | null;
};

export function listOrdersForUser(userId: string): Promise<Order[]> {
  return ordersOfCustomer(userId);
}

/** One order with its lines, or null when it is unknown or belongs to someone else. */
export async function getOrderForUser(orderId: string, userId: string) {
  const order = await orderOfCustomer(orderId, userId);
  return order ? orderDetails(order) : null;
}

/** An order with its lines, timeline and parcels. */
export async function orderDetails(order: Order) {
  const items: OrderLine[] =
    order.source === "shopify"
      ? await shopifyLines(order.id)
      : await db
          .select({
            id: schema.orderItems.id,
            productId: schema.orderItems.productId,
            name: schema.products.name,
            handle: schema.products.handle,
            imageUrl: schema.products.imageUrl,
            quantity: schema.orderItems.quantity,
            price: schema.orderItems.price,
            discountAmount: schema.orderItems.discountAmount,
            size: schema.orderItems.size,
            color: schema.orderItems.color,
            personalisation: schema.orderItems.personalisation,
          })
          .from(schema.orderItems)
          .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
          .where(eq(schema.orderItems.orderId, order.id))
          .orderBy(schema.orderItems.createdAt, schema.orderItems.id);
  const events = (await orderTimelines([order.id])).get(order.id) ?? [];
  const parcels = (await orderParcels([order.id])).get(order.id) ?? [];
  return { order, items, events, parcels };
}

/** The parcels the print partners shipped for some orders, keyed by order id. */
export async function orderParcels(orderIds: string[]): Promise<Map<string, Parcel[]>> {
  const parcels = new Map<string, Parcel[]>();
  if (!orderIds.length) return parcels;
  const rows = await db
    .select({ orderId: schema.partnerOrders.orderId, shipments: schema.partnerOrders.shipments })
    .from(schema.partnerOrders)
    .where(inArray(schema.partnerOrders.orderId, orderIds))
    .orderBy(asc(schema.partnerOrders.partner));
  for (const row of rows) {
    const list = parcels.get(row.orderId) ?? [];
    list.push(...row.shipments.map((shipment) => ({ number: shipment.trackingNumber, url: shipment.trackingUrl })));
    if (list.length) parcels.set(row.orderId, list);
  }
  return parcels;
}

/**
 * The numbers shoppers know their Shopify orders by ('#1001' → '1001'), keyed by order id; a
 * native order has none and is shown by its short id.
 */
export async function shopifyOrderNumbers(orderIds: string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: schema.shopifyOrders.orderId, name: schema.shopifyOrders.name })
    .from(schema.shopifyOrders)
    .where(inArray(schema.shopifyOrders.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row.name.replace(/^#/, "")]));
}

/** A Shopify order's lines as Shopify sent them: no product of ours behind them. */
async function shopifyLines(orderId: string): Promise<OrderLine[]> {
  const [row] = await db
    .select({ lines: schema.shopifyOrders.lines })
    .from(schema.shopifyOrders)
    .where(eq(schema.shopifyOrders.orderId, orderId));
  return (row?.lines ?? []).map((line, i) => ({
    id: `${orderId}-${i}`,
    productId: "",
    name: line.title,
    // A Shopify line names its product by id only: its review is reached from the product page.
    handle: null,
    imageUrl: null,
    quantity: line.quantity,
    price: line.price,
    discountAmount: 0,
    size: line.variantTitle,
    color: null,
  }));
}

/** The timelines of some orders, oldest event first, keyed by order id. */
export async function orderTimelines(orderIds: string[]): Promise<Map<string, TimelineEvent[]>> {
  const timelines = new Map<string, TimelineEvent[]>();
  if (!orderIds.length) return timelines;
  const rows = await db
    .select()
    .from(schema.orderEvents)
    .where(inArray(schema.orderEvents.orderId, orderIds))
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));
  for (const row of rows) {
    const list = timelines.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      toStatus: row.toStatus,
      reason: row.reason,
      hours: typeof row.data?.hours === "number" ? row.data.hours : null,
      at: row.createdAt.toISOString(),
    });
    timelines.set(row.orderId, list);
  }
  return timelines;
}

export class OrderActionError extends Error {
  override name = "OrderActionError";
}

async function explainRefusal(orderId: string, userId: string, refusal: string): Promise<never> {
  const found = await getOrderForUser(orderId, userId);
  throw new OrderActionError(found ? refusal : "Order not found");
}

/**
 * Cancels a pending or processing order with one conditional UPDATE (the lifecycle's
 * customer-cancel), so a cancel racing an admin's status change cannot leave a shipped order
 * cancelled. A paid order gets its refund queued in the same transaction.
 */
export async function cancelOrder(orderId: string, userId: string, now = new Date()) {
  if (!isUuid(orderId)) throw new OrderActionError("Order not found");
  const order = await db.transaction((tx) => cancelByCustomer(tx, orderId, userId, now));
  if (!order) return explainRefusal(orderId, userId, guardOf({ type: "customer-cancel" }).refusal);
  return order;
}

/**
 * Records a refund request on a delivered order at most 30 days old, with one conditional
 * UPDATE. The status stays delivered; the team reviews the note.
 */
export async function requestRefund(orderId: string, userId: string, reason: string, now = new Date()) {
  const trimmed = reason.trim();
  if (!trimmed) throw new OrderActionError("Refund Reason Required");
  if (trimmed.length > 1000) throw new OrderActionError("Please keep the reason under 1000 characters");
  if (!isUuid(orderId)) throw new OrderActionError("Order not found");
  const order = await db.transaction((tx) => requestRefundOf(tx, orderId, userId, trimmed, now));
  if (!order) return explainRefusal(orderId, userId, guardOf({ type: "refund-request" }).refusal);
  return order;
}
