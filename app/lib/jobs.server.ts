// Background jobs: a transactional outbox in the jobs table, claimed with FOR UPDATE SKIP LOCKED.
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema, type Db, type Tx } from "./db.server";
import { log } from "./log.server";

/**
 * Every job's payload by its name: the contract between the code that queues a job and the code
 * that runs it. The module that owns a job adds its entry beside the job's payload schema —
 *   declare module "~/lib/jobs.server" { interface JobPayloads { "fulfil-order": OrderJob } }
 * — so a caller queues it by name without importing the module that runs it, and an unknown name
 * or a wrong payload is a type error (decision record 041).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface JobPayloads {}
export type JobName = keyof JobPayloads;

/** What a handler knows of the claim it runs under. */
export type JobContext = { jobId: string; attempt: number };
export type JobHandler<N extends JobName = JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;
/** A job the worker can run: its name, the schema its stored payload must pass, and its handler. */
export type JobDefinition<N extends JobName = JobName> = {
  name: N;
  schema: z.ZodType<JobPayloads[N]>;
  run: JobHandler<N>;
};
/**
 * What a worker runs, by job name: a definition (its payload is validated first) or, in a test
 * that stands in for a job, a bare handler.
 */
export type JobHandlers = { [N in JobName]?: JobDefinition<N> | JobHandler<N> };
type Job = Pick<typeof schema.jobs.$inferSelect, "id" | "type" | "payload" | "attempts" | "maxAttempts" | "everyMs">;
/** Recurring job types and how often each runs, in milliseconds. */
export type RecurringJobs = { [N in JobName]?: number };
/** One job to queue: its name and the payload that name takes. */
export type JobRequest = { [N in JobName]: { type: N; payload: JobPayloads[N] } }[JobName];

/** A recurring job's payload: its one row carries none. */
export const recurringPayload = z.object({});
export type RecurringPayload = z.infer<typeof recurringPayload>;

/** Declares a job; server/job-handlers.ts lists every declared job for the worker. */
export function defineJob<N extends JobName>(
  name: N,
  schema: z.ZodType<JobPayloads[N]>,
  run: JobHandler<N>,
): JobDefinition<N> {
  return { name, schema, run };
}

/** Any one defined job. */
export type AnyJobDefinition = { [N in JobName]: JobDefinition<N> }[JobName];

/** The worker's table of jobs by name, from the list of defined jobs. */
export function jobRegistry(jobs: readonly AnyJobDefinition[]): JobHandlers {
  return Object.fromEntries(jobs.map((job) => [job.name, job])) as JobHandlers;
}

/** A stored payload its job's schema refuses: no retry can fix it, so the job fails at once. */
export class InvalidJobPayload extends Error {
  override name = "InvalidJobPayload";
}

/**
 * A running job sends a heartbeat (refreshes locked_at) this often, however long it runs; one
 * whose heartbeat stopped for STALE_AFTER_MS (its worker died) is taken back by another worker.
 */
export const jobTiming = { heartbeatMs: 10_000, staleAfterMs: 30_000 };

/** How often a job is tried before it is marked failed, unless its caller says otherwise. */
export const MAX_ATTEMPTS = 8;

/**
 * Queues a job. Pass the transaction that makes the change the job reports on, so the job
 * exists exactly when the change does.
 */
export async function enqueueJob<N extends JobName>(
  executor: Db | Tx,
  type: N,
  payload: JobPayloads[N],
  options: { runAt?: Date; maxAttempts?: number } = {},
) {
  const [job] = await executor
    .insert(schema.jobs)
    .values({ type, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS })
    .returning({ id: schema.jobs.id });
  return job!.id;
}

/**
 * Queues several jobs in one INSERT (one round trip), with the same guarantee as enqueueJob: pass
 * the transaction of the change they report on.
 */
export async function enqueueJobs(executor: Db | Tx, jobs: JobRequest[]) {
  const runAt = new Date();
  const rows = await executor
    .insert(schema.jobs)
    .values(jobs.map(({ type, payload }) => ({ type, payload, runAt, maxAttempts: MAX_ATTEMPTS })))
    .returning({ id: schema.jobs.id });
  return rows.map((row) => row.id);
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Claims one due job (or only the one with `onlyId`, for a command that queued it), or none.
 * Two workers can never claim the same job.
 */
export async function claimJob(onlyId?: string): Promise<Job | undefined> {
  const staleBefore = new Date(Date.now() - jobTiming.staleAfterMs);
  const only = onlyId ? sql`and id = ${onlyId}` : sql``;
  const result = (await db.execute(sql`
    update ${schema.jobs} set status = 'running', attempts = attempts + 1, locked_at = now(), updated_at = now()
    where id = (
      select id from ${schema.jobs}
      where ((status = 'queued' and run_at <= now())
         or (status = 'running' and locked_at < ${staleBefore.toISOString()}))
      ${only}
      order by run_at
      limit 1
      for update skip locked
    )
    returning id, type, payload, attempts, max_attempts as "maxAttempts", every_ms as "everyMs"`)) as unknown as {
    rows: Job[];
  };
  return result.rows[0];
}

/** The claim this worker holds: the job's row while no other worker has taken it back. */
const ownClaim = (job: Job) =>
  and(eq(schema.jobs.id, job.id), eq(schema.jobs.status, "running"), eq(schema.jobs.attempts, job.attempts));

/** Keeps a claim alive while its handler runs; returns the function that stops the heartbeat. */
function startHeartbeat(job: Job) {
  const timer = setInterval(() => {
    db.update(schema.jobs)
      .set({ lockedAt: new Date() })
      .where(ownClaim(job))
      .catch((error: unknown) => log.error({ job: job.id, err: error }, "job heartbeat failed"));
  }, jobTiming.heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Makes sure each recurring job type has its one row (a unique index allows no second), due now
 * when it is new; its interval follows the configuration. Safe to call from every worker.
 */
export async function scheduleRecurringJobs(recurring: RecurringJobs) {
  for (const [type, everyMs] of Object.entries(recurring) as [JobName, number][]) {
    await db.insert(schema.jobs).values({ type, payload: {}, everyMs }).onConflictDoNothing();
    await db
      .update(schema.jobs)
      .set({ everyMs })
      .where(and(eq(schema.jobs.type, type), isNotNull(schema.jobs.everyMs), ne(schema.jobs.everyMs, everyMs)));
  }
}

async function finish(job: Job, error?: unknown) {
  if (job.everyMs !== null) return requeue(job, job.everyMs, error);
  if (!error) {
    await db
      .update(schema.jobs)
      .set({ status: "done", lockedAt: null, lastError: null, updatedAt: new Date() })
      .where(ownClaim(job));
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = job.attempts >= job.maxAttempts || error instanceof InvalidJobPayload;
  await db
    .update(schema.jobs)
    .set({
      status: giveUp ? "failed" : "queued",
      lockedAt: null,
      lastError: message.slice(0, 2000),
      runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
      updatedAt: new Date(),
    })
    .where(ownClaim(job));
  log.error({ job: job.id, type: job.type, attempts: job.attempts, giveUp, err: message }, "job failed");
}

/**
 * A recurring job never ends: after a run its row is queued again for the next one, or, after a
 * failure, sooner (with backoff, never later than its interval). It never gives up.
 */
async function requeue(job: Job, everyMs: number, error?: unknown) {
  const message = error === undefined ? null : error instanceof Error ? error.message : String(error);
  await db
    .update(schema.jobs)
    .set({
      status: "queued",
      lockedAt: null,
      lastError: message?.slice(0, 2000) ?? null,
      attempts: message === null ? 0 : job.attempts,
      runAt: new Date(Date.now() + (message === null ? everyMs : Math.min(retryDelayMs(job.attempts), everyMs))),
      updatedAt: new Date(),
    })
    .where(ownClaim(job));
  if (message !== null) log.error({ job: job.id, type: job.type, err: message }, "recurring job failed");
}

/**
 * Does a side effect that leaves our hands (an email given to SMTP or written to the outbox, a
 * partner call) at most once per job: it is recorded as soon as it is handed over, and a run of
 * the same job after a crash or a failure later in the handler skips it. Returns false when it
 * had already been done. Only a crash between the hand-over and the record can repeat it, so
 * `handOver` gets a key that stays the same on every run (for a Message-ID, a file name, an
 * idempotency key) by which the receiving side can recognise the repeat.
 */
export async function handOverOnce(
  context: JobContext,
  effect: string,
  handOver: (key: string) => Promise<void>,
): Promise<boolean> {
  const done = and(eq(schema.jobEffects.jobId, context.jobId), eq(schema.jobEffects.effect, effect));
  const [recorded] = await db.select().from(schema.jobEffects).where(done).limit(1);
  if (recorded) return false;
  await handOver(`${context.jobId}-${effect}`);
  await db.insert(schema.jobEffects).values({ jobId: context.jobId, effect }).onConflictDoNothing();
  return true;
}

/** The stored payload as its job's schema reads it; a payload it refuses fails the job for good. */
function validPayload<N extends JobName>(definition: JobDefinition<N>, job: Job): JobPayloads[N] {
  const parsed = definition.schema.safeParse(job.payload);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`);
  throw new InvalidJobPayload(`Job '${job.type}' has an invalid payload (${problems.join("; ")})`);
}

/** Runs one claimed job (or only `onlyId`) to the end; returns false when nothing was due. */
export async function runNextJob(handlers: JobHandlers, onlyId?: string): Promise<boolean> {
  const job = await claimJob(onlyId);
  if (!job) return false;
  const handler = handlers[job.type as JobName] as JobDefinition | JobHandler | undefined;
  const stopHeartbeat = startHeartbeat(job);
  try {
    if (!handler) throw new Error(`No handler for job type '${job.type}'`);
    const context = { jobId: job.id, attempt: job.attempts };
    if (typeof handler === "function") await handler(job.payload as never, context);
    else await handler.run(validPayload(handler, job), context);
    stopHeartbeat();
    await finish(job);
  } catch (error) {
    stopHeartbeat();
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

/** Polls for jobs until the signal aborts; schedules the recurring ones first. */
export async function runWorker(
  handlers: JobHandlers,
  signal: AbortSignal,
  options: { pollMs?: number; recurring?: RecurringJobs } = {},
) {
  const pollMs = options.pollMs ?? 1000;
  try {
    await scheduleRecurringJobs(options.recurring ?? {});
  } catch (error) {
    log.error({ err: error }, "jobs worker could not schedule the recurring jobs");
  }
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
