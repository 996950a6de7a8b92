// better-auth hooks at the edge of every /api/auth/* call (and of the /auth page, which calls the
// same endpoints): inputs are bounded before anything reaches the database, and a sign-up answers
// the same whether or not the email already has an account.
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { existingAccountMessage } from "./account-emails";
import { accountExists } from "./account-record.server";
import { signUpCookie } from "./verify-email.server";
import { shopMailIdentity } from "~/modules/settings/index.server";

export const SIGN_UP_PATH = "/sign-up/email";
export const EMAIL_MAX = 254;
/** Tokens, names, passwords, URLs: nothing better-auth takes is longer than this. */
export const FIELD_MAX = 1024;

export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What a sign-up answers, new address or not: no session, a link in the mailbox. */
export const SIGN_UP_ANSWER = { token: null, status: true, message: "Check your email to verify your address." };

function tooLong(values: unknown): string | undefined {
  if (!values || typeof values !== "object") return undefined;
  for (const [field, value] of Object.entries(values as Record<string, unknown>)) {
    if (typeof value !== "string") continue;
    const max = field === "email" ? EMAIL_MAX : FIELD_MAX;
    if (value.length > max) return `${field} must be at most ${max} characters`;
  }
  return undefined;
}

/** Before any auth endpoint: a field past its length is a 400 with a message, not a database error. */
export function boundInputs(ctx: AuthHookContext) {
  const problem = tooLong(ctx.body) ?? tooLong(ctx.query) ?? tooLong(ctx.params);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem });
}

/**
 * After a sign-up: a new account and an existing address get the same answer. The owner of an
 * existing address is emailed instead; the password is hashed anyway so the two take as long.
 */
export async function answerSignUpAlike(ctx: AuthHookContext) {
  if (ctx.path !== SIGN_UP_PATH) return;
  const returned = ctx.context.returned;
  const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
  const newUserId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (!(returned instanceof APIError) || returned.statusCode === 422) {
    // Binds the verification link to this browser (verify-email.server.ts).
    const cookie = signUpCookie(ctx.context.secret, typeof newUserId === "string" ? newUserId : undefined);
    ctx.setCookie(cookie.name, cookie.value, cookie.options);
  }
  if (returned instanceof APIError) {
    const email = typeof body?.email === "string" ? body.email : "";
    if (returned.statusCode !== 422 || !email || !(await accountExists(email))) return;
    if (typeof body?.password === "string") await ctx.context.password.hash(body.password);
    const resetLink = new URL("/auth/forgot-password", env.SITE_URL).href;
    const signInLink = new URL("/auth", env.SITE_URL).href;
    const shop = await shopMailIdentity();
    await queueEmail(db, existingAccountMessage({ to: email.trim().toLowerCase(), signInLink, resetLink }, shop));
  }
  return ctx.json(SIGN_UP_ANSWER);
}
