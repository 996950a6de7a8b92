// Pruning applied webhook ids: older than the retention period they go, newer ones stay (so a
// redelivery inside the partners' windows still changes nothing); the worker runs it daily.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recurringJobs } from "../../server/job-handlers";
import {
  APPLIED_WEBHOOK_RETENTION_DAYS,
  PRUNE_APPLIED_WEBHOOKS_EVERY_MS,
  PRUNE_APPLIED_WEBHOOKS_JOB,
  pruneAppliedWebhooks,
} from "./applied-webhooks.server";
import { db, schema } from "./db.server";

const DAY = 24 * 60 * 60_000;

describe("pruning applied webhook ids", () => {
  it(`deletes Stripe and Shopify ids older than ${APPLIED_WEBHOOK_RETENTION_DAYS} days and keeps the rest`, async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (APPLIED_WEBHOOK_RETENTION_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - (APPLIED_WEBHOOK_RETENTION_DAYS - 1) * DAY);
    const ids = { old: `evt_${randomUUID()}`, recent: `evt_${randomUUID()}` };
    await db.insert(schema.paymentEvents).values([
      { id: ids.old, type: "payment_intent.succeeded", createdAt: old },
      { id: ids.recent, type: "payment_intent.succeeded", createdAt: recent },
    ]);
    await db.insert(schema.shopifyWebhooks).values([
      { id: ids.old, topic: "orders/create", createdAt: old },
      { id: ids.recent, topic: "orders/create", createdAt: recent },
    ]);
    const pruned = await pruneAppliedWebhooks(now);
    expect(pruned.paymentEvents).toBeGreaterThanOrEqual(1);
    expect(pruned.shopifyWebhooks).toBeGreaterThanOrEqual(1);
    const payments = await db
      .select({ id: schema.paymentEvents.id })
      .from(schema.paymentEvents)
      .where(inArray(schema.paymentEvents.id, [ids.old, ids.recent]));
    const shopify = await db
      .select({ id: schema.shopifyWebhooks.id })
      .from(schema.shopifyWebhooks)
      .where(inArray(schema.shopifyWebhooks.id, [ids.old, ids.recent]));
    expect(payments.map((row) => row.id)).toEqual([ids.recent]);
    expect(shopify.map((row) => row.id)).toEqual([ids.recent]);
  });

  it("runs daily in the worker", () => {
    expect(recurringJobs[PRUNE_APPLIED_WEBHOOKS_JOB]).toBe(PRUNE_APPLIED_WEBHOOKS_EVERY_MS);
  });
});
