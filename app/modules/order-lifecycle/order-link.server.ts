// A guest's private link to their order (decision 065): /orders/<id>?key=<HMAC of the id and a
// nonce>. Signed with a key derived from the auth secret, so only the server makes one; long-lived
// (no expiry); revocable, since the nonce is a row: a new nonce, or a revoked row, ends every link
// sent before. Guest orders join an account here too, once its address is verified.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { resolveAuthSecret } from "~/modules/accounts/index.server";
import type { OrderRow } from "./side-effects.server";

let linkKey: Buffer | undefined;
/** The links' own key, derived from the auth secret: rotating AUTH_SECRET ends every link. */
function key() {
  linkKey ??= createHmac("sha256", resolveAuthSecret()).update("softdrop order links").digest();
  return linkKey;
}

const signature = (orderId: string, nonce: string) =>
  createHmac("sha256", key()).update(`${orderId}:${nonce}`).digest("base64url");

/** The path of an order's link with its key. */
export const orderLinkPath = (orderId: string, linkKey: string) => `/orders/${orderId}?key=${linkKey}`;
export const orderLinkUrl = (orderId: string, linkKey: string) =>
  new URL(orderLinkPath(orderId, linkKey), env.SITE_URL).href;

/**
 * The key of a guest order's link, made with the order (in its transaction) and the same every
 * time after: the lookup emails the very link the confirmation carried.
 */
export async function issueOrderLink(tx: Db | Tx, orderId: string) {
  await tx
    .insert(schema.orderLinks)
    .values({ orderId, nonce: randomBytes(18).toString("base64url") })
    .onConflictDoNothing();
  return currentOrderLinkKey(tx, orderId);
}

/** The key of an order's live link, or null when it has none or it was revoked. */
export async function currentOrderLinkKey(executor: Db | Tx, orderId: string) {
  const [row] = await executor
    .select({ nonce: schema.orderLinks.nonce })
    .from(schema.orderLinks)
    .where(and(eq(schema.orderLinks.orderId, orderId), isNull(schema.orderLinks.revokedAt)));
  return row ? signature(orderId, row.nonce) : null;
}

/**
 * The guest order a link opens: its key must be this order's live one, and the order still a
 * guest's (no account holds it). Null otherwise, whatever the reason.
 */
export async function orderOfLink(orderId: string, linkKey: string): Promise<OrderRow | null> {
  if (!isUuid(orderId) || !linkKey || linkKey.length > 100) return null;
  const [row] = await db
    .select({ order: schema.orders, nonce: schema.orderLinks.nonce })
    .from(schema.orderLinks)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLinks.orderId))
    .where(and(eq(schema.orderLinks.orderId, orderId), isNull(schema.orderLinks.revokedAt)));
  if (!row || row.order.userId !== null || !row.order.guestEmail) return null;
  const expected = Buffer.from(signature(orderId, row.nonce));
  const given = Buffer.from(linkKey);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.order : null;
}

/** Ends the links of these orders: the links already sent open nothing from now on. */
export async function revokeOrderLinks(tx: Db | Tx, orderIds: string[]) {
  if (!orderIds.length) return;
  await tx
    .update(schema.orderLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(schema.orderLinks.orderId, orderIds), isNull(schema.orderLinks.revokedAt)));
}

/**
 * The guest order with this number (the short id's first characters) and email, or null: what
 * /orders/lookup asks. Only guest orders, since an account's orders are under My Orders.
 */
export async function guestOrderByNumber(executor: Db | Tx, number: string, email: string) {
  const rows = await executor
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(
      and(
        isNull(schema.orders.userId),
        eq(schema.orders.guestEmail, email),
        sql`${schema.orders.id}::text like ${`${number}%`}`,
      ),
    )
    .limit(2);
  // Two orders of one email sharing the number's characters: neither is named by it.
  return rows.length === 1 ? rows[0]!.id : null;
}

/**
 * A verified account takes the guest orders placed with its address (decision 065): they show
 * under My Orders from now on, and their links end (the account is the way in now).
 */
export async function attachGuestOrders(userId: string, email: string) {
  return db.transaction(async (tx) => {
    const attached = await tx
      .update(schema.orders)
      .set({ userId, updatedAt: sql`now()` })
      .where(and(isNull(schema.orders.userId), eq(schema.orders.guestEmail, email.trim().toLowerCase())))
      .returning({ id: schema.orders.id });
    await revokeOrderLinks(
      tx,
      attached.map((row) => row.id),
    );
    return attached.length;
  });
}
