// The account's own row, as the customer's data shows it, whether an address has one, its move to
// a new address, and its removal: the sessions, the password, the roles and the reviews go with it
// (their foreign keys cascade), so do its reset links.
import { and, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";

export async function accountOf(userId: string) {
  const [row] = await db
    .select({
      name: schema.users.name,
      email: schema.users.email,
      emailVerified: schema.users.emailVerified,
      createdAt: schema.users.createdAt,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row ?? null;
}

/** Whether an account has this address, in any case (sign-up's answer, setup's refusal, an email change). */
export async function accountExists(email: string) {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** The id of the verified account with this address, or null: a guest's limits count its orders too (decision 065). */
export async function verifiedAccountIdOf(email: string) {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      and(sql`lower(${schema.users.email}) = ${email.trim().toLowerCase()}`, eq(schema.users.emailVerified, true)),
    );
  return row?.id ?? null;
}

/** Deletes the account in the caller's transaction; its session cookies point at nothing afterwards. */
export async function deleteAccountRows(tx: Tx, userId: string) {
  await tx.delete(schema.verifications).where(resetLinksOf(userId));
  await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
  const deleted = await tx.delete(schema.users).where(eq(schema.users.id, userId)).returning({ id: schema.users.id });
  return deleted.length > 0;
}

// better-auth keeps a reset link as a verification whose value is the user's id.
const resetLinksOf = (userId: string) => eq(schema.verifications.value, userId);

/**
 * Moves the account from one address to another, verified (decision 068), if it still has the
 * first: a link opened twice, or after another change, moves nothing. Reset links mailed to the
 * old address stop working. Whether it moved.
 */
export async function moveAccountEmail(tx: Tx, userId: string, from: string, to: string) {
  const moved = await tx
    .update(schema.users)
    .set({ email: to, emailVerified: true, updatedAt: new Date() })
    .where(and(eq(schema.users.id, userId), eq(schema.users.email, from)))
    .returning({ id: schema.users.id });
  if (moved.length === 0) return false;
  await tx.delete(schema.verifications).where(resetLinksOf(userId));
  return true;
}
