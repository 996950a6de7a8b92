// Background jobs (transactional outbox), the side effects they handed over.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";

export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Set for a recurring job: its one row is queued again this long after each run. */
    everyMs: integer("every_ms"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_status_run_at_idx").on(t.status, t.runAt),
    uniqueIndex("jobs_recurring_type_idx")
      .on(t.type)
      .where(sql`${t.everyMs} is not null`),
    oneOf("jobs_status_check", t.status, JOB_STATUSES),
  ],
);

/**
 * Side effects a job has handed over (an email given to SMTP or written to the outbox): a job run
 * again after its worker died skips what is recorded here instead of doing it twice.
 */
export const jobEffects = pgTable(
  "job_effects",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    effect: text("effect").notNull(),
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.effect] })],
);
