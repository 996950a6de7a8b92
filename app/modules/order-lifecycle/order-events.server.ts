// An order's history as rows: each event written in the transaction of the change it records.
import { eq, sql, type SQL } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";
import type { OrderEventType, OrderStatus } from "../../../db/schema";

export type NewOrderEvent = {
  type: OrderEventType;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  /** The user who acted; null or absent for the system. */
  actor?: string | null;
  reason?: string | null;
  data?: Record<string, unknown> | null;
  createdAt: Date;
};

/**
 * The notes line an event writes (SPEC's texts), or null for events the notes do not mention.
 * The only producer of notes text: nothing reads it back, the events are the facts.
 */
export function eventNote(event: NewOrderEvent): string | null {
  const at = event.createdAt.toISOString();
  switch (event.type) {
    case "cancelled_by_customer":
      return `Cancelled by customer on ${at}`;
    case "refund_requested":
      return `Refund requested on ${at}: ${event.reason ?? ""}`;
    case "status_changed":
      if (event.data?.source === "shopify") return `Marked ${event.toStatus} by Shopify on ${at}`;
      return `Marked ${event.toStatus} by an admin on ${at}`;
    case "refunded":
      return event.actor ? `Refund issued by an admin on ${at}` : null;
    case "expired":
      return `Cancelled automatically on ${at}: still unpaid ${String(event.data?.hours)} hours after checkout`;
    case "superseded":
      return `Cancelled on ${at}: replaced by a new checkout attempt before it was paid`;
    case "note":
      return event.reason ?? null;
    default:
      return null;
  }
}

/** The orders.notes value after an event: its line appended inside the UPDATE, so concurrent notes never overwrite each other. */
export function notesWith(event: NewOrderEvent): SQL {
  const note = eventNote(event);
  if (note === null) return sql`${schema.orders.notes}`;
  return sql`case when ${schema.orders.notes} is null or ${schema.orders.notes} = '' then ${note} else ${schema.orders.notes} || E'\n' || ${note} end`;
}

/** Records an event; call it in the transaction of the change it describes. */
export async function recordOrderEvent(tx: Tx, orderId: string, event: NewOrderEvent) {
  await tx.insert(schema.orderEvents).values({ orderId, ...event });
}

/** The order's status under a row lock, read before a conditional UPDATE so its event knows where it came from. */
export async function lockedStatus(tx: Tx, orderId: string): Promise<OrderStatus | null> {
  const [row] = await tx
    .select({ status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId))
    .for("update");
  return row?.status ?? null;
}
