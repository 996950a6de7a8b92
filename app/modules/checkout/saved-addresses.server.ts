// A signed-in customer's saved addresses (decision 065): saved from the checkout when they tick
// "Save this address", offered there again (the last used first), edited and removed on /account.
// Every read and write names the account: an address id from a form never reaches another's row.
import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import type { SavedAddressInput } from "./checkout.schema";

export type SavedAddress = SavedAddressInput & { id: string };

/** At most this many per account: the checkout's list stays short. */
const MAX_SAVED = 10;
const t = schema.customerAddresses;
const columns = {
  id: t.id,
  fullName: t.fullName,
  address: t.address,
  city: t.city,
  state: t.state,
  zipCode: t.zipCode,
  country: t.country,
};

export function savedAddresses(userId: string): Promise<SavedAddress[]> {
  return db.select(columns).from(t).where(eq(t.userId, userId)).orderBy(desc(t.lastUsedAt), desc(t.createdAt));
}

const sameAs = (input: SavedAddressInput) =>
  and(
    eq(t.fullName, input.fullName),
    eq(t.address, input.address),
    eq(t.city, input.city),
    eq(t.state, input.state),
    eq(t.zipCode, input.zipCode),
    eq(t.country, input.country),
  );

/**
 * After an order is placed: an address already saved becomes the last used; a new one is saved
 * when the customer asked (and the account has room). Returns whether a row was written.
 */
export async function rememberAddress(userId: string, shipping: SavedAddressInput, save: boolean) {
  const input: SavedAddressInput = {
    fullName: shipping.fullName,
    address: shipping.address,
    city: shipping.city,
    state: shipping.state,
    zipCode: shipping.zipCode,
    country: shipping.country,
  };
  const bumped = await db
    .update(t)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(t.userId, userId), sameAs(input)))
    .returning({ id: t.id });
  if (bumped.length || !save) return bumped.length > 0;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(t)
    .where(eq(t.userId, userId));
  if (count >= MAX_SAVED) return false;
  await db.insert(t).values({ userId, ...input });
  return true;
}

/** Edits one of the customer's addresses; false when it is not theirs (or gone). */
export async function updateSavedAddress(userId: string, addressId: string, input: SavedAddressInput) {
  if (!isUuid(addressId)) return false;
  const rows = await db
    .update(t)
    .set(input)
    .where(and(eq(t.id, addressId), eq(t.userId, userId)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function removeSavedAddress(userId: string, addressId: string) {
  if (!isUuid(addressId)) return false;
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, addressId), eq(t.userId, userId)))
    .returning({ id: t.id });
  return rows.length > 0;
}
