// The sync_runs table: starting a sync (one queued or running per partner, queued as a job in
// the same transaction), its progress written as it goes, and what the admin card reads.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FulfilmentPartner } from "~/integrations/partner-port";
import { fulfilmentPartners } from "~/integrations/partners.server";
import { z } from "zod";
import { db, schema } from "~/lib/db.server";
import { enqueueJob } from "~/lib/jobs.server";
import type { ShopifyMatchReport } from "../../../db/schema";

export const CATALOG_SYNC_JOB = "catalog-sync";

/** The catalog-sync job names the run it carries out. */
export const catalogSyncPayload = z.object({ runId: z.string() });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "catalog-sync": z.infer<typeof catalogSyncPayload>;
  }
}
/** What a run syncs: a registered partner's id, 'inventory' or 'shopify'. */
export type SyncPartner = string;
/** Every kind of run the card shows: each registered partner, then the inventory and Shopify runs. */
export const syncRunKeys = (): SyncPartner[] => [
  ...fulfilmentPartners().map((partner) => partner.id),
  "inventory",
  "shopify",
];
export type SyncRun = typeof schema.syncRuns.$inferSelect;
/** Each partner's location under its key (LocationField.key): { storeId }, { shopId }. */
export type SyncParams = Record<string, number | undefined>;

const { syncRuns, jobs } = schema;
const ACTIVE = ["queued", "running"] as const;

/**
 * A run left queued or running with no live job (its job gave up, or the database was restored)
 * would block its partner for ever: it is closed as failed before a new start.
 */
async function closeOrphanedRuns() {
  await db
    .update(syncRuns)
    .set({ status: "failed", error: "the sync stopped unexpectedly", finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        inArray(syncRuns.status, [...ACTIVE]),
        sql`not exists (select 1 from ${jobs} where ${jobs.type} = ${CATALOG_SYNC_JOB}
              and ${jobs.payload}->>'runId' = ${syncRuns.id}::text and ${jobs.status} in ('queued', 'running'))`,
      ),
    );
}

export type StartResult = { started: true; run: SyncRun; jobId: string } | { started: false; running: SyncRun };

/** Queues a sync, unless one of this partner is queued or running: then nothing starts. */
export async function startSync(partner: SyncPartner, params: SyncParams = {}): Promise<StartResult> {
  await closeOrphanedRuns();
  const queued = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(syncRuns)
      .values({ partner, kind: partner === "inventory" ? "inventory" : "products", params })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return undefined;
    // One try: a sync that runs into a fault is reported on the card and started again by hand.
    const jobId = await enqueueJob(tx, CATALOG_SYNC_JOB, { runId: inserted.id }, { maxAttempts: 1 });
    return { run: inserted, jobId };
  });
  if (queued) return { started: true, ...queued };
  const [running] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.partner, partner), inArray(syncRuns.status, [...ACTIVE])));
  if (!running) return startSync(partner, params); // it finished between the two statements
  return { started: false, running };
}

/**
 * Takes a run for a job attempt: a retaken job (its worker died) starts the run over from its
 * beginning; the attempt it held no longer writes. Returns undefined when the run is over.
 */
export async function claimRun(runId: string, attempt: number) {
  const [run] = await db
    .update(syncRuns)
    .set({
      status: "running",
      attempt,
      done: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      deactivated: 0,
      skipped: [],
      report: null,
      startedAt: sql`coalesce(${syncRuns.startedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(syncRuns.id, runId), inArray(syncRuns.status, [...ACTIVE]), sql`${syncRuns.attempt} < ${attempt}`))
    .returning();
  return run;
}

/** The run's claim was taken by a newer attempt: this worker must stop. */
export class RunTakenOver extends Error {
  override name = "RunTakenOver";
}

type Counts = Pick<SyncRun, "done" | "total" | "created" | "updated" | "unchanged" | "deactivated" | "skipped">;

/** A run's live counters, written through after every product. */
export function runProgress(run: SyncRun) {
  const counts: Counts = { done: 0, total: null, created: 0, updated: 0, unchanged: 0, deactivated: 0, skipped: [] };
  const own = and(eq(syncRuns.id, run.id), eq(syncRuns.attempt, run.attempt), eq(syncRuns.status, "running"));

  async function write(extra: Partial<SyncRun> = {}) {
    const rows = await db
      .update(syncRuns)
      .set({ ...counts, ...extra, updatedAt: new Date() })
      .where(own)
      .returning({ id: syncRuns.id });
    if (rows.length === 0) throw new RunTakenOver(`sync ${run.id} was taken over by a newer attempt`);
  }

  return {
    counts,
    run,
    setTotal: (total: number) => write({ total: (counts.total = total) }),
    async record(result: "created" | "updated" | "unchanged" | undefined, skip?: { name: string; reason: string }) {
      counts.done += 1;
      if (result) counts[result] += 1;
      if (skip) counts.skipped = [...counts.skipped, skip];
      await write();
    },
    /** Remembers a resolved parameter (the auto-detected store) for later inventory syncs. */
    saveParams: (params: SyncParams) => write({ params: { ...run.params, ...params } }),
    /** Shopify mode: what matched Shopify's variants (decision 027). */
    saveReport: (report: ShopifyMatchReport) => write({ report }),
    finish: (error?: string) =>
      write({ status: error ? "failed" : "done", error: error ?? null, finishedAt: new Date() }),
  };
}

export type RunProgress = ReturnType<typeof runProgress>;

/**
 * The parameters of the partner's last successful product sync (inventory reuses the store); a
 * Shopify-mode run syncs both partners and holds both.
 */
export async function lastSuccessfulParams(partner: FulfilmentPartner) {
  const [run] = await db
    .select({ params: syncRuns.params })
    .from(syncRuns)
    .where(
      and(
        inArray(syncRuns.partner, [partner.id, "shopify"]),
        eq(syncRuns.status, "done"),
        sql`${syncRuns.params} ? ${partner.catalogueLocation.key}`,
      ),
    )
    .orderBy(desc(syncRuns.finishedAt))
    .limit(1);
  return run?.params;
}

/** Whether any partner product sync has succeeded before (the demo catalogue goes once). */
export async function anyProductSyncSucceeded(exceptRunId: string) {
  const [run] = await db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(and(eq(syncRuns.kind, "products"), eq(syncRuns.status, "done"), sql`${syncRuns.id} <> ${exceptRunId}`))
    .limit(1);
  return Boolean(run);
}

export async function getRun(runId: string) {
  const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
  return run;
}

export type PartnerSyncState = { latest: SyncRun | null; lastSuccessAt: string | null };

/** Per partner: the latest run (running or finished) and when one last succeeded. */
export async function loadSyncOverview(): Promise<Record<SyncPartner, PartnerSyncState>> {
  const entries = await Promise.all(
    syncRunKeys().map(async (partner) => {
      const [latest] = await db
        .select()
        .from(syncRuns)
        .where(eq(syncRuns.partner, partner))
        .orderBy(desc(syncRuns.createdAt))
        .limit(1);
      const [success] = await db
        .select({ finishedAt: syncRuns.finishedAt })
        .from(syncRuns)
        .where(and(eq(syncRuns.partner, partner), eq(syncRuns.status, "done")))
        .orderBy(desc(syncRuns.finishedAt))
        .limit(1);
      return [partner, { latest: latest ?? null, lastSuccessAt: success?.finishedAt?.toISOString() ?? null }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SyncPartner, PartnerSyncState>;
}
