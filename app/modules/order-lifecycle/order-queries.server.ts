// Reading orders: every other module asks here instead of querying the orders table, so the
// lifecycle stays its one writer and the table's shape is known in one place (decision 052).
import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import type { OrderRow } from "./side-effects.server";
import { holdsReservationSql } from "./guards.server";

/** One order by id, or null; `lock` takes its row lock for the rest of the transaction. */
export async function findOrder(executor: Db | Tx, orderId: string, options: { lock?: boolean } = {}) {
  if (!isUuid(orderId)) return null;
  const query = executor.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const [order] = options.lock ? await query.for("update") : await query;
  return order ?? null;
}

/** The order a checkout attempt placed, if any. */
export async function findOrderOfAttempt(executor: Db | Tx, checkoutKey: string) {
  const [order] = await executor.select().from(schema.orders).where(eq(schema.orders.checkoutKey, checkoutKey));
  return order ?? null;
}

/** A customer's orders, newest first. */
export function ordersOfCustomer(userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.userId, userId))
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id));
}

/** One of a customer's orders; null when it is unknown or someone else's. */
export async function orderOfCustomer(orderId: string, userId: string) {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  return order ?? null;
}

/**
 * Who a per-customer limit counts (decision 065): a verified account's orders by its id, a guest's
 * by their email (lower-cased); a guest using a verified account's address counts as that account.
 */
export type CustomerKey = { userId?: string | null; email?: string | null };

/** The orders of a customer as SQL over `orders` (or a relation with user_id and guest_email columns). */
export function customerOrdersSql(
  customer: CustomerKey,
  columns = { userId: sql`${schema.orders.userId}`, guestEmail: sql`${schema.orders.guestEmail}` },
) {
  const parts = [
    customer.userId ? sql`${columns.userId} = ${customer.userId}` : null,
    customer.email ? sql`${columns.guestEmail} = ${customer.email.trim().toLowerCase()}` : null,
  ].filter((part): part is SQL => part !== null);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * Uses of a promotion: orders carrying it that are not cancelled, in all and by one customer;
 * `carried` also counts cancelled ones (an order ever carried it, decision 047). A retried
 * checkout's own order (`exceptCheckoutKey`) is not a use of its own code.
 */
export async function promotionUses(
  executor: Db | Tx,
  promotionId: string,
  options: { customer?: CustomerKey; exceptCheckoutKey?: string } = {},
) {
  const key = options.exceptCheckoutKey;
  // An order holds its code's use while it is not cancelled and its payment not declined (decision 055).
  const live = sql`${holdsReservationSql()} and ${
    key ? or(isNull(schema.orders.checkoutKey), ne(schema.orders.checkoutKey, key)) : sql`true`
  }`;
  const mine = customerOrdersSql(options.customer ?? {});
  const [row] = await executor
    .select({
      carried: count(),
      uses: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      usesByCustomer: sql<number>`count(*) filter (where ${live} and ${mine})`.mapWith(Number),
    })
    .from(schema.orders)
    .where(eq(schema.orders.promotionId, promotionId));
  return { carried: row?.carried ?? 0, uses: row?.uses ?? 0, usesByCustomer: row?.usesByCustomer ?? 0 };
}

/** Per promotion that some order carries: its uses (orders not cancelled) and whether any order carries it. */
export async function promotionUseCounts() {
  const rows = await db
    .select({
      promotionId: schema.orders.promotionId,
      carried: count(),
      uses: sql<number>`count(*) filter (where ${holdsReservationSql()})`.mapWith(Number),
    })
    .from(schema.orders)
    .where(sql`${schema.orders.promotionId} is not null`)
    .groupBy(schema.orders.promotionId);
  return new Map(rows.map((row) => [row.promotionId!, { uses: row.uses, carried: row.carried > 0 }]));
}

/**
 * The order lines of drops with their order's state, as a relation to select from in SQL (the
 * drops' units taken and sold, a customer's holdings, the sell-through): columns drop_id,
 * product_id, quantity, price, discount_amount, order_id, user_id, guest_email, status, payment_status,
 * created_at. A plain subquery, which PostgreSQL folds into the query that uses it.
 */
export const dropOrderLinesSql = sql`(
  select oi.drop_id, oi.product_id, oi.quantity, oi.price, oi.discount_amount,
         o.id as order_id, o.user_id, o.guest_email, o.status, o.payment_status, o.created_at
  from ${schema.orderItems} oi join ${schema.orders} o on o.id = oi.order_id
  where oi.drop_id is not null)`;

/** A product as reviews name it: its handle, and on a Shopify shop its numeric product id (decision 058). */
export type ReviewedProduct = { handle: string; shopifyId?: string | null };

/**
 * Whether an order's lines hold the product: our own lines through their product's handle, a
 * Shopify order's through the product id its webhook reported.
 */
function holdsProductSql(orderId: SQL, product: ReviewedProduct) {
  const shopify = product.shopifyId
    ? sql`or exists (select 1 from ${schema.shopifyOrders} s, jsonb_array_elements(s.lines) line
        where s.order_id = ${orderId} and line ->> 'productId' = ${product.shopifyId})`
    : sql``;
  return sql`(exists (select 1 from ${schema.orderItems} oi join ${schema.products} p on p.id = oi.product_id
    where oi.order_id = ${orderId} and p.handle = ${product.handle}) ${shopify})`;
}

/** The customer's newest delivered order holding the product, or null: who may review it. */
export async function deliveredOrderHolding(userId: string, product: ReviewedProduct): Promise<string | null> {
  const [row] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.userId, userId),
        eq(schema.orders.status, "delivered"),
        holdsProductSql(sql`${schema.orders.id}`, product),
      ),
    )
    .orderBy(desc(schema.orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** What an order's lines hold, for its review request: our products' handles, Shopify's product ids. */
export async function orderProducts(orderId: string): Promise<{ handles: string[]; shopifyIds: string[] }> {
  if (!isUuid(orderId)) return { handles: [], shopifyIds: [] };
  const [native, shopify] = await Promise.all([
    db
      .selectDistinct({ handle: schema.products.handle })
      .from(schema.orderItems)
      .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
      .where(eq(schema.orderItems.orderId, orderId)),
    db
      .select({ lines: schema.shopifyOrders.lines })
      .from(schema.shopifyOrders)
      .where(eq(schema.shopifyOrders.orderId, orderId)),
  ]);
  const ids = shopify.flatMap((row) => row.lines.map((line) => line.productId ?? null)).filter(Boolean) as string[];
  return { handles: native.map((row) => row.handle), shopifyIds: [...new Set(ids)] };
}
