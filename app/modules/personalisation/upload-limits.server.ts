// The upload route's limit per client, and the daily job that deletes pictures no order took.
import { and, lt, sql } from "drizzle-orm";
import { minutesUntilReset, recordAttempt, type Limit } from "~/lib/attempt-counter.server";
import { db, schema } from "~/lib/db.server";
import type { RecurringPayload } from "~/lib/jobs.server";

/** 30 pictures per client in 15 minutes: a shopper trying a few; each check decodes an image. */
export const UPLOAD_IP_LIMIT: Limit = { max: 30, windowMs: 15 * 60_000 };

/** Counts this client's upload; answers the message to show when it is past the limit, else null. */
export async function uploadLimitMessage(clientIp: string | undefined): Promise<string | null> {
  if (!clientIp) return null;
  const key = `personalisation-upload:ip:${clientIp}`;
  if ((await recordAttempt(key, UPLOAD_IP_LIMIT)) <= UPLOAD_IP_LIMIT.max) return null;
  const minutes = await minutesUntilReset(key, UPLOAD_IP_LIMIT);
  return `Too many pictures uploaded. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const PRUNE_UPLOADS_JOB = "prune-personalisation-uploads";

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "prune-personalisation-uploads": RecurringPayload;
  }
}

export const PRUNE_UPLOADS_EVERY_MS = 24 * 60 * 60_000;
/** A picture no order line names is kept this long (a cart may wait a few days). */
export const UNORDERED_UPLOAD_DAYS = 7;

/** Deletes the pictures uploaded before the retention period that no order line names; answers how many. */
export async function pruneUnorderedUploads(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNORDERED_UPLOAD_DAYS * 24 * 60 * 60_000);
  const gone = await db
    .delete(schema.personalisationUploads)
    .where(
      and(
        lt(schema.personalisationUploads.createdAt, before),
        sql`not exists (select 1 from ${schema.orderItems} where ${schema.orderItems.personalisation} ->> 'uploadId' = ${schema.personalisationUploads.id}::text)`,
      ),
    )
    .returning({ id: schema.personalisationUploads.id });
  return gone.length;
}

export async function handlePruneUploadsJob() {
  await pruneUnorderedUploads();
}
