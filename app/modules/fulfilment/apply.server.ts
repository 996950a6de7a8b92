// Applying what a partner reports (webhook or reconciliation): the partner order moves forward
// only, and the order follows once every part has (processing, shipped, delivered), with one
// status email per move. A repeated or late report changes nothing and sends nothing.
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { advanceByPartner, type FulfilmentTarget } from "~/modules/order-lifecycle/index.server";
import type { FulfilmentState } from "../../../db/schema";
import { costsChanged, mergeShipments, reportedCosts, STATE_RANK, type PartnerView } from "./partner-view";

type PartnerOrder = typeof schema.partnerOrders.$inferSelect;

/** The new state of a partner order after a report, or null when the report moves nothing. */
export function nextState(current: FulfilmentState, reported: FulfilmentState): FulfilmentState | null {
  if (current === "manual" || current === "cancelled" || current === "delivered") return null;
  if (reported === current) return null;
  // A failure or a cancellation at the partner counts until the goods have shipped.
  if (reported === "failed" || reported === "cancelled")
    return STATE_RANK[current] < STATE_RANK.shipped ? reported : null;
  if (current === "failed") return reported === "new" ? null : reported;
  return STATE_RANK[reported] > STATE_RANK[current] ? reported : null;
}

/** Applies one partner report to one partner order; returns whether anything changed. */
export async function applyPartnerView(partnerOrderId: string, view: PartnerView, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.partnerOrders)
      .where(eq(schema.partnerOrders.id, partnerOrderId))
      .for("update");
    if (!row) return false;
    const state = nextState(row.state, view.state);
    const shipments = mergeShipments(row.shipments, view.shipments);
    const newShipments = shipments.length !== row.shipments.length;
    const costs = reportedCosts(row.costs, view.costs);
    if (!state && !newShipments) {
      // A bill reported (or corrected) with nothing else new: stored, and the order stays where it is.
      if (!costsChanged(row.costs, costs)) return false;
      await tx.update(schema.partnerOrders).set({ costs, updatedAt: now }).where(eq(schema.partnerOrders.id, row.id));
      return true;
    }
    const to = state ?? row.state;
    await tx
      .update(schema.partnerOrders)
      .set({
        state: to,
        shipments,
        costs,
        lastError: to === "failed" ? (view.error ?? row.lastError) : row.state === "failed" ? null : row.lastError,
        shippedAt: to === "shipped" || to === "delivered" ? (row.shippedAt ?? now) : row.shippedAt,
        deliveredAt: to === "delivered" ? now : row.deliveredAt,
        updatedAt: now,
      })
      .where(eq(schema.partnerOrders.id, row.id));
    log.info({ orderId: row.orderId, partner: row.partner, from: row.state, to }, "partner order moved");
    await advanceOrder(tx, row.orderId, now);
    return true;
  });
}

/** Where the parts have got to together; manual lines keep shipping and delivery with the team. */
function orderTarget(parts: PartnerOrder[]): FulfilmentTarget | null {
  const sent = parts.filter((part) => part.partner !== "manual");
  if (!sent.length) return null;
  const hasManual = sent.length !== parts.length;
  const all = (min: number) => sent.every((part) => STATE_RANK[part.state] >= min && part.state !== "cancelled");
  if (!hasManual && all(STATE_RANK.delivered)) return "delivered";
  if (!hasManual && all(STATE_RANK.shipped)) return "shipped";
  if (all(STATE_RANK.draft)) return "processing";
  return null;
}

/**
 * Moves the order forward to where its partner orders are (the lifecycle's partner-progress:
 * never back, never out of cancelled), with an event and the customer's status email. Call it in
 * the transaction that changed a partner order.
 */
export async function advanceOrder(tx: Tx, orderId: string, now = new Date()) {
  const parts = await tx.select().from(schema.partnerOrders).where(eq(schema.partnerOrders.orderId, orderId));
  const target = orderTarget(parts);
  if (!target) return null;
  const tracking = parts.flatMap((part) =>
    part.shipments.map((shipment) => ({ number: shipment.trackingNumber, url: shipment.trackingUrl })),
  );
  return advanceByPartner(tx, orderId, target, tracking, now);
}
