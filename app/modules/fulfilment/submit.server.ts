// The fulfilment job: a paid order split by partner, each part sent once. Before creating, the
// partner is asked for an order with our external id, so a run after a crash (between the
// partner's answer and our commit) adopts that order instead of creating a second one.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import type { JobContext } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import type { FulfilmentPartner } from "../../../db/schema";
import { advanceOrder } from "./apply.server";
import { CANCEL_PARTNER_ORDERS_JOB, type OrderJobPayload } from "./fulfilment-jobs";
import { enqueueJob } from "~/lib/jobs.server";
import { printfulView, printifyView, type PartnerView } from "./partner-view";
import {
  draftMode,
  externalIdOf,
  FulfilmentConfigError,
  printfulOrders,
  printfulStoreId,
  printifyOrders,
  printifyShopId,
} from "./partners.server";
import { AddressError, partnerAddress, type PartnerAddress } from "./recipient";

type Order = typeof schema.orders.$inferSelect;
type PartnerOrder = typeof schema.partnerOrders.$inferSelect;
export type PartLine = {
  partnerProductId: string | null;
  partnerVariantId: string | null;
  quantity: number;
  name: string;
};

/** How long a worker holds a part while it talks to the partner; a crashed worker's claim runs out. */
export const CLAIM_MS = 5 * 60_000;
/** The job's attempts; the last one that cannot reach the partner flags the order for the admin. */
export const FULFIL_MAX_ATTEMPTS = 8;

/** Test seam: runs after the partner answered and before we record it (a crash there is what the tests simulate). */
export const fulfilmentHooks: { afterPartnerAnswered?: (partner: FulfilmentPartner) => Promise<void> } = {};

/** A refusal the partner will repeat until someone fixes something: flagged, not retried. */
class Refusal extends Error {
  override name = "Refusal";
}

/** The order's lines by who makes them: the product's partner, or 'manual' for our own (demo) goods. */
export async function orderParts(orderId: string) {
  const rows = await db
    .select({
      source: schema.products.source,
      externalId: schema.products.externalId,
      name: schema.products.name,
      printfulVariantId: schema.productVariants.printfulVariantId,
      printifyVariantId: schema.productVariants.printifyVariantId,
      quantity: schema.orderItems.quantity,
    })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .leftJoin(schema.productVariants, eq(schema.productVariants.id, schema.orderItems.variantId))
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(schema.orderItems.createdAt, schema.orderItems.id);
  const parts = new Map<FulfilmentPartner, PartLine[]>();
  for (const row of rows) {
    const partner: FulfilmentPartner = row.source === "printful" || row.source === "printify" ? row.source : "manual";
    const line: PartLine = {
      partnerProductId: row.externalId,
      partnerVariantId: partner === "printful" ? row.printfulVariantId : row.printifyVariantId,
      quantity: row.quantity,
      name: row.name,
    };
    parts.set(partner, [...(parts.get(partner) ?? []), line]);
  }
  return parts;
}

function requireIds(lines: PartLine[], partner: string) {
  for (const line of lines) {
    if (!line.partnerVariantId || !line.partnerProductId || !/^\d+$/.test(line.partnerVariantId)) {
      throw new Refusal(`${line.name} has no ${partner} variant linked: sync the catalogue, then retry`);
    }
  }
}

/** Finds or creates the Printful order; confirms a draft unless draft mode is on. */
async function sendToPrintful(order: Order, lines: PartLine[], address: PartnerAddress) {
  requireIds(lines, "Printful");
  const client = printfulOrders();
  const storeId = await printfulStoreId();
  const externalId = externalIdOf(order.id);
  let found = await client.findOrderByExternalId(storeId, externalId);
  if (!found) {
    found = await client.createOrder(
      storeId,
      {
        external_id: externalId,
        recipient: {
          name: address.name,
          address1: address.address1,
          city: address.city,
          ...(address.regionIsCode ? { state_code: address.region } : {}),
          country_code: address.countryCode,
          zip: address.zip,
          email: address.email,
        },
        items: lines.map((line) => ({ sync_variant_id: Number(line.partnerVariantId), quantity: line.quantity })),
      },
      !draftMode.printful(),
    );
  } else if (found.status === "draft" && !draftMode.printful()) {
    found = await client.confirmOrder(storeId, String(found.id));
  }
  return {
    partnerOrderId: String(found.id),
    storeId: storeId === undefined ? null : String(storeId),
    view: printfulView(found),
  };
}

/** Finds (among the shop's newest orders) or creates the Printify order, then sends it to production. */
async function sendToPrintify(order: Order, lines: PartLine[], address: PartnerAddress) {
  requireIds(lines, "Printify");
  const client = printifyOrders();
  const shopId = await printifyShopId();
  const externalId = externalIdOf(order.id);
  let partnerOrderId: string | undefined;
  // Printify cannot be asked by external id: a retry comes within hours, so the newest pages hold it.
  for (let page = 1; page <= 3 && !partnerOrderId; page++) {
    const { orders, lastPage } = await client.listOrders(shopId, page);
    partnerOrderId = orders.find((candidate) => candidate.external_id === externalId)?.id;
    if (page >= lastPage) break;
  }
  if (!partnerOrderId) {
    ({ id: partnerOrderId } = await client.createOrder(shopId, {
      external_id: externalId,
      label: `softdrop #${order.id.slice(0, 8)}`,
      line_items: lines.map((line) => ({
        product_id: line.partnerProductId!,
        variant_id: Number(line.partnerVariantId),
        quantity: line.quantity,
      })),
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: {
        first_name: address.firstName,
        last_name: address.lastName,
        email: address.email,
        country: address.countryCode,
        region: address.region,
        address1: address.address1,
        city: address.city,
        zip: address.zip,
      },
    }));
  }
  let current = await client.getOrder(shopId, partnerOrderId);
  if (!draftMode.printify() && (current.status === "on-hold" || current.status === "pending")) {
    await client.sendToProduction(shopId, partnerOrderId);
    current = await client.getOrder(shopId, partnerOrderId);
  }
  return { partnerOrderId, storeId: String(shopId), view: printifyView(current) };
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
    const address = partnerAddress(order.shippingAddress);
    const sent =
      part.partner === "printful"
        ? await sendToPrintful(order, lines, address)
        : await sendToPrintify(order, lines, address);
    await fulfilmentHooks.afterPartnerAnswered?.(part.partner);
    await record(part, sent);
  } catch (error) {
    if (error instanceof Refusal || error instanceof AddressError || error instanceof FulfilmentConfigError) {
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
    await db
      .update(schema.partnerOrders)
      .set({ claimedUntil: null })
      .where(and(eq(schema.partnerOrders.id, part.id), eq(schema.partnerOrders.state, "new")));
    throw error;
  }
}

/**
 * The job: every part of a paid, not cancelled order of ours that has not reached its partner yet.
 * A Shopify order is made by the partners' Shopify apps (decision 026): never sent from here.
 */
export async function handleFulfilOrderJob({ orderId }: OrderJobPayload, context: JobContext) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order || order.source !== "native" || order.status === "cancelled" || order.paymentStatus !== "paid") return;
  const parts = await orderParts(orderId);
  for (const partner of parts.keys()) {
    await db
      .insert(schema.partnerOrders)
      .values({ orderId, partner, state: partner === "manual" ? "manual" : "new" })
      .onConflictDoNothing();
  }
  const rows = await db.select().from(schema.partnerOrders).where(eq(schema.partnerOrders.orderId, orderId));
  const errors: unknown[] = [];
  for (const part of rows.filter((row) => row.state === "new")) {
    // A cancellation between parts stops the rest.
    const [now] = await db
      .select({ status: schema.orders.status })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    if (now?.status === "cancelled") break;
    try {
      await submitPart(order, part, parts.get(part.partner) ?? [], context);
    } catch (error) {
      errors.push(error);
    }
  }
  // Cancelled while a part was on its way: take back what reached a partner.
  const [after] = await db
    .select({ status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  if (after?.status === "cancelled") await enqueueJob(db, CANCEL_PARTNER_ORDERS_JOB, { orderId });
  if (errors.length) throw errors[0];
}
