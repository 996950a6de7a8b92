// Cache-Control for pages a CDN may share: public for anonymous visitors, private for anyone else.
export const PUBLIC_CACHE = "public, s-maxage=30, stale-while-revalidate=600";
export const PRIVATE_CACHE = "private, no-store";

const TOAST_COOKIE = "sd_toast";

/**
 * A request is personal when it carries a session cookie (better-auth names it
 * "<prefix>.session_token", "__Secure-" in front over HTTPS) or a pending toast: the page
 * rendered for it must never be stored by a shared cache.
 */
export function isPersonalRequest(request: Request): boolean {
  return hasPersonalCookie(request.headers.get("Cookie"));
}

export function hasPersonalCookie(cookie: string | null | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(";").some((part) => {
    const name = part.split("=")[0]?.trim() ?? "";
    return name.includes("session_token") || name === TOAST_COOKIE;
  });
}

export function cacheControlFor(request: Request): string {
  return isPersonalRequest(request) ? PRIVATE_CACHE : PUBLIC_CACHE;
}

/** Headers for a loader's `data(…, { headers })`. */
export function catalogueCacheHeaders(request: Request): HeadersInit {
  return { "Cache-Control": cacheControlFor(request), Vary: "Cookie" };
}

/**
 * The route `headers` export for catalogue pages. Route headers functions cannot see the
 * request, so the loader decides and this passes its choice (or a thrown 404's) through; the
 * deepest route's headers function is what React Router sends for the document.
 */
export function passCacheHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders?: Headers;
}): Headers {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  for (const name of ["Cache-Control", "Vary"]) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PRIVATE_CACHE);
  return headers;
}
