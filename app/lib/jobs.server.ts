// Background jobs: a transactional outbox in the jobs table, claimed with FOR UPDATE SKIP LOCKED.
import { eq, sql } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "./db.server";
import { log } from "./log.server";

export type JobHandler = (payload: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;
type Job = typeof schema.jobs.$inferSelect;

/** A running job whose worker died is taken back after this long. */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Queues a job. Pass the transaction that makes the change the job reports on, so the job
 * exists exactly when the change does.
 */
export async function enqueueJob(
  executor: Db | Tx,
  type: string,
  payload: unknown,
  options: { runAt?: Date; maxAttempts?: number } = {},
) {
  const [job] = await executor
    .insert(schema.jobs)
    .values({ type, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 8 })
    .returning({ id: schema.jobs.id });
  return job!.id;
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Claims one due job, or none. Two workers can never claim the same job. */
export async function claimJob(): Promise<Job | undefined> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const result = (await db.execute(sql`
    update ${schema.jobs} set status = 'running', attempts = attempts + 1, locked_at = now(), updated_at = now()
    where id = (
      select id from ${schema.jobs}
      where (status = 'queued' and run_at <= now())
         or (status = 'running' and locked_at < ${staleBefore.toISOString()})
      order by run_at
      limit 1
      for update skip locked
    )
    returning id, type, payload, attempts, max_attempts as "maxAttempts"`)) as unknown as { rows: Job[] };
  return result.rows[0];
}

async function finish(job: Job, error?: unknown) {
  if (!error) {
    await db
      .update(schema.jobs)
      .set({ status: "done", lockedAt: null, lastError: null, updatedAt: new Date() })
      .where(eq(schema.jobs.id, job.id));
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = job.attempts >= job.maxAttempts;
  await db
    .update(schema.jobs)
    .set({
      status: giveUp ? "failed" : "queued",
      lockedAt: null,
      lastError: message.slice(0, 2000),
      runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
      updatedAt: new Date(),
    })
    .where(eq(schema.jobs.id, job.id));
  log.error({ job: job.id, type: job.type, attempts: job.attempts, giveUp, err: message }, "job failed");
}

/** Runs one claimed job to the end; returns false when nothing was due. */
export async function runNextJob(handlers: JobHandlers): Promise<boolean> {
  const job = await claimJob();
  if (!job) return false;
  const handler = handlers[job.type];
  try {
    if (!handler) throw new Error(`No handler for job type '${job.type}'`);
    await handler(job.payload);
    await finish(job);
  } catch (error) {
    await finish(job, error);
  }
  return true;
}

/** Runs every job that is due now (tests and one-off commands). */
export async function drainJobs(handlers: JobHandlers) {
  let count = 0;
  while (await runNextJob(handlers)) count++;
  return count;
}

/** Polls for jobs until the signal aborts. */
export async function runWorker(handlers: JobHandlers, signal: AbortSignal, pollMs = 1000) {
  log.info("jobs worker started");
  while (!signal.aborted) {
    let worked = false;
    try {
      worked = await runNextJob(handlers);
    } catch (error) {
      log.error({ err: error }, "jobs worker could not claim a job");
    }
    if (!worked) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  log.info("jobs worker stopped");
}
