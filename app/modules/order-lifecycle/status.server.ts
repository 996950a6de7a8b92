// The order's status changes, each one event of the state table: the customer's cancel and
// refund request, the expiry of unpaid orders, the admin's status change, a partner's progress.
import { and, eq, inArray, sql } from "drizzle-orm";
import { schema, type Db, type Tx } from "~/lib/db.server";
import { guardWhere } from "./guards.server";
import { recordOrderEvent } from "./order-events.server";
import type { OrderRow, Parcel } from "./side-effects.server";
import { runTransition } from "./transition.server";
import type { AdminTargetStatus, FulfilmentTarget } from "./transitions";

/**
 * Who acts on their own order: an account's id, or a guest through the order's private link
 * (decision 065), who owns only a guest order of that email; the event's actor is then null.
 */
export type CustomerActor = string | { guestEmail: string };
const ownerOf = (customer: CustomerActor) =>
  typeof customer === "string"
    ? { actorId: customer, guestEmail: null, actor: customer }
    : { actorId: null, guestEmail: customer.guestEmail, actor: null };

/** The customer cancels a pending or processing order of ours; a paid one gets its refund queued. */
export function cancelByCustomer(tx: Tx, orderId: string, customer: CustomerActor, now = new Date()) {
  const { actor, ...owner } = ownerOf(customer);
  return runTransition(
    tx,
    orderId,
    { type: "customer-cancel" },
    {
      ...owner,
      now,
      record: { type: "cancelled_by_customer", toStatus: "cancelled", actor, createdAt: now },
    },
  );
}

/** The customer asks for a refund of a delivered order at most 30 days old; the status stays. */
export function requestRefundOf(tx: Tx, orderId: string, customer: CustomerActor, reason: string, now = new Date()) {
  const { actor, ...owner } = ownerOf(customer);
  return runTransition(
    tx,
    orderId,
    { type: "refund-request" },
    {
      ...owner,
      now,
      record: { type: "refund_requested", actor, reason, createdAt: now },
    },
  );
}

/** The orders still unpaid `hours` after checkout, oldest first: the expiry job's candidates. */
export function unpaidOrdersDue(tx: Db | Tx, hours: number, now: Date, limit: number) {
  return tx
    .select()
    .from(schema.orders)
    .where(guardWhere({ type: "expire-unpaid", hours }, { now }))
    .orderBy(schema.orders.createdAt)
    .limit(limit);
}

/** Cancels an order nobody paid for in time; a payment landing at the same moment wins instead. */
export function expireUnpaid(tx: Tx, orderId: string, hours: number, now = new Date()) {
  return runTransition(
    tx,
    orderId,
    { type: "expire-unpaid", hours },
    {
      now,
      record: { type: "expired", toStatus: "cancelled", data: { hours }, createdAt: now },
    },
  );
}

/**
 * The order of a checkout attempt the customer's browser has replaced with a new one, while it
 * may still be superseded: theirs, pending and unpaid. Null for any other key (never a stranger's).
 */
export async function supersedableOrder(tx: Db | Tx, checkoutKey: string, customer: CustomerActor) {
  const { actorId, guestEmail } = ownerOf(customer);
  const [order] = await tx
    .select()
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.checkoutKey, checkoutKey),
        guardWhere({ type: "supersede-unpaid" }, { actorId, guestEmail }),
      ),
    );
  return order ?? null;
}

/**
 * Cancels the unpaid order of an attempt the customer replaced (decision 047): what it reserved
 * (a promotion use, drop units) is free again, as on expiry; no email, the shopper is still here.
 */
export function supersedeUnpaid(tx: Tx, orderId: string, customer: CustomerActor, now = new Date()) {
  const { actor, ...owner } = ownerOf(customer);
  return runTransition(
    tx,
    orderId,
    { type: "supersede-unpaid" },
    {
      ...owner,
      now,
      record: { type: "superseded", toStatus: "cancelled", actor, createdAt: now },
    },
  );
}

/**
 * An admin sets a status: never the one it has, never reopening a cancelled order whose money was
 * taken, never moving an unpaid order of ours into production (decision 036). The status email,
 * and for a cancelled paid order its refund and the partners' cancel, are queued with it.
 */
export function setStatusByAdmin(
  tx: Tx,
  input: {
    orderId: string;
    status: AdminTargetStatus;
    trackingNumber: string | null;
    actorId: string;
    /** Told to the customer in the status email and kept on the event. */
    reason?: string;
  },
  now = new Date(),
) {
  const tracking = input.trackingNumber;
  return runTransition(
    tx,
    input.orderId,
    { type: "admin-set-status", to: input.status },
    {
      actorId: input.actorId,
      now,
      reason: input.reason,
      // A shipment without a number keeps the one recorded before.
      set: { trackingNumber: tracking ?? sql`${schema.orders.trackingNumber}` },
      record: {
        type: "status_changed",
        toStatus: input.status,
        actor: input.actorId,
        data: tracking ? { trackingNumber: tracking } : null,
        reason: input.reason ?? null,
        createdAt: now,
      },
    },
  );
}

/**
 * The print partners have got the order this far: it moves forward only (never back, never out
 * of cancelled), with an event and the customer's status email.
 */
export function advanceByPartner(tx: Tx, orderId: string, to: FulfilmentTarget, tracking: Parcel[], now = new Date()) {
  const trackingNumber = to === "processing" ? null : tracking.map((parcel) => parcel.number).join(", ") || null;
  return runTransition(
    tx,
    orderId,
    { type: "partner-progress", to },
    {
      now,
      tracking,
      set: { trackingNumber: trackingNumber ?? sql`${schema.orders.trackingNumber}` },
      record: { type: "fulfilment", toStatus: to, data: tracking.length ? { tracking } : null, createdAt: now },
    },
  );
}

/** A retried checkout may correct the address of its order while nobody has paid for it. */
export async function correctUnpaidAddress(tx: Tx, orderId: string, address: OrderRow["shippingAddress"]) {
  const [updated] = await tx
    .update(schema.orders)
    .set({ shippingAddress: address, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.orders.id, orderId),
        inArray(schema.orders.paymentStatus, ["unpaid", "failed"]),
        eq(schema.orders.status, "pending"),
      ),
    )
    .returning();
  return updated ?? null;
}

/**
 * The first event of an order, written in the transaction that inserted it (an order that arrives
 * paid from Shopify gets its payment row from the payments module, recordOutsidePayment).
 */
export async function recordPlaced(tx: Tx, order: OrderRow, data?: Record<string, unknown>) {
  await recordOrderEvent(tx, order.id, {
    type: "placed",
    toStatus: order.status,
    actor: order.source === "native" ? order.userId : null,
    data: data ?? null,
    createdAt: order.createdAt,
  });
}
