// The fulfilment job: a paid order split by partner, each part sent once. Before creating, the
// partner is asked for an order with our external id, so a run after a crash (between the
// partner's answer and our commit) adopts that order instead of creating a second one.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { JobContext } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { PartnerRefusal, type PartnerOrderLine } from "~/integrations/partner-port";
import { findPartner } from "~/integrations/partners.server";
import { MANUAL_PARTNER, type FulfilmentPartnerId } from "../../../db/schema";
import { findOrder, isCancelled, isFulfillable, type OrderRow } from "~/modules/order-lifecycle/index.server";
import { attachPrintFiles, PrintsNotReady } from "./print-files.server";
import { advanceOrder } from "./apply.server";
import { CANCEL_PARTNER_ORDERS_JOB, type OrderJobPayload } from "./fulfilment-jobs";
import { enqueueJob } from "~/lib/jobs.server";
import { reportedCosts, type PartnerView } from "./partner-view";
import { externalIdOf, FulfilmentConfigError, orderLocation, partnerOf, partnerOrders } from "./partners.server";
import { AddressError, partnerAddress } from "./recipient";

type Order = OrderRow;
type PartnerOrder = typeof schema.partnerOrders.$inferSelect;
export type PartLine = PartnerOrderLine & { orderItemId: string };

/** How long a worker holds a part while it talks to the partner; a crashed worker's claim runs out. */
export const CLAIM_MS = 5 * 60_000;
/** The job's attempts; the last one that cannot reach the partner flags the order for the admin. */
export const FULFIL_MAX_ATTEMPTS = 8;

/** Test seam: runs after the partner answered and before we record it (a crash there is what the tests simulate). */
export const fulfilmentHooks: { afterPartnerAnswered?: (partner: FulfilmentPartnerId) => Promise<void> } = {};

/** The order's lines by who makes them: the product's partner, or 'manual' for our own (demo) goods. */
export async function orderParts(orderId: string) {
  const rows = await db
    .select({
      orderItemId: schema.orderItems.id,
      source: schema.products.source,
      externalId: schema.products.externalId,
      name: schema.products.name,
      partnerVariantId: schema.productVariants.partnerVariantId,
      quantity: schema.orderItems.quantity,
    })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .leftJoin(schema.productVariants, eq(schema.productVariants.id, schema.orderItems.variantId))
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(schema.orderItems.createdAt, schema.orderItems.id);
  const parts = new Map<FulfilmentPartnerId, PartLine[]>();
  for (const row of rows) {
    const partner = findPartner(row.source)?.id ?? MANUAL_PARTNER;
    const line: PartLine = {
      orderItemId: row.orderItemId,
      partnerProductId: row.externalId,
      partnerVariantId: row.partnerVariantId,
      quantity: row.quantity,
      name: row.name,
    };
    parts.set(partner, [...(parts.get(partner) ?? []), line]);
  }
  return parts;
}

/** Finds or creates the partner's order for this part (the adapter adopts one sent before a crash). */
async function sendToPartner(order: Order, part: PartnerOrder, lines: PartLine[]) {
  const address = partnerAddress(order.shippingAddress);
  const partner = partnerOf(part.partner);
  const connection = await partnerOrders(partner);
  const location = await orderLocation(partner);
  const sent = await connection.submitOrder(location, {
    externalId: externalIdOf(order.id),
    label: `softdrop #${order.id.slice(0, 8)}`,
    lines,
    address,
    toProduction: partner.toProduction(env),
    // The method chosen at checkout for this partner's part (decision 046).
    shippingMethod: order.shippingParts?.[part.partner] ?? null,
  });
  return { ...sent, storeId: location === undefined ? null : String(location) };
}

/** Takes a part for this worker; false when another worker holds it or it has been sent. */
async function claim(part: PartnerOrder, now: Date) {
  const [claimed] = await db
    .update(schema.partnerOrders)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(schema.partnerOrders.id, part.id),
        eq(schema.partnerOrders.state, "new"),
        or(isNull(schema.partnerOrders.claimedUntil), lt(schema.partnerOrders.claimedUntil, now)),
      ),
    )
    .returning({ id: schema.partnerOrders.id });
  return Boolean(claimed);
}

async function flag(part: PartnerOrder, message: string) {
  await db
    .update(schema.partnerOrders)
    .set({ state: "failed", lastError: message.slice(0, 1000), claimedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(schema.partnerOrders.id, part.id), eq(schema.partnerOrders.state, "new")));
  log.warn({ orderId: part.orderId, partner: part.partner, message }, "fulfilment refused");
}

async function record(part: PartnerOrder, sent: { partnerOrderId: string; storeId: string | null; view: PartnerView }) {
  await db.transaction(async (tx) => {
    const state = sent.view.state === "new" ? "accepted" : sent.view.state;
    const [updated] = await tx
      .update(schema.partnerOrders)
      .set({
        partnerOrderId: sent.partnerOrderId,
        partnerStoreId: sent.storeId,
        state,
        shipments: sent.view.shipments,
        costs: reportedCosts(part.costs, sent.view.costs),
        lastError: state === "failed" ? (sent.view.error ?? null) : null,
        claimedUntil: null,
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(schema.partnerOrders.id, part.id), eq(schema.partnerOrders.state, "new")))
      .returning();
    if (updated) await advanceOrder(tx, part.orderId);
  });
}

const retryable = (error: unknown) =>
  error instanceof PartnerError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** Sends one part; a refusal is flagged, a passing fault (429, 5xx, network) is thrown for a retry. */
async function submitPart(order: Order, part: PartnerOrder, lines: PartLine[], context: JobContext) {
  if (!(await claim(part, new Date()))) {
    throw new Error(`The ${part.partner} part of order ${order.id} is being sent by another worker`);
  }
  try {
    // A personalised line's print file is rendered first; a held one waits for the owner (decision 043).
    const sent = await sendToPartner(order, part, await attachPrintFiles(lines));
    await fulfilmentHooks.afterPartnerAnswered?.(part.partner);
    await record(part, sent);
  } catch (error) {
    if (error instanceof PrintsNotReady) return release(part);
    if (error instanceof PartnerRefusal || error instanceof AddressError || error instanceof FulfilmentConfigError) {
      return flag(part, error.message);
    }
    if (error instanceof PartnerError && !retryable(error)) {
      return flag(part, error.partnerMessage ?? error.message);
    }
    if (context.attempt >= FULFIL_MAX_ATTEMPTS) {
      const reason = error instanceof Error ? error.message : String(error);
      await flag(part, `Gave up after ${context.attempt} attempts: ${reason}`);
    }
    // Release the claim so the retry can take it at once.
    await release(part);
    throw error;
  }
}

async function release(part: PartnerOrder) {
  await db
    .update(schema.partnerOrders)
    .set({ claimedUntil: null })
    .where(and(eq(schema.partnerOrders.id, part.id), eq(schema.partnerOrders.state, "new")));
}

/**
 * The job: every part of a paid, not cancelled order of ours that has not reached its partner yet.
 * A Shopify order is made by the partners' Shopify apps (decision 026): never sent from here.
 */
export async function handleFulfilOrderJob({ orderId }: OrderJobPayload, context: JobContext) {
  const order = await findOrder(db, orderId);
  if (!order || !isFulfillable(order)) return;
  const parts = await orderParts(orderId);
  for (const partner of parts.keys()) {
    await db
      .insert(schema.partnerOrders)
      .values({ orderId, partner, state: partner === MANUAL_PARTNER ? "manual" : "new" })
      .onConflictDoNothing();
  }
  const rows = await db.select().from(schema.partnerOrders).where(eq(schema.partnerOrders.orderId, orderId));
  const errors: unknown[] = [];
  for (const part of rows.filter((row) => row.state === "new")) {
    // A cancellation between parts stops the rest.
    const now = await findOrder(db, orderId);
    if (now && isCancelled(now)) break;
    try {
      await submitPart(order, part, parts.get(part.partner) ?? [], context);
    } catch (error) {
      errors.push(error);
    }
  }
  // Cancelled while a part was on its way: take back what reached a partner.
  const after = await findOrder(db, orderId);
  if (after && isCancelled(after)) await enqueueJob(db, CANCEL_PARTNER_ORDERS_JOB, { orderId });
  if (errors.length) throw errors[0];
}
