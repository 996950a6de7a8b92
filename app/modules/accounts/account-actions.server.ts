// What the account pages do, on top of better-auth's server API: each call returns the cookies
// better-auth set (to forward on the redirect) or the server's message for the error toast.
import { APIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { auth } from "./auth.server";

export type AuthOutcome = { ok: true; headers: Headers } | { ok: false; status: number; message: string };

export async function runAuthCall(
  what: string,
  call: () => Promise<{ headers: Headers | null }>,
): Promise<AuthOutcome> {
  try {
    const { headers } = await call();
    return { ok: true, headers: headers ?? new Headers() };
  } catch (error) {
    if (error instanceof APIError) {
      return { ok: false, status: error.statusCode, message: error.body?.message ?? error.message };
    }
    log.error({ err: error }, `${what} failed`);
    return { ok: false, status: 500, message: "Please try again in a moment." };
  }
}

export function signIn(request: Request, input: { email: string; password: string }) {
  return runAuthCall("sign-in", () =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

export function signUp(request: Request, input: { fullName: string; email: string; password: string }) {
  return runAuthCall("sign-up", () =>
    auth.api.signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

export function signOut(request: Request) {
  return runAuthCall("sign-out", () => auth.api.signOut({ headers: request.headers, returnHeaders: true }));
}

export function requestPasswordReset(request: Request, email: string) {
  return runAuthCall("password reset request", () =>
    auth.api.requestPasswordReset({ body: { email }, headers: request.headers, returnHeaders: true }),
  );
}

export function resetPassword(request: Request, input: { token: string; password: string }) {
  return runAuthCall("password reset", () =>
    auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
}

/**
 * Whether a reset link can still be used, so the page can say so before the form is filled in.
 * better-auth stores the token as a verification value named "reset-password:<token>"; the reset
 * itself is the authority and checks again.
 */
export async function isResetTokenUsable(token: string) {
  if (!token || token.length > 512) return false;
  const rows = await db
    .select({ id: schema.verifications.id })
    .from(schema.verifications)
    .where(
      and(
        eq(schema.verifications.identifier, `reset-password:${token}`),
        gt(schema.verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
