import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "./db.server";
import { claimJob, drainJobs, enqueueJob, retryDelayMs, runNextJob } from "./jobs.server";

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

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
