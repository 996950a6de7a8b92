// Whole rendered pages kept in memory for anonymous visitors: what a CDN would do with our
// `Cache-Control: public` pages, done in the process so one server without a CDN is fast too.

/** With the catalogue cache's 15 s and the pages' s-maxage of 30 s: a change shows within a minute. */
const TTL_MS = 15_000;
const MAX_ENTRIES = 300;
const MAX_BYTES = 512 * 1024;
/** All pages together: memory stays bounded whatever the mix of pages (decision record 020). */
export const PAGE_CACHE_MAX_TOTAL_BYTES = 16 * 1024 * 1024;

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expires: number;
  /** The CSP nonce written into the body's script tags. */
  nonce?: string;
};

const pages = new Map<string, CachedPage>();
let generation = 0;
let totalBytes = 0;

function forget(key: string) {
  const page = pages.get(key);
  if (!page) return;
  pages.delete(key);
  totalBytes -= page.body.length;
}

/** Pages and bytes held now (the bench and tests read it). */
export function pageCacheSize() {
  return { pages: pages.size, bytes: totalBytes };
}

export function getCachedPage(key: string): CachedPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  if (page.expires <= Date.now()) {
    forget(key);
    return undefined;
  }
  return page;
}

/** The generation a render started in; a page rendered before a clear is not stored after it. */
export function pageCacheGeneration() {
  return generation;
}

/** A page's own s-maxage (seconds) shortens the TTL: a drop's "not yet" page ends at the launch. */
export function storeCachedPage(key: string, page: Omit<CachedPage, "expires">, renderedIn: number) {
  if (renderedIn !== generation || page.body.length > MAX_BYTES) return;
  const cacheControl = page.headers.find(([name]) => name === "cache-control")?.[1] ?? "";
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl);
  const ttl = sMaxAge ? Math.min(TTL_MS, Number(sMaxAge[1]) * 1000) : TTL_MS;
  if (ttl <= 0) return;
  forget(key);
  pages.set(key, { ...page, expires: Date.now() + ttl });
  totalBytes += page.body.length;
  while (pages.size > MAX_ENTRIES || totalBytes > PAGE_CACHE_MAX_TOTAL_BYTES) {
    const oldest = pages.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
}

/** Forgets every page. The catalogue calls it whenever products change. */
export function clearPageCache() {
  generation += 1;
  pages.clear();
  totalBytes = 0;
}
