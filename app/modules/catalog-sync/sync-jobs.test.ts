import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { claimJob, jobTiming, runNextJob } from "~/lib/jobs.server";
import { jobHandlers } from "../../../server/job-handlers";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import { mapPrintfulProduct, mapPrintfulSizeGuide } from "~/integrations/printful/catalogue";
import { syncTuning } from "./partner-clients.server";
import { saveSyncedProduct } from "./save-product.server";
import { claimRun, getRun, runProgress, RunTakenOver, startSync } from "./sync-runs.server";
import { summaryText } from "./sync.schema";
import { PRINTFUL_TOKEN, syncedProducts, useFakePartners } from "../../../tests/support/sync-fixtures";

let fake: FakePrintful;

beforeAll(async () => {
  const products = Array.from({ length: 12 }, (_, i) => printfulProduct({ id: 300 + i, name: `Job Tee ${i}` }));
  fake = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    stores: [{ id: 3, name: "Jobs", type: "native", products }],
  });
  useFakePartners({ printful: fake.url });
});
afterAll(() => fake.close());

describe("sync as a job", () => {
  it("starts nothing while a sync of that partner is queued or running", async () => {
    const first = await startSync("printful", { storeId: 3 });
    const second = await startSync("printful", { storeId: 3 });
    expect(first.started).toBe(true);
    expect(second).toMatchObject({ started: false, running: { id: first.started ? first.run.id : "" } });
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "catalog-sync"));
    expect(jobs).toHaveLength(1);
    await runNextJob(jobHandlers);
    expect((await getRun(first.started ? first.run.id : ""))?.status).toBe("done");
    expect((await startSync("inventory")).started).toBe(true); // another partner is not blocked
    await runNextJob(jobHandlers);
  });

  it("keeps its claim through a long paced sync, so a second worker never runs it too", async () => {
    const saved = { ...jobTiming };
    Object.assign(jobTiming, { heartbeatMs: 50, staleAfterMs: 300 });
    Object.assign(syncTuning, { requestsPerMinute: 600 }); // 100 ms a request: ~1.3 s for 13 requests
    const before = fake.requests.length;
    try {
      const start = await startSync("printful", { storeId: 3 });
      const secondWorker = (async () => {
        const claims = [];
        for (let i = 0; i < 4; i++) {
          await new Promise((resolve) => setTimeout(resolve, 320));
          claims.push(await claimJob());
        }
        return claims;
      })();
      const [, claims] = await Promise.all([runNextJob(jobHandlers), secondWorker]);
      expect(claims).toEqual([undefined, undefined, undefined, undefined]);
      expect(await getRun(start.started ? start.run.id : "")).toMatchObject({ status: "done", unchanged: 12 });
      // One walk: 1 page + 12 products + their one catalogue product (the base costs) + its size table.
      expect(fake.requests.length - before).toBe(15);
    } finally {
      Object.assign(jobTiming, saved);
      Object.assign(syncTuning, { requestsPerMinute: 600_000 });
    }
  });

  it("a sync killed mid-way leaves a consistent catalogue and finishes when its job is taken back", async () => {
    await db.delete(schema.productVariants);
    await db.delete(schema.products).where(eq(schema.products.source, "printful"));
    const saved = { ...jobTiming };
    Object.assign(jobTiming, { staleAfterMs: 200 });
    // The size table as the sync reads it (issue #34), from the fake's catalogue.
    const sizeGuideOf = async (catalogProductId: number, sizes: string[]) => {
      const response = await fetch(`${fake.url}/v2/catalog-products/${catalogProductId}/sizes?unit=cm`, {
        headers: { Authorization: `Bearer ${PRINTFUL_TOKEN}` },
      });
      const tables = ((await response.json()) as { data: Parameters<typeof mapPrintfulSizeGuide>[0] }).data;
      return mapPrintfulSizeGuide(tables, sizes);
    };
    const save = async (from: number, to: number) => {
      for (const product of fake.stores[0]!.products.slice(from, to)) {
        // As the sync maps it: every catalogue variant at the fake's catalogue price.
        const prices = new Map(product.sync_variants.map((variant) => [variant.product.variant_id, 1150]));
        const mapped = mapPrintfulProduct(product as never, prices);
        if (!mapped.ok) continue;
        const sizes = [...new Set(mapped.product.variants.map((variant) => variant.size))];
        const sizeGuide = await sizeGuideOf(product.sync_variants[0]!.product.product_id, sizes);
        await saveSyncedProduct("printful", { ...mapped.product, sizeGuide });
      }
    };
    try {
      await save(0, 3); // three products synced by an earlier run
      const start = await startSync("printful", { storeId: 3 });
      if (!start.started) throw new Error("not started");
      // A worker claims the job, writes two more products, and dies (no heartbeat, no finish).
      const job = await claimJob();
      const run = (await claimRun(start.run.id, job!.attempts))!;
      await save(0, 5);
      expect(await syncedProducts("printful")).toHaveLength(5);
      expect((await startSync("printful")).started).toBe(false);

      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await runNextJob(jobHandlers)).toBe(true); // taken back: attempt 2 runs it again
      // The summary counts the run, not only its last attempt: the two the dead attempt created
      // count as created, the three from before the run as unchanged (decision 029), and the
      // card says the run was resumed.
      const finished = (await getRun(run.id))!;
      expect(finished).toMatchObject({ status: "done", attempt: 2, created: 9, unchanged: 3, updated: 0 });
      expect(summaryText({ ...finished, finishedAt: null, resumed: finished.attempt > 1 })).toBe(
        "9 created, 0 updated, 3 unchanged, 0 deactivated, 0 skipped (resumed after an interruption)",
      );
      const products = await syncedProducts("printful");
      expect(products).toHaveLength(12);
      expect(new Set(products.map((p) => p.handle)).size).toBe(12);
      // The dead worker, had it woken up, could write nothing more to the run.
      await expect(runProgress(run).record("created")).rejects.toBeInstanceOf(RunTakenOver);
    } finally {
      Object.assign(jobTiming, saved);
    }
  });
});
