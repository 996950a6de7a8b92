// Applies a verified Shopify webhook: each delivery id once, an order's Shopify state only when it
// is not older than the one applied, and Shopify's status news without undoing an admin's change.
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import type { OrderTopic, ShopifyOrderPayload, WebhookTopic } from "~/integrations/shopify/webhooks.server";
import { invalidateCatalogue } from "~/modules/catalog/index.server";
import { applyShopifyState, recordPlaced, type OrderRow } from "~/modules/order-lifecycle/index.server";
import {
  amountsOf,
  customerEmailOf,
  linesOf,
  paymentStatusOf,
  shippingAddressOf,
  shopifyStatusOf,
  trackingNumberOf,
} from "./shopify-order-state";

export type ApplyOutcome = "applied" | "duplicate" | "stale";

/** The account a Shopify order belongs to: a verified account with the order's email, if any. */
async function accountFor(tx: Tx, email: string) {
  if (!email) return null;
  const [user] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(sql`lower(${schema.users.email})`, email.toLowerCase()), eq(schema.users.emailVerified, true)));
  return user?.id ?? null;
}

async function insertOrder(tx: Tx, order: ShopifyOrderPayload, topic: OrderTopic) {
  const status = shopifyStatusOf(order, topic);
  const [created] = await tx
    .insert(schema.orders)
    .values({
      userId: await accountFor(tx, customerEmailOf(order)),
      source: "shopify",
      status,
      paymentStatus: paymentStatusOf(order, topic),
      paymentProvider: "shopify",
      ...amountsOf(order),
      shippingAddress: shippingAddressOf(order),
      trackingNumber: trackingNumberOf(order),
      createdAt: new Date(order.created_at),
    })
    .returning();
  await tx.insert(schema.shopifyOrders).values({
    orderId: created!.id,
    shopifyId: order.id,
    name: order.name,
    shopifyUpdatedAt: new Date(order.updated_at),
    shopifyStatus: status,
    lines: linesOf(order),
  });
  await recordPlaced(tx, created!, { source: "shopify", name: order.name });
}

async function updateOrder(
  tx: Tx,
  known: {
    orderId: string;
    shopifyStatus: string;
    userId: string | null;
    status: OrderRow["status"];
    paymentStatus: OrderRow["paymentStatus"];
  },
  order: ShopifyOrderPayload,
  topic: OrderTopic,
) {
  const shopifyStatus = shopifyStatusOf(order, topic);
  await applyShopifyState(tx, known, {
    status: shopifyStatus,
    paymentStatus: paymentStatusOf(order, topic),
    at: new Date(order.updated_at),
    columns: {
      ...amountsOf(order),
      shippingAddress: shippingAddressOf(order),
      userId: known.userId ?? (await accountFor(tx, customerEmailOf(order))),
      trackingNumber: trackingNumberOf(order) ?? sql`${schema.orders.trackingNumber}`,
    } as Partial<OrderRow>,
  });
  await tx
    .update(schema.shopifyOrders)
    .set({
      name: order.name,
      shopifyUpdatedAt: new Date(order.updated_at),
      shopifyStatus,
      lines: linesOf(order),
    })
    .where(eq(schema.shopifyOrders.orderId, known.orderId));
}

/** One order delivery, under a lock on the Shopify order id so two deliveries of it queue. */
async function applyOrder(tx: Tx, order: ShopifyOrderPayload, topic: OrderTopic): Promise<ApplyOutcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shopify-order:${order.id}`}))`);
  const [known] = await tx
    .select({
      orderId: schema.shopifyOrders.orderId,
      shopifyStatus: schema.shopifyOrders.shopifyStatus,
      shopifyUpdatedAt: schema.shopifyOrders.shopifyUpdatedAt,
      userId: schema.orders.userId,
      status: schema.orders.status,
      paymentStatus: schema.orders.paymentStatus,
    })
    .from(schema.shopifyOrders)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.shopifyOrders.orderId))
    .where(eq(schema.shopifyOrders.shopifyId, order.id));
  if (!known) {
    await insertOrder(tx, order, topic);
    return "applied";
  }
  // Shopify does not deliver in order: a state older than the one applied is history.
  if (new Date(order.updated_at).getTime() < known.shopifyUpdatedAt.getTime()) return "stale";
  await updateOrder(tx, known, order, topic);
  return "applied";
}

/**
 * Applies one verified delivery. The webhook id is recorded in the transaction of its effect, so
 * a redelivery (same id) changes nothing and a failed one is applied by Shopify's retry.
 */
export async function applyShopifyWebhook(input: {
  webhookId: string;
  topic: WebhookTopic;
  order?: ShopifyOrderPayload;
}): Promise<ApplyOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ApplyOutcome> => {
    const [fresh] = await tx
      .insert(schema.shopifyWebhooks)
      .values({ id: input.webhookId, topic: input.topic })
      .onConflictDoNothing()
      .returning({ id: schema.shopifyWebhooks.id });
    if (!fresh) return "duplicate";
    if (!input.order) return "applied";
    return applyOrder(tx, input.order, input.topic as OrderTopic);
  });
  if (outcome === "applied" && !input.order) invalidateCatalogue();
  log.info({ webhookId: input.webhookId, topic: input.topic, outcome, order: input.order?.name }, "shopify webhook");
  return outcome;
}
