// The account's own row, as the customer's data shows it, and its removal: the sessions, the
// password, the roles and the reviews go with it (their foreign keys cascade), so do its reset links.
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
  // better-auth keeps a reset link as a verification whose value is the user's id.
  await tx.delete(schema.verifications).where(eq(schema.verifications.value, userId));
  await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
  const deleted = await tx.delete(schema.users).where(eq(schema.users.id, userId)).returning({ id: schema.users.id });
  return deleted.length > 0;
}
