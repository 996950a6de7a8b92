// better-auth: email + password accounts, sessions in the database, httpOnly cookies named
// softdrop.session_token (__Secure-softdrop.session_token over https), reset links by email, and
// email changes confirmed from the new address (decision 068).
import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { queueEmail } from "~/integrations/mail/mailer.server";
import {
  attemptKeys,
  clearAttempts,
  minutesUntilReset,
  recordAttempt,
  refundAttempt,
  RESET_EMAIL_LIMIT,
  RESET_IP_LIMIT,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_IP_LIMIT,
  SIGN_UP_EMAIL_LIMIT,
  SIGN_UP_IP_LIMIT,
} from "./attempt-limits.server";
import { changeEmailMessage, verifyEmailMessage, VERIFY_LINK_TTL_SECONDS } from "./account-emails";
import { logFromBetterAuth } from "./auth-logger.server";
import { holdResetAnswer, markResetStart } from "./reset-timing.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { answerSignUpAlike, boundInputs, SIGN_UP_PATH, type AuthHookContext } from "./auth-hooks.server";
import { deviceCookieAfterSignIn, trustedDeviceFor } from "./device-cookie.server";
import { resolveAuthSecret } from "~/lib/auth-secret.server";
import { CLIENT_IP_HEADER, clientIpOf } from "~/lib/client-ip.server";
import { resetPasswordEmail } from "./reset-email";
import { syncListedAdmin } from "./roles.server";
import { shopMailIdentity } from "~/modules/settings/index.server";

export const MIN_PASSWORD_LENGTH = 6;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const SIGN_IN_PATH = "/sign-in/email";
/** better-auth's email change endpoint: /account calls it, after its own checks; HTTP gets a 404. */
const CHANGE_EMAIL_PATH = "/change-email";
const RESET_PATHS = new Set(["/request-password-reset", "/forget-password"]);

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"}`;

export const tooManySignInsMessage = (minutes: number) =>
  `Too many sign-in attempts. Please try again in ${inMinutes(minutes)}, or reset your password to sign in now.`;
export const tooManySignUpsMessage = (minutes: number) =>
  `Too many sign-ups. Please try again in ${inMinutes(minutes)}.`;

function emailFromBody(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : undefined;
}

/**
 * A sign-in from a browser with this account's device cookie counts against that browser only;
 * any other counts against the account and the client, so a stranger's guesses lock strangers out.
 */
async function limitSignIn(ctx: AuthHookContext, email: string, ip: string | undefined) {
  const device = trustedDeviceFor(cookieHeaderOf(ctx), ctx.context.secret, email);
  if (device) {
    const deviceKey = attemptKeys.signInDevice(device);
    if ((await recordAttempt(deviceKey, SIGN_IN_ACCOUNT_LIMIT)) <= SIGN_IN_ACCOUNT_LIMIT.max) return;
    log.warn({ ip }, "sign-in attempts limited for a known browser");
    throw new APIError("TOO_MANY_REQUESTS", {
      message: tooManySignInsMessage(await minutesUntilReset(deviceKey, SIGN_IN_ACCOUNT_LIMIT)),
    });
  }
  const accountKey = attemptKeys.signInAccount(email);
  const accountCount = await recordAttempt(accountKey, SIGN_IN_ACCOUNT_LIMIT);
  const ipCount = ip ? await recordAttempt(attemptKeys.signInIp(ip), SIGN_IN_IP_LIMIT) : 0;
  if (accountCount > SIGN_IN_ACCOUNT_LIMIT.max || ipCount > SIGN_IN_IP_LIMIT.max) {
    const key = accountCount > SIGN_IN_ACCOUNT_LIMIT.max ? accountKey : attemptKeys.signInIp(ip!);
    const limit = accountCount > SIGN_IN_ACCOUNT_LIMIT.max ? SIGN_IN_ACCOUNT_LIMIT : SIGN_IN_IP_LIMIT;
    log.warn({ ip, accountCount, ipCount }, "sign-in attempts limited");
    throw new APIError("TOO_MANY_REQUESTS", {
      message: tooManySignInsMessage(await minutesUntilReset(key, limit)),
    });
  }
}

const cookieHeaderOf = (ctx: AuthHookContext) => (ctx.headers ?? ctx.request?.headers)?.get("cookie");

/** Before a sign-in, sign-up or reset: counts the attempt and stops it past the limit. */
const limitAttempts = createAuthMiddleware(async (ctx) => {
  boundInputs(ctx);
  const email = emailFromBody(ctx.body);
  if (!email) return;
  const ip = clientIpOf(ctx.headers ?? ctx.request?.headers);
  if (ctx.path === SIGN_IN_PATH) {
    await limitSignIn(ctx, email, ip);
  } else if (ctx.path === SIGN_UP_PATH) {
    // Counted per address and per client, new address or not, so the answer stays the same.
    const emailKey = attemptKeys.signUpEmail(email);
    const emailCount = await recordAttempt(emailKey, SIGN_UP_EMAIL_LIMIT);
    const ipCount = ip ? await recordAttempt(attemptKeys.signUpIp(ip), SIGN_UP_IP_LIMIT) : 0;
    if (emailCount > SIGN_UP_EMAIL_LIMIT.max || ipCount > SIGN_UP_IP_LIMIT.max) {
      const [key, limit] =
        ipCount > SIGN_UP_IP_LIMIT.max
          ? [attemptKeys.signUpIp(ip!), SIGN_UP_IP_LIMIT]
          : [emailKey, SIGN_UP_EMAIL_LIMIT];
      log.warn({ ip, emailCount, ipCount }, "sign-ups limited");
      throw new APIError("TOO_MANY_REQUESTS", {
        message: tooManySignUpsMessage(await minutesUntilReset(key, limit)),
      });
    }
  } else if (RESET_PATHS.has(ctx.path)) {
    markResetStart(ctx);
    const emailCount = await recordAttempt(attemptKeys.resetEmail(email), RESET_EMAIL_LIMIT);
    const ipCount = ip ? await recordAttempt(attemptKeys.resetIp(ip), RESET_IP_LIMIT) : 0;
    if (emailCount > RESET_EMAIL_LIMIT.max || ipCount > RESET_IP_LIMIT.max) {
      throw new APIError("TOO_MANY_REQUESTS", {
        message: "Too many reset requests. Please try again in 15 minutes.",
      });
    }
  }
});

/**
 * After a sign-in: a success clears the counts it was held to, gives the client its attempt back
 * and leaves this account's device cookie in the browser.
 */
const settleAttempts = createAuthMiddleware(async (ctx) => {
  if (RESET_PATHS.has(ctx.path)) return holdResetAnswer(ctx);
  if (ctx.path !== SIGN_IN_PATH) return answerSignUpAlike(ctx);
  const email = emailFromBody(ctx.body);
  if (!email || ctx.context.returned instanceof APIError) return;
  const device = trustedDeviceFor(cookieHeaderOf(ctx), ctx.context.secret, email);
  if (device) await clearAttempts(attemptKeys.signInDevice(device));
  else {
    await clearAttempts(attemptKeys.signInAccount(email));
    const ip = clientIpOf(ctx.headers ?? ctx.request?.headers);
    if (ip) await refundAttempt(attemptKeys.signInIp(ip));
  }
  const cookie = deviceCookieAfterSignIn(cookieHeaderOf(ctx), ctx.context.secret, email);
  ctx.setCookie(cookie.name, cookie.value, cookie.options);
});

export const auth = betterAuth({
  appName: "softdrop",
  baseURL: env.SITE_URL,
  basePath: "/api/auth",
  secret: resolveAuthSecret(),
  trustedOrigins: [env.SITE_URL],
  database: drizzleAdapter(db, {
    provider: "pg",
    schema: {
      user: schema.users,
      session: schema.sessions,
      account: schema.accounts,
      verification: schema.verifications,
      rateLimit: schema.rateLimits,
    },
  }),
  emailAndPassword: {
    enabled: true,
    password: { hash: hashPassword, verify: verifyPassword },
    minPasswordLength: MIN_PASSWORD_LENGTH,
    maxPasswordLength: 128,
    // A sign-up signs no one in, so it can answer the same for an address that has an account.
    autoSignIn: false,
    resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
    revokeSessionsOnPasswordReset: true,
    async sendResetPassword({ user, token }) {
      const link = new URL("/auth/reset-password", env.SITE_URL);
      link.searchParams.set("token", token);
      // An unverified account's name was typed by whoever signed up, maybe not the address's owner.
      const name = user.emailVerified ? user.name : "";
      await queueEmail(db, resetPasswordEmail({ to: user.email, name, link: link.href }, await shopMailIdentity()));
    },
    async onPasswordReset({ user }) {
      // Proving access to the mailbox lifts a sign-in lock on the account.
      await clearAttempts(attemptKeys.signInAccount(user.email));
    },
  },
  // Customers may shop before verifying; the admin role waits for it (roles.server.ts).
  emailVerification: {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: VERIFY_LINK_TTL_SECONDS,
    async sendVerificationEmail({ user, url }) {
      await queueEmail(db, verifyEmailMessage({ to: user.email, link: url }, await shopMailIdentity()));
    },
    async afterEmailVerification(user) {
      await syncListedAdmin(user);
    },
  },
  user: {
    // The link goes to the new address; opening it moves the account there (email-change-link.server.ts).
    changeEmail: {
      enabled: true,
      async sendChangeEmailVerification({ newEmail, url }) {
        await queueEmail(db, changeEmailMessage({ to: newEmail, link: url }, await shopMailIdentity()));
      },
    },
  },
  // Only through /account, which asks the password and answers alike for a taken address; better-auth's
  // own endpoint would change an unverified account's address at once (decision 068).
  disabledPaths: [CHANGE_EMAIL_PATH],
  session: {
    expiresIn: 60 * 60 * 24 * 30,
    updateAge: 60 * 60 * 24,
  },
  // better-auth's own per-address limiter covers requests to /api/auth/*; sign-in through the
  // /auth page is limited by the hooks above (auth.api calls skip the built-in limiter).
  rateLimit: {
    enabled: true,
    storage: "database",
    window: 60,
    max: 100,
    customRules: {
      [SIGN_IN_PATH]: { window: 60, max: 10 },
      "/sign-up/email": { window: 60, max: 10 },
      "/request-password-reset": { window: 60, max: 5 },
      "/forget-password": { window: 60, max: 5 },
    },
  },
  advanced: {
    cookiePrefix: "softdrop",
    useSecureCookies: env.SITE_URL.startsWith("https://"),
    defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
  },
  hooks: { before: limitAttempts, after: settleAttempts },
  databaseHooks: {
    session: {
      create: {
        async after(session) {
          const [user] = await db
            .select({ id: schema.users.id, email: schema.users.email, emailVerified: schema.users.emailVerified })
            .from(schema.users)
            .where(eq(schema.users.id, session.userId));
          if (user) await syncListedAdmin(user);
        },
      },
    },
  },
  logger: { log: logFromBetterAuth },
  telemetry: { enabled: false },
});
