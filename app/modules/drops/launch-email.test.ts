// The launch email exactly once: a drop's subscribers each get one "It's live" email, even when a
// worker dies mid-batch and another takes the job back; back-in-stock the same way.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { claimJob, jobTiming, runNextJob, defineJob, jobRegistry } from "~/lib/jobs.server";
import { makeProduct } from "../../../tests/support/checkout-fixtures";
import {
  DROP_LAUNCH_JOB,
  dropLaunchPayload,
  handleDropLaunchJob,
  NOTIFY_BATCH,
  notifyBatch,
  queueBackInStock,
  queueDropLaunch,
  subscribe,
  unsubscribe,
} from "./notify.server";
import { liveEmail } from "./drop-emails";
import { DEFAULT_IDENTITY } from "~/modules/settings";

const handlers = jobRegistry([defineJob(DROP_LAUNCH_JOB, dropLaunchPayload, handleDropLaunchJob)]);

async function emailsTo() {
  const rows = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-email"));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const payload = row.payload as { to: string; subject: string };
    const key = `${payload.to}|${payload.subject}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function makeDropWithSubscribers(count: number) {
  const [drop] = await db
    .insert(schema.drops)
    .values({ name: "Night Shift", slug: `night-${randomUUID().slice(0, 8)}`, launchAt: new Date(Date.now() - 1000) })
    .returning();
  const emails = Array.from({ length: count }, (_, i) => `fan${i}-${randomUUID().slice(0, 4)}@example.test`);
  for (const email of emails) await subscribe({ email, dropId: drop!.id });
  return { drop: drop!, emails };
}

describe("drop notify lists", () => {
  it("subscribing twice is one subscription and one confirmation; unsubscribing needs only the token", async () => {
    await db.delete(schema.jobs);
    const { drop } = await makeDropWithSubscribers(0);
    expect(await subscribe({ email: "twice@example.test", dropId: drop.id })).toEqual({ ok: true, created: true });
    expect(await subscribe({ email: "twice@example.test", dropId: drop.id })).toEqual({ ok: true, created: false });
    const rows = await db.select().from(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.dropId, drop.id));
    expect(rows).toHaveLength(1);
    expect([...(await emailsTo()).entries()]).toEqual([["twice@example.test|You're on the list", 1]]);
    expect(await unsubscribe(rows[0]!.unsubscribeToken)).toBe(true);
    expect(await unsubscribe("not-a-token")).toBe(false);
    // Unsubscribed: the launch sends them nothing.
    await db.delete(schema.jobs);
    await handleDropLaunchJob({ dropId: drop.id });
    expect((await emailsTo()).size).toBe(0);
  });

  it("sends each subscriber one 'It's live' email across a worker killed mid-batch and the job taken back", async () => {
    const { drop, emails } = await makeDropWithSubscribers(NOTIFY_BATCH * 2 + 17);
    await db.delete(schema.jobs);
    const jobId = await queueDropLaunch(db, drop.id, drop.launchAt);
    // A worker claims the job, commits one batch, then dies in the middle of the next: its
    // transaction marked rows and queued emails but never committed.
    expect(await claimJob(jobId)).toMatchObject({ id: jobId, attempts: 1 });
    const build = (row: typeof schema.dropSubscriptions.$inferSelect) =>
      liveEmail({ to: row.email, dropName: drop.name, link: "x", unsubscribeLink: "y" }, DEFAULT_IDENTITY);
    expect(await notifyBatch(eq(schema.dropSubscriptions.dropId, drop.id), build)).toBe(NOTIFY_BATCH);
    let built = 0;
    await expect(
      notifyBatch(eq(schema.dropSubscriptions.dropId, drop.id), (row) => {
        if (++built === 40) throw new Error("worker killed");
        return build(row);
      }),
    ).rejects.toThrow("worker killed");
    // Its heartbeat stopped: another worker takes the job back and finishes it.
    await db
      .update(schema.jobs)
      .set({ lockedAt: new Date(Date.now() - jobTiming.staleAfterMs - 1000) })
      .where(eq(schema.jobs.id, jobId));
    expect(await runNextJob(handlers, jobId)).toBe(true);
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, jobId));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    // And the job running once more (a duplicate launch job) sends nothing new.
    await handleDropLaunchJob({ dropId: drop.id });
    const counts = await emailsTo();
    const live = [...counts.entries()].filter(([key]) => key.endsWith("|It's live: Night Shift"));
    expect(live).toHaveLength(emails.length);
    expect(live.every(([, count]) => count === 1)).toBe(true);
    const [unsent] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.dropSubscriptions)
      .where(and(eq(schema.dropSubscriptions.dropId, drop.id), sql`notified_at is null`));
    expect(Number(unsent!.count)).toBe(0);
  });

  it("sends nothing before the launch time (a launch moved later waits for its own job)", async () => {
    const { drop } = await makeDropWithSubscribers(2);
    await db
      .update(schema.drops)
      .set({ launchAt: new Date(Date.now() + 60_000) })
      .where(eq(schema.drops.id, drop.id));
    await db.delete(schema.jobs);
    await handleDropLaunchJob({ dropId: drop.id });
    expect((await emailsTo()).size).toBe(0);
  });

  it("queues one back-in-stock job for a variant someone waits for, and each subscriber gets one email", async () => {
    const product = await makeProduct({ variants: [{ size: "S", color: "White", available: false }] });
    const [variant] = await db
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, product.id));
    await subscribe({ email: "back@example.test", variantId: variant!.id });
    await db.delete(schema.jobs);
    await db.update(schema.productVariants).set({ available: true }).where(eq(schema.productVariants.id, variant!.id));
    await queueBackInStock(db, [variant!.id]);
    const { handleBackInStockJob } = await import("./notify.server");
    await handleBackInStockJob({ variantId: variant!.id });
    await handleBackInStockJob({ variantId: variant!.id });
    await queueBackInStock(db, [variant!.id]);
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "back-in-stock"));
    expect(jobs).toHaveLength(1);
    expect([...(await emailsTo()).entries()]).toEqual([[`back@example.test|Back in stock: ${product.name}`, 1]]);
  });
});
