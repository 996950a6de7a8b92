// Server-side guards for loaders and actions: requireUser, requireAdmin.
import { data, redirect } from "react-router";
import { env } from "~/lib/env.server";
import { isListedAdminEmail } from "./roles.server";
import { getSessionUser, type SessionUser } from "./session.server";
import { VERIFY_TO_ADMIN } from "./verify-email-notice";

/** "//host", "/\\host" and their encoded forms: a browser reads them as another site. */
const LEAVES_SITE = /^\/(?:[/\\]|%2f|%5c)/i;
// Tabs, newlines and other controls: URL parsers drop them, so "/\t/host" would become "//host".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path on this site to return to, or "/" for anything else (other hosts, "//evil", junk). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048 || !value.startsWith("/")) return fallback;
  if (LEAVES_SITE.test(value) || CONTROL.test(value) || value.includes("\\")) return fallback;
  try {
    const site = new URL(env.SITE_URL);
    const target = new URL(value, site);
    const path = `${target.pathname}${target.search}${target.hash}`;
    // Checked again after parsing: dot segments ("/a/..//host") normalise to a path that leaves.
    if (target.origin !== site.origin || LEAVES_SITE.test(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

export function signInPath(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(back)}`;
}

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInPath(request));
  return user;
}

/**
 * An admin; anyone signed in without the role goes to /, a visitor to /auth first. A listed
 * admin whose email is not verified yet gets a 403 the admin page explains.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.isAdmin) return user;
  if (!user.emailVerified && isListedAdminEmail(user.email)) {
    throw data({ reason: VERIFY_TO_ADMIN, email: user.email }, { status: 403 });
  }
  throw redirect("/");
}

/** For /auth: a visitor who is already signed in goes home. */
export async function requireVisitor(request: Request) {
  if (await getSessionUser(request)) throw redirect("/");
}
