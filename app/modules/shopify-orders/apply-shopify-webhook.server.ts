// Applies a verified Shopify webhook: each delivery id once, an order's Shopify state only when it
// is not older than the one applied, and Shopify's status news without undoing an admin's change.
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import type { OrderTopic, ShopifyOrderPayload, WebhookTopic } from "~/integrations/shopify/webhooks.server";
import { invalidateCatalogue } from "~/modules/catalog/index.server";
import {
  applyShopifyState,
  createShopifyOrder,
  findOrder,
  type OrderRow,
  type ShopifyOrderColumns,
} from "~/modules/order-lifecycle/index.server";
import { recordOutsidePayment } from "~/modules/payments/index.server";
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

/** What a delivery says of the order's columns; the account is looked up for an order that has none yet. */
async function columnsOf(tx: Tx, order: ShopifyOrderPayload, userId: string | null): Promise<ShopifyOrderColumns> {
  return {
    ...amountsOf(order),
    shippingAddress: shippingAddressOf(order),
    userId: userId ?? (await accountFor(tx, customerEmailOf(order))),
    trackingNumber: trackingNumberOf(order),
  };
}

async function insertOrder(tx: Tx, order: ShopifyOrderPayload, topic: OrderTopic) {
  const status = shopifyStatusOf(order, topic);
  const created = await createShopifyOrder(tx, {
    status,
    paymentStatus: paymentStatusOf(order, topic),
    columns: await columnsOf(tx, order, null),
    placedAt: new Date(order.created_at),
    name: order.name,
  });
  // The money moved on Shopify: the payments module keeps its row (decision 051).
  if (created.paymentStatus === "paid") {
    await recordOutsidePayment(tx, created, { provider: "shopify", at: created.createdAt });
  }
  await tx.insert(schema.shopifyOrders).values({
    orderId: created.id,
    shopifyId: order.id,
    name: order.name,
    shopifyUpdatedAt: new Date(order.updated_at),
    shopifyStatus: status,
    lines: linesOf(order),
  });
}

async function updateOrder(
  tx: Tx,
  known: { orderId: string; shopifyStatus: string; order: OrderRow },
  order: ShopifyOrderPayload,
  topic: OrderTopic,
) {
  const shopifyStatus = shopifyStatusOf(order, topic);
  const at = new Date(order.updated_at);
  const updated = await applyShopifyState(
    tx,
    {
      orderId: known.orderId,
      shopifyStatus: known.shopifyStatus,
      status: known.order.status,
      paymentStatus: known.order.paymentStatus,
    },
    {
      status: shopifyStatus,
      paymentStatus: paymentStatusOf(order, topic),
      at,
      columns: await columnsOf(tx, order, known.order.userId),
    },
  );
  if (updated?.paymentStatus === "paid" && known.order.paymentStatus !== "paid") {
    await recordOutsidePayment(tx, updated, { provider: "shopify", at });
  }
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
    })
    .from(schema.shopifyOrders)
    .where(eq(schema.shopifyOrders.shopifyId, order.id));
  if (!known) {
    await insertOrder(tx, order, topic);
    return "applied";
  }
  // Shopify does not deliver in order: a state older than the one applied is history.
  if (new Date(order.updated_at).getTime() < known.shopifyUpdatedAt.getTime()) return "stale";
  // shopify_orders.order_id references the order, so it is there.
  const current = (await findOrder(tx, known.orderId))!;
  await updateOrder(tx, { ...known, order: current }, order, topic);
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
