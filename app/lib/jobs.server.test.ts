import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { db, schema } from "./db.server";
import {
  claimJob,
  defineJob,
  drainJobs,
  enqueueJob,
  enqueueJobs,
  jobRegistry,
  jobTiming,
  retryDelayMs,
  runNextJob,
  scheduleRecurringJobs,
} from "./jobs.server";

// This file's own jobs, declared the way a module declares its jobs.
const countPayload = z.object({ count: z.number().int() });
declare module "./jobs.server" {
  interface JobPayloads {
    "test-echo": { hello: string };
    "test-flaky": Record<string, never>;
    "test-doomed": Record<string, never>;
    "test-race": { i: number };
    "test-long": Record<string, never>;
    "test-orphan": Record<string, never>;
    "test-slow": Record<string, never>;
    "test-recurring": Record<string, never>;
    "test-count": z.infer<typeof countPayload>;
  }
}

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
    // A name of its own per run (the type says which job it is).
    const type = `test-recurring-${Date.now()}` as "test-recurring";
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

  it("makes an unknown job or a wrong payload a type error", async () => {
    const typeChecked = async () => {
      // @ts-expect-error -- no job has this name
      await enqueueJob(db, "test-nobody-runs-this", {});
      // @ts-expect-error -- test-count takes { count: number }
      await enqueueJob(db, "test-count", { count: "three" });
      // @ts-expect-error -- test-echo takes { hello: string }
      await enqueueJobs(db, [{ type: "test-echo", payload: { count: 3 } }]);
      // @ts-expect-error -- the schema must read the payload its name takes
      defineJob("test-count", z.object({ count: z.string() }), async () => undefined);
    };
    expect(typeChecked).toBeTypeOf("function"); // never run: the lines above are for the compiler
  });

  it("validates a stored payload with its job's schema before the handler sees it", async () => {
    const seen: number[] = [];
    const jobs = jobRegistry([defineJob("test-count", countPayload, async ({ count }) => void seen.push(count))]);
    const good = await enqueueJob(db, "test-count", { count: 3 });
    // A row written around the types (an older release, a hand-made row): its payload is wrong.
    const [bad] = await db
      .insert(schema.jobs)
      .values({ type: "test-count", payload: { count: "three" } })
      .returning({ id: schema.jobs.id });
    await runNextJob(jobs, good);
    await runNextJob(jobs, bad!.id);
    expect(seen).toEqual([3]);
    expect(await jobRow(good)).toMatchObject({ status: "done" });
    // No retry can fix a payload: the job fails at once, saying why.
    const failed = await jobRow(bad!.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toContain("Job 'test-count' has an invalid payload (count:");
  });
});
