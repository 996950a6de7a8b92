// Express middleware that serves anonymous GETs from the page cache and stores the pages the
// routes themselves marked `Cache-Control: public` (see app/lib/cache-control.server.ts).
import type { RequestHandler } from "express";
import { hasPersonalCookie } from "~/lib/cache-control.server";
import { askedCurrencies } from "~/lib/currencies";
import { getCachedPage, pageCacheGeneration, storeCachedPage, type CachedPage } from "~/lib/page-cache.server";

const KEPT_HEADERS = ["content-type", "cache-control", "vary"];

/** A stored page carries the CSP nonce of the request that rendered it; each hit gets its own. */
function withNonce(page: CachedPage, nonce: string | undefined) {
  if (!page.nonce || !nonce) return page.body;
  return Buffer.from(page.body.toString("utf8").replaceAll(page.nonce, nonce));
}

export function pageCache(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || hasPersonalCookie(req.headers.cookie)) return next();
    // Prices follow the shopper's currency (decision 071): a page is kept per what decides it.
    const asked = askedCurrencies(req.headers.cookie, req.headers["accept-language"]);
    const key = `${req.originalUrl} ${asked.chosen ?? ""}/${asked.region ?? ""}`;
    const hit = getCachedPage(key);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.end(req.method === "HEAD" ? undefined : withNonce(hit, res.locals.cspNonce));
      return;
    }
    if (req.method === "HEAD") return next();

    const renderedIn = pageCacheGeneration();
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.setHeader("X-Page-Cache", "miss");
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (res.statusCode === 200 && cacheControl.startsWith("public") && !res.getHeader("set-cookie")) {
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        });
        const page = { status: 200, headers, body: Buffer.concat(chunks), nonce: res.locals.cspNonce as string };
        storeCachedPage(key, page, renderedIn);
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}
