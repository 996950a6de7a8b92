import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "./db.server";
import {
  claimJob,
  drainJobs,
  enqueueJob,
  jobTiming,
  retryDelayMs,
  runNextJob,
  scheduleRecurringJobs,
} from "./jobs.server";

async function jobRow(id: string) {
  const [row] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, id));
  return row!;
}

describe("jobs", () => {
  it("runs a queued job once and marks it done", async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(db, "test-echo", { hello: "world" });
    expect(await drainJobs({ "test-echo": async (payload) => void seen.push(payload) })).toBe(1);
    expect(seen).toEqual([{ hello: "world" }]);
    expect((await jobRow(id)).status).toBe("done");
    expect(await runNextJob({})).toBe(false);
  });

  it("records the error and retries later with backoff", async () => {
    const id = await enqueueJob(db, "test-flaky", {});
    await runNextJob({
      "test-flaky": async () => {
        throw new Error("smtp down");
      },
    });
    const row = await jobRow(id);
    expect(row.status).toBe("queued");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe("smtp down");
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // Not due yet, so nothing runs now.
    expect(await runNextJob({ "test-flaky": async () => undefined })).toBe(false);
  });

  it("gives up after the last attempt", async () => {
    const id = await enqueueJob(db, "test-doomed", {}, { maxAttempts: 1 });
    await runNextJob({});
    const row = await jobRow(id);
    expect(row.status).toBe("failed");
    expect(row.lastError).toMatch(/No handler for job type 'test-doomed'/);
  });

  it("never hands one job to two claimers", async () => {
    await db.delete(schema.jobs);
    const ids = await Promise.all(Array.from({ length: 5 }, (_, i) => enqueueJob(db, "test-race", { i })));
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob()));
    const claimed = claims.filter(Boolean).map((job) => job!.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it("keeps a long job's claim alive with a heartbeat, and takes back a dead worker's job", async () => {
    await db.delete(schema.jobs);
    const saved = { ...jobTiming };
    Object.assign(jobTiming, { heartbeatMs: 50, staleAfterMs: 300 });
    try {
      const id = await enqueueJob(db, "test-long", {});
      const claimsDuringRun: unknown[] = [];
      await runNextJob({
        "test-long": async () => {
          // Three stale windows pass while the handler runs; the heartbeat keeps the job ours.
          for (let i = 0; i < 3; i++) {
            await new Promise((resolve) => setTimeout(resolve, 350));
            claimsDuringRun.push(await claimJob());
          }
        },
      });
      expect(claimsDuringRun).toEqual([undefined, undefined, undefined]);
      expect((await jobRow(id)).status).toBe("done");

      // A claim with no heartbeat (its worker died) is taken back once the window passes …
      const orphan = await enqueueJob(db, "test-orphan", {});
      expect((await claimJob())?.id).toBe(orphan);
      expect(await claimJob()).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 350));
      const retaken = await claimJob();
      expect(retaken).toMatchObject({ id: orphan, attempts: 2 });
    } finally {
      Object.assign(jobTiming, saved);
    }
  });

  it("lets a worker whose job was taken back neither finish nor requeue it", async () => {
    await db.delete(schema.jobs);
    const saved = { ...jobTiming };
    Object.assign(jobTiming, { heartbeatMs: 60_000, staleAfterMs: 100 });
    try {
      const id = await enqueueJob(db, "test-slow", {});
      await runNextJob({
        "test-slow": async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          // Another worker takes the job back meanwhile and is still running it.
          expect(await claimJob()).toMatchObject({ id, attempts: 2 });
        },
      });
      const row = await jobRow(id);
      expect(row.status).toBe("running");
      expect(row.attempts).toBe(2);
    } finally {
      Object.assign(jobTiming, saved);
    }
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it("keeps exactly one row per recurring job, queued again after each run and never given up", async () => {
    const type = `test-recurring-${Date.now()}`;
    await Promise.all([scheduleRecurringJobs({ [type]: 60_000 }), scheduleRecurringJobs({ [type]: 60_000 })]);
    await scheduleRecurringJobs({ [type]: 60_000 });
    const rows = () => db.select().from(schema.jobs).where(eq(schema.jobs.type, type));
    expect(await rows()).toHaveLength(1);
    const id = (await rows())[0]!.id;

    let runs = 0;
    let fail = false;
    const handlers = {
      [type]: async () => {
        runs += 1;
        if (fail) throw new Error("partner down");
      },
    };
    await db.update(schema.jobs).set({ runAt: new Date() }).where(eq(schema.jobs.id, id));
    const before = Date.now();
    expect(await drainJobs(handlers)).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before + 60_000 - 1000);
    expect(await drainJobs(handlers)).toBe(0); // not due again yet

    // A failing run is retried sooner than the interval, however often it fails.
    fail = true;
    for (let attempt = 1; attempt <= 10; attempt++) {
      await db.update(schema.jobs).set({ runAt: new Date() }).where(eq(schema.jobs.id, id));
      await runNextJob(handlers);
    }
    row = await jobRow(id);
    expect(row).toMatchObject({ status: "queued", attempts: 10, lastError: "partner down" });
    expect(row.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(runs).toBe(11);
    expect(await rows()).toHaveLength(1);

    // A new interval from the configuration applies to the same row.
    await scheduleRecurringJobs({ [type]: 5_000 });
    expect(await rows()).toMatchObject([{ id, everyMs: 5_000 }]);
  });
});
