// Server-side guards for loaders and actions: requireUser, requireAdmin.
import { redirect } from "react-router";
import { env } from "~/lib/env.server";
import { getSessionUser, type SessionUser } from "./session.server";

/** A path on this site to return to, or "/" for anything else (other hosts, "//evil", junk). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  try {
    const site = new URL(env.SITE_URL);
    const target = new URL(value, site);
    if (target.origin !== site.origin) return fallback;
    return `${target.pathname}${target.search}${target.hash}`;
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

/** An admin; anyone signed in without the role goes to /, a visitor to /auth first. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw redirect("/");
  return user;
}

/** For /auth: a visitor who is already signed in goes home. */
export async function requireVisitor(request: Request) {
  if (await getSessionUser(request)) throw redirect("/");
}
