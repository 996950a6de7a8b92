// Cross-site request forgery protection: a state-changing request must come from this site, as
// its Origin (or, when absent, Referer) header says. Browsers send one of them on every cross-site
// POST; a request with neither is allowed only when it carries no session cookie (scripts, curl).
import type { NextFunction, Request, Response } from "express";
import { env } from "./env.server";
import { log } from "./log.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);
/** Partner webhooks are signed by the partner and verified by signature instead. */
const EXEMPT_PREFIXES = ["/webhooks/"];
const SESSION_COOKIE_MARKER = "session_token";

export type CsrfInput = {
  method: string;
  path: string;
  origin?: string | null;
  referer?: string | null;
  /** The origin the request was sent to, e.g. http://127.0.0.1:3000. */
  ownOrigin: string;
  siteUrl: string;
  cookie?: string | null;
};

export type CsrfVerdict = { allowed: true } | { allowed: false; reason: string };

function originOf(value: string) {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

function carriesSession(cookie: string | null | undefined) {
  return Boolean(cookie?.split(";").some((part) => part.split("=")[0]?.includes(SESSION_COOKIE_MARKER)));
}

export function checkCsrf(input: CsrfInput): CsrfVerdict {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return { allowed: true };
  if (EXEMPT_PREFIXES.some((prefix) => input.path.startsWith(prefix))) return { allowed: true };
  const trusted = new Set([originOf(input.ownOrigin), originOf(input.siteUrl)].filter(Boolean));
  const claimed = input.origin ?? input.referer;
  if (!claimed) {
    return carriesSession(input.cookie)
      ? { allowed: false, reason: "no Origin or Referer on a request with a session" }
      : { allowed: true };
  }
  const origin = originOf(claimed);
  if (origin && trusted.has(origin)) return { allowed: true };
  return { allowed: false, reason: `cross-site ${input.origin ? "Origin" : "Referer"} ${claimed}` };
}

/** Express middleware answering 403 to a state-changing request from another site. */
export function csrfProtection(siteUrl: string = env.SITE_URL) {
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = checkCsrf({
      method: req.method,
      path: req.path,
      origin: req.get("origin"),
      referer: req.get("referer"),
      ownOrigin: `${req.protocol}://${req.get("host") ?? ""}`,
      siteUrl,
      cookie: req.get("cookie"),
    });
    if (verdict.allowed) {
      next();
      return;
    }
    log.warn({ method: req.method, path: req.originalUrl, reason: verdict.reason }, "cross-site request refused");
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
  };
}
