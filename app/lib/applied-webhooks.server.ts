// The ids of webhooks already applied (Stripe's events, Shopify's deliveries) are kept so that a
// redelivery changes nothing; past the partners' redelivery windows they are only growth, and a
// daily job prunes them.
import { lt } from "drizzle-orm";
import { db, schema } from "./db.server";
import type { RecurringPayload } from "./jobs.server";

export const PRUNE_APPLIED_WEBHOOKS_JOB = "prune-applied-webhooks";

declare module "./jobs.server" {
  interface JobPayloads {
    "prune-applied-webhooks": RecurringPayload;
  }
}
export const PRUNE_APPLIED_WEBHOOKS_EVERY_MS = 24 * 60 * 60_000;
/**
 * Stripe retries an event for up to 3 days and refuses a signature older than 5 minutes; Shopify
 * retries for 48 hours, and an older delivery never overwrites a newer state. 30 days is far past both.
 */
export const APPLIED_WEBHOOK_RETENTION_DAYS = 30;

/** Deletes the ids applied before the retention period; returns how many went. */
export async function pruneAppliedWebhooks(now = new Date()) {
  const before = new Date(now.getTime() - APPLIED_WEBHOOK_RETENTION_DAYS * 24 * 60 * 60_000);
  const payments = await db
    .delete(schema.paymentEvents)
    .where(lt(schema.paymentEvents.createdAt, before))
    .returning({ id: schema.paymentEvents.id });
  const shopify = await db
    .delete(schema.shopifyWebhooks)
    .where(lt(schema.shopifyWebhooks.createdAt, before))
    .returning({ id: schema.shopifyWebhooks.id });
  return { paymentEvents: payments.length, shopifyWebhooks: shopify.length };
}

export async function handlePruneAppliedWebhooksJob() {
  await pruneAppliedWebhooks();
}
