// Notify lists: subscribing (one confirmation email), unsubscribing by token, and the jobs that
// send "It's live" at launch and "back in stock" once each, in batches, never twice (decision 042).
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { enqueueJob } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { backInStockEmail, confirmationEmail, liveEmail, resubscribeEmail } from "./drop-emails";
import { clientLimited, mailboxLimited } from "./notify-limits.server";
import type { NotifyInput } from "./notify.schema";
import { shopMailIdentity } from "~/modules/settings/index.server";

export const DROP_LAUNCH_JOB = "drop-launch";
export const BACK_IN_STOCK_JOB = "back-in-stock";
export const dropLaunchPayload = z.object({ dropId: z.string().uuid() });
export const backInStockPayload = z.object({ variantId: z.string().uuid() });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "drop-launch": z.infer<typeof dropLaunchPayload>;
    "back-in-stock": z.infer<typeof backInStockPayload>;
  }
}

/** Subscribers marked and queued per transaction. */
export const NOTIFY_BATCH = 100;

const link = (path: string) => new URL(path, env.SITE_URL).href;
export const unsubscribeLink = (token: string) => link(`/drops/unsubscribe/${token}`);

/** What a subscribe request answers, whether or not the address was on the list already. */
export const NOTIFY_ANSWER = "Thanks! If this address isn't on the list yet, we've emailed it a confirmation.";
export const IN_STOCK_REFUSAL = "This size and colour is in stock: add it to your cart";

export type SubscribeOutcome = { ok: true; created: boolean } | { ok: false; status: 400 | 429; error: string };

/**
 * Adds an address to a notify list: a new one gets a confirmation email; one already listed gets
 * nothing; one that unsubscribed is asked by email whether it wants back (only that link brings it
 * back). A variant's list is for variants out of stock. Limited per client and per mailbox.
 */
export async function subscribe(input: NotifyInput, client?: string): Promise<SubscribeOutcome> {
  const limited = await clientLimited(client);
  if (limited) return { ok: false, status: 429, error: limited };
  if (input.variantId && (await variantInStock(input.variantId))) {
    return { ok: false, status: 400, error: IN_STOCK_REFUSAL };
  }
  // Past the mailbox's share nothing is written or sent, and the answer is the usual one.
  if (await mailboxLimited(input.email)) return { ok: true, created: false };
  return db.transaction(async (tx) => {
    const target = input.dropId ? { dropId: input.dropId } : { variantId: input.variantId! };
    const [row] = await tx
      .insert(schema.dropSubscriptions)
      .values({ ...target, email: input.email, unsubscribeToken: randomBytes(24).toString("base64url") })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const column = input.dropId ? schema.dropSubscriptions.dropId : schema.dropSubscriptions.variantId;
      const [existing] = await tx
        .select()
        .from(schema.dropSubscriptions)
        .where(and(eq(column, (input.dropId ?? input.variantId)!), eq(schema.dropSubscriptions.email, input.email)));
      if (existing?.unsubscribedAt) {
        const confirmLink = `${unsubscribeLink(existing.unsubscribeToken)}?again=1`;
        const what = await describeTarget(tx, input);
        const shop = await shopMailIdentity(tx);
        await queueEmail(tx, resubscribeEmail({ to: input.email, what, confirmLink }, shop));
      }
      return { ok: true, created: false };
    }
    const what = await describeTarget(tx, input);
    const shop = await shopMailIdentity(tx);
    await queueEmail(
      tx,
      confirmationEmail({ to: input.email, what, unsubscribeLink: unsubscribeLink(row.unsubscribeToken) }, shop),
    );
    await tx
      .update(schema.dropSubscriptions)
      .set({ confirmedAt: new Date() })
      .where(eq(schema.dropSubscriptions.id, row.id));
    return { ok: true, created: true };
  });
}

async function variantInStock(variantId: string) {
  const [variant] = await db
    .select({ available: schema.productVariants.available })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.id, variantId));
  return variant?.available === true;
}

/** The address's own link from the re-subscribe email puts it back on the list. */
export async function resubscribe(token: string) {
  const rows = await db
    .update(schema.dropSubscriptions)
    .set({ unsubscribedAt: null, notifiedAt: null })
    .where(eq(schema.dropSubscriptions.unsubscribeToken, token))
    .returning({ id: schema.dropSubscriptions.id });
  return rows.length > 0;
}

async function describeTarget(tx: Tx, input: NotifyInput) {
  if (input.dropId) {
    const [drop] = await tx.select().from(schema.drops).where(eq(schema.drops.id, input.dropId));
    return `${drop?.name ?? "the drop"} goes live`;
  }
  const [variant] = await tx
    .select({ name: schema.products.name, size: schema.productVariants.size, color: schema.productVariants.color })
    .from(schema.productVariants)
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(eq(schema.productVariants.id, input.variantId!));
  return variant ? `${variant.name} (${variant.size} / ${variant.color}) is back in stock` : "it is back in stock";
}

/** Unsubscribes by the link's token; works without signing in. False for an unknown token. */
export async function unsubscribe(token: string) {
  const rows = await db
    .update(schema.dropSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(schema.dropSubscriptions.unsubscribeToken, token))
    .returning({ id: schema.dropSubscriptions.id });
  return rows.length > 0;
}

/** Queues the launch job for a drop's launch time (each save that sets the time queues one). */
export function queueDropLaunch(executor: Db | Tx, dropId: string, launchAt: Date) {
  return enqueueJob(executor, DROP_LAUNCH_JOB, { dropId }, { runAt: launchAt });
}

/**
 * One batch, one transaction: the conditional UPDATE marks up to NOTIFY_BATCH unsent
 * subscriptions as notified and, in the same transaction, queues their emails. A worker killed
 * mid-batch commits both or neither; a retry skips what was marked. Returns the batch's size.
 */
export async function notifyBatch(
  where: ReturnType<typeof and>,
  email: (row: typeof schema.dropSubscriptions.$inferSelect) => { to: string; subject: string; text: string },
) {
  return db.transaction(async (tx) => {
    const pick = tx
      .select({ id: schema.dropSubscriptions.id })
      .from(schema.dropSubscriptions)
      .where(and(where, isNull(schema.dropSubscriptions.notifiedAt), isNull(schema.dropSubscriptions.unsubscribedAt)))
      .limit(NOTIFY_BATCH)
      .for("update", { skipLocked: true });
    const marked = await tx
      .update(schema.dropSubscriptions)
      .set({ notifiedAt: new Date() })
      .where(and(inArray(schema.dropSubscriptions.id, pick), isNull(schema.dropSubscriptions.notifiedAt)))
      .returning();
    for (const row of marked) await queueEmail(tx, email(row));
    return marked.length;
  });
}

/** At launch: every subscriber of the drop gets one "It's live" email, queued batch by batch. */
export async function handleDropLaunchJob({ dropId }: z.infer<typeof dropLaunchPayload>) {
  const [drop] = await db.select().from(schema.drops).where(eq(schema.drops.id, dropId));
  // Moved later (its own job is queued for the new time) or gone: nothing to send now.
  if (!drop || drop.launchAt.getTime() > Date.now()) return;
  const shop = await shopMailIdentity();
  let sent = 0;
  for (;;) {
    const count = await notifyBatch(eq(schema.dropSubscriptions.dropId, dropId), (row) =>
      liveEmail(
        {
          to: row.email,
          dropName: drop.name,
          link: link(`/drops/${drop.slug}`),
          unsubscribeLink: unsubscribeLink(row.unsubscribeToken),
        },
        shop,
      ),
    );
    sent += count;
    if (count < NOTIFY_BATCH) break;
  }
  log.info({ drop: dropId, sent }, "drop launch emails queued");
}

/** A variant came back in stock: each of its subscribers gets one email. */
export async function handleBackInStockJob({ variantId }: z.infer<typeof backInStockPayload>) {
  const [variant] = await db
    .select({
      name: schema.products.name,
      handle: schema.products.handle,
      size: schema.productVariants.size,
      color: schema.productVariants.color,
      available: schema.productVariants.available,
    })
    .from(schema.productVariants)
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(eq(schema.productVariants.id, variantId));
  if (!variant?.available) return;
  const shop = await shopMailIdentity();
  for (;;) {
    const count = await notifyBatch(eq(schema.dropSubscriptions.variantId, variantId), (row) =>
      backInStockEmail(
        {
          to: row.email,
          productName: variant.name,
          option: `${variant.size} / ${variant.color}`,
          link: link(`/product/${variant.handle}`),
        },
        shop,
      ),
    );
    if (count < NOTIFY_BATCH) break;
  }
}

/**
 * The inventory sync's hook, in its transaction: for variants it just marked available, queue a
 * back-in-stock job when someone is waiting for them.
 */
export async function queueBackInStock(executor: Db | Tx, variantIds: string[]) {
  if (!variantIds.length) return;
  const waiting = await executor
    .selectDistinct({ variantId: schema.dropSubscriptions.variantId })
    .from(schema.dropSubscriptions)
    .where(
      and(
        inArray(schema.dropSubscriptions.variantId, variantIds),
        isNull(schema.dropSubscriptions.notifiedAt),
        isNull(schema.dropSubscriptions.unsubscribedAt),
      ),
    );
  for (const { variantId } of waiting) if (variantId) await enqueueJob(executor, BACK_IN_STOCK_JOB, { variantId });
}

/** Subscribers on a drop's list (not unsubscribed): the admin's notify-list size. */
export async function notifyListSize(dropId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.dropSubscriptions)
    .where(and(eq(schema.dropSubscriptions.dropId, dropId), isNull(schema.dropSubscriptions.unsubscribedAt)));
  return Number(row?.count ?? 0);
}
