// Opening an emailed verification link (docs/decisions/038-accounts-verification-and-sign-up.md):
// it verifies once; it signs in only the browser that signed up, within half an hour; opened
// anywhere else it verifies the address but hands nothing to the password someone set at
// sign-up: every session ends, the password is replaced, and the mailbox gets a link to choose one.
// An email change's link goes to email-change-link.server.ts (decision 068).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { openEmailChangeLink } from "./email-change-link.server";
import { resetPasswordEmail } from "./reset-email";
import { syncListedAdmin } from "./roles.server";
import { shopMailIdentity } from "~/modules/settings/index.server";

export const VERIFY_EMAIL_PATH = "/api/auth/verify-email";
/** How long after sign-up the link still signs in the browser that signed up. */
export const SIGN_UP_COOKIE_MAX_AGE = 30 * 60;
const SIGN_UP_COOKIE = `${env.SITE_URL.startsWith("https://") ? "__Secure-" : ""}softdrop.sign_up`;
const RESET_LINK_SECONDS = 60 * 60;

/** What the sign-up cookie holds for a new account: only the server can make it. */
export function signUpProof(secret: string, userId: string) {
  return createHmac("sha256", secret).update(`sign-up:${userId}`).digest("base64url");
}

/**
 * The cookie a sign-up answers with: the proof for a new account, random bytes of the same length
 * for an address that already had one (so the two answers still look alike). Sent back only to
 * the verification link's path.
 */
export function signUpCookie(secret: string, userId: string | undefined) {
  return {
    name: SIGN_UP_COOKIE,
    value: userId ? signUpProof(secret, userId) : randomBytes(32).toString("base64url"),
    options: {
      maxAge: SIGN_UP_COOKIE_MAX_AGE,
      path: VERIFY_EMAIL_PATH,
      httpOnly: true,
      sameSite: "lax" as const,
      secure: env.SITE_URL.startsWith("https://"),
    },
  };
}

function cookieValue(request: Request, name: string) {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The claims of a verification link's token (better-auth signs an HS256 JWT with the auth secret),
 * or undefined when it is forged, broken or expired: better-auth then answers the error itself.
 */
export function readLinkToken(token: string, secret: string, now = Date.now()) {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return undefined;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  if (!sameText(signature, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      email?: unknown;
      updateTo?: unknown;
      exp?: unknown;
    };
    if (typeof claims.email !== "string" || typeof claims.exp !== "number" || claims.exp * 1000 < now) {
      return undefined;
    }
    // An email change's link (decision 068) names the address the account moves to.
    return { email: claims.email, updateTo: typeof claims.updateTo === "string" ? claims.updateTo : undefined };
  } catch {
    return undefined;
  }
}

type AuthLike = {
  handler: (request: Request) => Promise<Response>;
  $context: Promise<{
    secret: string;
    password: { hash: (password: string) => Promise<string> };
    internalAdapter: {
      findUserByEmail: (
        email: string,
      ) => Promise<{ user: { id: string; email: string; emailVerified: boolean } } | null>;
      deleteSessions: (userId: string) => Promise<void>;
      createVerificationValue: (data: { identifier: string; value: string; expiresAt: Date }) => Promise<unknown>;
    };
  }>;
};

const alreadyVerified = () =>
  redirectWithToast("/", { type: "info", title: "Your email is already verified.", description: "Nothing changed." });

/** GET /api/auth/verify-email, before better-auth sees it. */
export async function openVerificationLink(auth: AuthLike, request: Request): Promise<Response> {
  const context = await auth.$context;
  const claims = readLinkToken(new URL(request.url).searchParams.get("token") ?? "", context.secret);
  if (!claims) return auth.handler(request);
  if (claims.updateTo) return openEmailChangeLink({ email: claims.email, updateTo: claims.updateTo });
  const found = await context.internalAdapter.findUserByEmail(claims.email);
  if (!found) return auth.handler(request);
  const { user } = found;
  if (user.emailVerified) return alreadyVerified();

  const proof = cookieValue(request, SIGN_UP_COOKIE);
  if (proof && sameText(proof, signUpProof(context.secret, user.id))) {
    // The browser that chose the password opened the mail: verify and sign in, as before.
    return auth.handler(request);
  }

  // Someone else may have chosen the password: the address's owner chooses a new one.
  const claimed = await db
    .update(schema.users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(schema.users.id, user.id), eq(schema.users.emailVerified, false)))
    .returning({ id: schema.users.id });
  if (claimed.length === 0) return alreadyVerified();
  const unusable = await context.password.hash(randomBytes(32).toString("hex"));
  await db
    .update(schema.accounts)
    .set({ password: unusable, updatedAt: new Date() })
    .where(and(eq(schema.accounts.userId, user.id), eq(schema.accounts.providerId, "credential")));
  await context.internalAdapter.deleteSessions(user.id);
  await syncListedAdmin({ ...user, emailVerified: true });
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  const link = new URL("/auth/reset-password", env.SITE_URL);
  link.searchParams.set("token", token);
  await queueEmail(db, resetPasswordEmail({ to: user.email, name: "", link: link.href }, await shopMailIdentity()));
  log.info({ userId: user.id }, "address verified from another browser; password to be chosen by its owner");
  return redirectWithToast("/", {
    type: "success",
    title: "Email verified!",
    description: "To finish, choose your password: we emailed you a link.",
  });
}
