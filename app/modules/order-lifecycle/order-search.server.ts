// The admin's order list as a query: filtered by status, open refund request or failed
// fulfilment, searched by order number, Shopify name or email, a page at a time, newest first.
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { db, schema } from "~/lib/db.server";
import type { OrderStatus } from "../../../db/schema";
import { notRefundedSql, paidOrRefundedSql } from "./guards.server";

export type OrderFilter = {
  /** One status, or the orders with an open refund request, or those with a failed partner part. */
  status?: OrderStatus | "refund-requested" | "fulfilment-failed";
  /** An order number (any prefix of the id, '#' allowed), a Shopify name or part of an email. */
  q?: string;
  /** Only orders someone paid for (or was refunded). */
  paidOnly?: boolean;
};

/** Subqueries built without a database: importing this module opens no connection. */
const subquery = new QueryBuilder();

/** A refund request is an event row: editing or clearing the notes text does not hide it. */
const refundRequested = exists(
  subquery
    .select({ one: sql`1` })
    .from(schema.orderEvents)
    .where(and(eq(schema.orderEvents.orderId, schema.orders.id), eq(schema.orderEvents.type, "refund_requested"))),
);
const openRefundRequest = and(refundRequested, notRefundedSql());
const fulfilmentFailed = exists(
  subquery
    .select({ one: sql`1` })
    .from(schema.partnerOrders)
    .where(and(eq(schema.partnerOrders.orderId, schema.orders.id), eq(schema.partnerOrders.state, "failed"))),
);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchCondition(q: string): SQL | undefined {
  const term = q.replace(/^#/, "").trim();
  if (!term) return undefined;
  const email = or(
    ilike(sql`${schema.orders.shippingAddress}->>'email'`, `%${escapeLike(term)}%`),
    ilike(schema.users.email, `%${escapeLike(term)}%`),
    // A Shopify order is also found by its name ('#1001' or '1001').
    exists(
      db
        .select({ one: sql`1` })
        .from(schema.shopifyOrders)
        .where(
          and(
            eq(schema.shopifyOrders.orderId, schema.orders.id),
            ilike(schema.shopifyOrders.name, `#${escapeLike(term)}`),
          ),
        ),
    ),
  );
  // An order number is the id's first 8 characters: match any prefix of the id.
  if (!/^[0-9a-f-]{1,36}$/i.test(term)) return email;
  return or(ilike(sql`${schema.orders.id}::text`, `${term.toLowerCase()}%`), email);
}

function filterCondition(filter: OrderFilter) {
  const byStatus =
    filter.status === "refund-requested"
      ? openRefundRequest
      : filter.status === "fulfilment-failed"
        ? fulfilmentFailed
        : filter.status
          ? eq(schema.orders.status, filter.status)
          : undefined;
  return and(
    byStatus,
    filter.paidOnly ? paidOrRefundedSql() : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  );
}

/**
 * One page of the orders matching `filter` with their account's name and email, the page
 * clamped to the last one, and the count of open refund requests whatever the filter.
 */
export async function searchOrders(filter: OrderFilter, page: number, pageSize: number) {
  const where = filterCondition(filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(schema.orders)
    .leftJoin(schema.users, eq(schema.users.id, schema.orders.userId))
    .where(where);
  const [{ waiting } = { waiting: 0 }] = await db
    .select({ waiting: count() })
    .from(schema.orders)
    .where(openRefundRequest);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(page, pageCount);
  const rows = await db
    .select({ order: schema.orders, userName: schema.users.name, userEmail: schema.users.email })
    .from(schema.orders)
    .leftJoin(schema.users, eq(schema.users.id, schema.orders.userId))
    .where(where)
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id))
    .limit(pageSize)
    .offset((shown - 1) * pageSize);
  return { rows, total, page: shown, pageCount, openRefundRequests: waiting };
}

/** How many orders `filter` finds: the dashboard's counts, each the list its link opens. */
export async function countOrders(filter: OrderFilter) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(schema.orders)
    .leftJoin(schema.users, eq(schema.users.id, schema.orders.userId))
    .where(filterCondition(filter));
  return total;
}
