// After sending: asking the partner how its order stands (webhook hint or reconciliation),
// cancelling what the partner still allows, and the admin's 'Retry fulfilment'.
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { MANUAL_PARTNER } from "../../../db/schema";
import { env } from "~/lib/env.server";
import { enqueueJob, type JobContext } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { findOrder, isCancelled, isPaid } from "~/modules/order-lifecycle/index.server";
import { applyPartnerView } from "./apply.server";
import { FULFIL_ORDER_JOB, type OrderJobPayload } from "./fulfilment-jobs";
import { OPEN_STATES, type PartnerView } from "./partner-view";
import { partnerOf, partnerOrders } from "./partners.server";

type PartnerOrder = typeof schema.partnerOrders.$inferSelect;

/** How often reconciliation asks the partners about open orders (PARTNER_RECONCILE_MINUTES). */
export const reconcileEveryMs = () => env.PARTNER_RECONCILE_MINUTES * 60_000;

const storeNumber = (part: PartnerOrder) => (part.partnerStoreId ? Number(part.partnerStoreId) : undefined);

/** The partner's own, current view of a partner order: never the webhook's body. */
export async function fetchPartnerView(part: PartnerOrder): Promise<PartnerView> {
  if (!part.partnerOrderId) throw new Error("This partner order has not reached the partner");
  if (part.partner === MANUAL_PARTNER) throw new Error("Manual lines have no partner to ask");
  return (await partnerOrders(partnerOf(part.partner))).viewOrder(storeNumber(part), part.partnerOrderId);
}

/** Re-fetches one partner order and applies it; returns whether anything changed. */
export async function refreshPartnerOrder(part: PartnerOrder) {
  return applyPartnerView(part.id, await fetchPartnerView(part));
}

/** The recurring job: every partner order still open is asked about, so a lost webhook is only a delay. */
export async function handleReconcilePartnerOrdersJob() {
  const open = await db
    .select()
    .from(schema.partnerOrders)
    .where(
      and(
        inArray(schema.partnerOrders.state, OPEN_STATES),
        isNotNull(schema.partnerOrders.partnerOrderId),
        ne(schema.partnerOrders.partner, MANUAL_PARTNER),
      ),
    )
    .orderBy(asc(schema.partnerOrders.updatedAt))
    .limit(500);
  let changed = 0;
  let failed = 0;
  for (const part of open) {
    try {
      if (await refreshPartnerOrder(part)) changed++;
    } catch (error) {
      failed++;
      log.warn({ err: error, orderId: part.orderId, partner: part.partner }, "could not reconcile a partner order");
    }
  }
  if (open.length) log.info({ checked: open.length, changed, failed }, "partner orders reconciled");
}

/**
 * The cancellation job: each partner order of a cancelled order is cancelled where the partner
 * still allows it; where it does not, the refusal is kept for /admin. Parts never sent are closed.
 */
export async function handleCancelPartnerOrdersJob({ orderId }: OrderJobPayload, _context: JobContext) {
  await db
    .update(schema.partnerOrders)
    .set({ state: "cancelled", claimedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(schema.partnerOrders.orderId, orderId),
        inArray(schema.partnerOrders.state, ["new", "failed"]),
        sql`${schema.partnerOrders.partnerOrderId} is null`,
      ),
    );
  const parts = await db
    .select()
    .from(schema.partnerOrders)
    .where(
      and(
        eq(schema.partnerOrders.orderId, orderId),
        isNotNull(schema.partnerOrders.partnerOrderId),
        inArray(schema.partnerOrders.state, ["new", "failed", ...OPEN_STATES]),
      ),
    );
  for (const part of parts) {
    try {
      if (part.partner === MANUAL_PARTNER) continue;
      await (await partnerOrders(partnerOf(part.partner))).cancelOrder(storeNumber(part), part.partnerOrderId!);
      await db
        .update(schema.partnerOrders)
        .set({ state: "cancelled", cancelError: null, claimedUntil: null, updatedAt: sql`now()` })
        .where(eq(schema.partnerOrders.id, part.id));
    } catch (error) {
      if (error instanceof PartnerError && (error.status === 0 || error.status === 429 || error.status >= 500)) {
        throw error; // passing: the job retries with backoff
      }
      const message = error instanceof PartnerError ? (error.partnerMessage ?? error.message) : String(error);
      await db
        .update(schema.partnerOrders)
        .set({ cancelError: message.slice(0, 1000), updatedAt: sql`now()` })
        .where(eq(schema.partnerOrders.id, part.id));
      log.warn({ orderId, partner: part.partner, message }, "partner order could not be cancelled");
    }
  }
}

export type RetryResult = { ok: true; parts: number } | { ok: false; message: string };

/**
 * 'Retry fulfilment': the failed parts of a paid, open order go back to 'new' and one job is
 * queued, in one transaction with a conditional UPDATE, so a double click sends once.
 */
export async function retryFulfilment(orderId: string): Promise<RetryResult> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order) return { ok: false, message: "Order not found" };
    if (isCancelled(order)) return { ok: false, message: "This order was cancelled" };
    if (!isPaid(order)) return { ok: false, message: "Only a paid order can be fulfilled" };
    const reset = await tx
      .update(schema.partnerOrders)
      .set({ state: "new", lastError: null, claimedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(schema.partnerOrders.orderId, orderId), eq(schema.partnerOrders.state, "failed")))
      .returning({ id: schema.partnerOrders.id });
    if (!reset.length) return { ok: false, message: "This order has no failed fulfilment to retry" };
    await enqueueJob(tx, FULFIL_ORDER_JOB, { orderId });
    return { ok: true, parts: reset.length };
  });
}
