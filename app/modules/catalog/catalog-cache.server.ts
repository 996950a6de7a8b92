// The in-process catalogue cache: home, listing and product reads served from memory until the
// catalogue changes (seed, sync, admin edit call invalidateCatalogue()) or a short TTL passes.
import type { CommerceCatalog } from "~/commerce";
import { log } from "~/lib/log.server";
import { clearPageCache } from "~/lib/page-cache.server";

/**
 * Bounds staleness when another process (a second web server, a sync worker) changed the
 * catalogue. With the page cache's 15 s and a shared cache's s-maxage of 30 s, a change shows
 * everywhere within a minute (decision record 032).
 */
const TTL_MS = 15_000;
const MAX_ENTRIES = 500;
/**
 * All loaded values together, measured as their JSON size (the objects themselves take a small
 * multiple of it): memory stays bounded whatever is browsed (decision record 020).
 */
export const CATALOGUE_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** `good` holds the resolved value, kept to answer with while the source is failing. */
type Entry = { value: Promise<unknown>; expires: number; bytes: number; good?: { value: unknown } };

const entries = new Map<string, Entry>();
let generation = 0;
let totalBytes = 0;

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.bytes;
}

function evict() {
  while (entries.size > MAX_ENTRIES || totalBytes > CATALOGUE_CACHE_MAX_BYTES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
}

/** Entries and (JSON) bytes held now. */
export function catalogueCacheSize() {
  return { entries: entries.size, bytes: totalBytes };
}

/**
 * Returns the cached value for key, or loads it once however many requests ask at the same
 * time (the in-flight promise is what is cached). A failed load is not kept; when an expired
 * answer exists, a failed reload answers with it instead (a partner outage shows the last good page).
 */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    // Least recently used goes first when the map is full: move this key to the end.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const started = generation;
  const lastGood = hit?.good;
  const value = lastGood
    ? load().catch((error: unknown) => {
        log.warn({ err: error, key }, "catalogue reload failed; answering with the last good value");
        return lastGood.value as T;
      })
    : load();
  const entry: Entry = { value, expires: now + TTL_MS, bytes: 0 };
  forget(key);
  entries.set(key, entry);
  value.then(
    (loaded) => {
      if (entries.get(key) !== entry) return;
      entry.good = { value: loaded };
      entry.bytes = Buffer.byteLength(JSON.stringify(loaded) ?? "");
      totalBytes += entry.bytes;
      evict();
    },
    () => {
      if (generation === started && entries.get(key) === entry) forget(key);
    },
  );
  evict();
  return value;
}

/** Forgets every cached catalogue read. Call after anything that changes products or variants. */
export function invalidateCatalogue() {
  generation += 1;
  entries.clear();
  totalBytes = 0;
  clearPageCache();
}

/**
 * Wraps a catalogue so that its public reads are cached. Cart pricing is never cached: it
 * decides what a shopper pays, so it always reads the source of truth.
 */
export function withCatalogueCache(inner: CommerceCatalog): CommerceCatalog {
  return {
    // A market's answers are its own prices: one entry per market.
    listProducts: (query, market) =>
      cached(`list:${market ?? ""}:${JSON.stringify(query)}`, () => inner.listProducts(query, market)),
    getProduct: (idOrHandle, market) =>
      cached(`product:${market ?? ""}:${idOrHandle}`, () => inner.getProduct(idOrHandle, market)),
    listCategories: () => cached("categories", () => inner.listCategories()),
    listSitemapEntries: () => cached("sitemap", () => inner.listSitemapEntries()),
    priceCartLines: (lines, market) => inner.priceCartLines(lines, market),
  };
}
