// What /account changes about the account itself: the name, the password, and the check of the
// current password that deleting the account asks for. Wrong passwords count with sign-in's.
import { and, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import {
  attemptKeys,
  minutesUntilReset,
  recordAttempt,
  refundAttempt,
  SIGN_IN_ACCOUNT_LIMIT,
} from "./attempt-limits.server";
import { auth, tooManySignInsMessage } from "./auth.server";
import { runAuthCall, type AuthOutcome } from "./account-actions.server";

export const WRONG_PASSWORD = "That password is not right";

export type PasswordCheck = { ok: true } | { ok: false; message: string; locked: boolean };

/**
 * Whether `password` is the account's: a guess made from a stolen session counts against the
 * account like a sign-in guess, so /account is no way around sign-in's limit.
 */
export async function checkPassword(user: { id: string; email: string }, password: string): Promise<PasswordCheck> {
  const key = attemptKeys.signInAccount(user.email);
  if ((await recordAttempt(key, SIGN_IN_ACCOUNT_LIMIT)) > SIGN_IN_ACCOUNT_LIMIT.max) {
    const minutes = await minutesUntilReset(key, SIGN_IN_ACCOUNT_LIMIT);
    return { ok: false, message: tooManySignInsMessage(minutes), locked: true };
  }
  const [credential] = await db
    .select({ hash: schema.accounts.password })
    .from(schema.accounts)
    .where(and(eq(schema.accounts.userId, user.id), eq(schema.accounts.providerId, "credential")));
  const context = await auth.$context;
  const right = Boolean(credential?.hash) && (await context.password.verify({ hash: credential!.hash!, password }));
  if (!right) return { ok: false, message: WRONG_PASSWORD, locked: false };
  await refundAttempt(key);
  return { ok: true };
}

export function changeName(request: Request, fullName: string): Promise<AuthOutcome> {
  return runAuthCall("name change", () =>
    auth.api.updateUser({ body: { name: fullName }, headers: request.headers, returnHeaders: true }),
  );
}

/** Other browsers signed in to the account are signed out: a changed password is often a worried one. */
export async function changePassword(
  request: Request,
  user: { id: string; email: string },
  input: { currentPassword: string; newPassword: string },
): Promise<AuthOutcome> {
  const check = await checkPassword(user, input.currentPassword);
  if (!check.ok) return { ok: false, status: check.locked ? 429 : 400, message: check.message };
  return runAuthCall("password change", () =>
    auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}
