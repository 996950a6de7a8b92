// Attempt counters kept in the rate_limits table so that every web process sees the same counts.
// Each key counts attempts in a fixed window that starts with the first attempt; last_request
// holds that window's start for these keys.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db, schema } from "./db.server";

export type Limit = { max: number; windowMs: number };

/**
 * Counts one attempt and returns the count in the current window, this one included. One
 * statement, so attempts racing in parallel each get their own number.
 */
export async function recordAttempt(key: string, limit: Limit, now = Date.now()): Promise<number> {
  const windowStart = now - limit.windowMs;
  const t = schema.rateLimits;
  const [row] = await db
    .insert(t)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.lastRequest} <= ${windowStart} then 1 else ${t.count} + 1 end`,
        lastRequest: sql`case when ${t.lastRequest} <= ${windowStart} then ${now} else ${t.lastRequest} end`,
      },
    })
    .returning({ count: t.count });
  return row!.count;
}

/** Gives back one attempt (a sign-in that succeeded does not count against its address). */
export async function refundAttempt(key: string) {
  const t = schema.rateLimits;
  await db
    .update(t)
    .set({ count: sql`greatest(${t.count} - 1, 0)` })
    .where(eq(t.key, key));
}

export async function clearAttempts(key: string) {
  await db.delete(schema.rateLimits).where(eq(schema.rateLimits.key, key));
}

/** Minutes until the window that holds `key` ends (at least 1). */
export async function minutesUntilReset(key: string, limit: Limit, now = Date.now()) {
  const [row] = await db
    .select({ start: schema.rateLimits.lastRequest })
    .from(schema.rateLimits)
    .where(eq(schema.rateLimits.key, key));
  if (!row) return 1;
  return Math.max(1, Math.ceil((row.start + limit.windowMs - now) / 60_000));
}
