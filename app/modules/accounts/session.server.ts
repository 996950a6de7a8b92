// Who is asking: the signed-in user behind a request's session cookie, with their admin flag.
import { log } from "~/lib/log.server";
import { auth } from "./auth.server";
import { isAdmin, syncListedAdmin } from "./roles.server";

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean; isAdmin: boolean };
export type SessionRead = { user: SessionUser | null; headers: Headers | null };

/** The session cookie's name contains this (softdrop.session_token, __Secure-softdrop.session_token). */
export const SESSION_COOKIE_MARKER = "session_token";

export function hasSessionCookie(cookieHeader: string | null | undefined) {
  return Boolean(cookieHeader?.split(";").some((part) => part.split("=")[0]?.includes(SESSION_COOKIE_MARKER)));
}

// The root loader and the route's loader read the same request; they share one lookup.
const reads = new WeakMap<Request, Promise<SessionRead>>();

async function lookUp(request: Request): Promise<SessionRead> {
  if (!hasSessionCookie(request.headers.get("Cookie"))) return { user: null, headers: null };
  const { response, headers } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { user: null, headers };
  const { id, name, email, emailVerified } = response.user;
  const admin = (await isAdmin(id)) || (await syncListedAdmin({ id, email, emailVerified }).catch(() => false));
  return { user: { id, name, email, emailVerified, isAdmin: admin }, headers };
}

/**
 * Reads the session once per request. `headers` carries the cookie better-auth sets when it
 * extends or ends a session; the root loader forwards it.
 */
export function readSession(request: Request): Promise<SessionRead> {
  let read = reads.get(request);
  if (!read) {
    // A failed lookup (database down) treats the request as a visitor's rather than failing the page.
    read = lookUp(request).catch((error: unknown) => {
      log.error({ err: error }, "session lookup failed");
      return { user: null, headers: null };
    });
    reads.set(request, read);
  }
  return read;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user;
}
