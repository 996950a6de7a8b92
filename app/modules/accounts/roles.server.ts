// Roles: a user_roles row per (user, role). 'admin' opens the admin screens; the accounts listed in
// ADMIN_EMAILS are given it once the address is verified (at verification, sign-in or next page load).
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";

export const ADMIN_ROLE = "admin";

export async function grantRole(userId: string, role: string) {
  await db.insert(schema.userRoles).values({ userId, role }).onConflictDoNothing();
}

/** True only when the user holds the admin role; a failed check counts as not admin. */
export async function isAdmin(userId: string): Promise<boolean> {
  try {
    const rows = await db
      .select({ id: schema.userRoles.id })
      .from(schema.userRoles)
      .where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.role, ADMIN_ROLE)))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    log.error({ err: error, userId }, "role check failed; treating the user as not admin");
    return false;
  }
}

export function isListedAdminEmail(email: string, adminEmails: readonly string[] = env.ADMIN_EMAILS) {
  return adminEmails.includes(email.trim().toLowerCase());
}

/**
 * Gives the admin role to a user whose email is in ADMIN_EMAILS and verified: being listed proves
 * nothing until the mailbox's owner opened the link. Returns whether the role was given.
 */
export async function syncListedAdmin(user: { id: string; email: string; emailVerified: boolean }) {
  if (!user.emailVerified || !isListedAdminEmail(user.email)) return false;
  await grantRole(user.id, ADMIN_ROLE);
  return true;
}

export type GrantAdminResult = "granted" | "already-admin" | "no-account";

/** `npm run admin:grant -- <email>`: grants the admin role to an existing account. */
export async function grantAdminByEmail(email: string): Promise<GrantAdminResult> {
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()));
  if (!user) return "no-account";
  const inserted = await db
    .insert(schema.userRoles)
    .values({ userId: user.id, role: ADMIN_ROLE })
    .onConflictDoNothing()
    .returning({ id: schema.userRoles.id });
  return inserted.length > 0 ? "granted" : "already-admin";
}

/** True when the user is an admin and no other account is: the shop would be left without one. */
export async function isOnlyAdmin(userId: string): Promise<boolean> {
  const admins = await db
    .select({ userId: schema.userRoles.userId })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.role, ADMIN_ROLE))
    .limit(2);
  return admins.length === 1 && admins[0]!.userId === userId;
}
