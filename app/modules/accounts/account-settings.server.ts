// What /account changes about the account itself: the name, the email (a link to the new address:
// decision 068), the password, and the check of the current password that deleting the account
// asks for. Wrong passwords count with sign-in's.
import { and, eq } from "drizzle-orm";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { holdAnswer } from "~/lib/answer-floor.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { shopMailIdentity } from "~/modules/settings/index.server";
import { emailInUseMessage } from "./account-emails";
import { accountExists } from "./account-record.server";
import {
  attemptKeys,
  EMAIL_CHANGE_ACCOUNT_LIMIT,
  EMAIL_CHANGE_IP_LIMIT,
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

/** An email change's answer is held this long from the password check on, taken address or not. */
export const EMAIL_CHANGE_ANSWER_MS = 250;
export const SAME_EMAIL = "That's the email your account already has";

export type EmailChangeOutcome =
  | { ok: true }
  | { ok: false; status: number; field: "newEmail" | "password"; message: string }
  | { ok: false; status: number; field?: undefined; message: string };

async function emailChangeLimit(userId: string, ip: string | undefined) {
  const keys = [
    [attemptKeys.emailChangeAccount(userId), EMAIL_CHANGE_ACCOUNT_LIMIT] as const,
    ...(ip ? [[attemptKeys.emailChangeIp(ip), EMAIL_CHANGE_IP_LIMIT] as const] : []),
  ];
  for (const [key, limit] of keys) {
    if ((await recordAttempt(key, limit)) > limit.max) {
      const minutes = await minutesUntilReset(key, limit);
      return `Too many email changes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    }
  }
  return undefined;
}

/**
 * Asks better-auth to email a link to the new address; the address changes when it is opened
 * (email-change-link.server.ts). An address that has an account gets a note instead, and the
 * customer the same answer, so the form tells no one who has an account.
 */
export async function requestEmailChange(
  request: Request,
  user: { id: string; email: string; emailVerified: boolean },
  input: { newEmail: string; password: string },
): Promise<EmailChangeOutcome> {
  if (input.newEmail === user.email.toLowerCase()) {
    return { ok: false, status: 400, field: "newEmail", message: SAME_EMAIL };
  }
  if (!user.emailVerified) {
    const message = `Please verify ${user.email} first: open the link we emailed you when you signed up.`;
    return { ok: false, status: 400, field: "newEmail", message };
  }
  const check = await checkPassword(user, input.password);
  if (!check.ok) return { ok: false, status: check.locked ? 429 : 400, field: "password", message: check.message };
  const started = performance.now();
  try {
    const limited = await emailChangeLimit(user.id, clientIpOf(request.headers));
    if (limited) return { ok: false, status: 429, field: "newEmail", message: limited };
    if (await accountExists(input.newEmail)) {
      const signInLink = new URL("/auth", env.SITE_URL).href;
      await queueEmail(db, emailInUseMessage({ to: input.newEmail, signInLink }, await shopMailIdentity()));
      return { ok: true };
    }
    const outcome = await runAuthCall("email change", () =>
      auth.api.changeEmail({
        body: { newEmail: input.newEmail, callbackURL: "/account" },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    return outcome.ok ? { ok: true } : outcome;
  } finally {
    await holdAnswer(started, EMAIL_CHANGE_ANSWER_MS);
  }
}
