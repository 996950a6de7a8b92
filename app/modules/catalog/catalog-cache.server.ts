// The in-process catalogue cache: home, listing and product reads served from memory until the
// catalogue changes (seed, sync, admin edit call invalidateCatalogue()) or a short TTL passes.
import type { CommerceCatalog } from "~/commerce/types";
import { clearPageCache } from "~/lib/page-cache.server";

/** Bounds staleness when another process (a second web server, a sync worker) changed the catalogue. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

type Entry = { value: Promise<unknown>; expires: number };

const entries = new Map<string, Entry>();
let generation = 0;

/**
 * Returns the cached value for key, or loads it once however many requests ask at the same
 * time (the in-flight promise is what is cached). A failed load is not kept.
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
  const value = load();
  const entry: Entry = { value, expires: now + TTL_MS };
  entries.set(key, entry);
  value.catch(() => {
    if (generation === started && entries.get(key) === entry) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}

/** Forgets every cached catalogue read. Call after anything that changes products or variants. */
export function invalidateCatalogue() {
  generation += 1;
  entries.clear();
  clearPageCache();
}

/**
 * Wraps a catalogue so that its public reads are cached. Cart pricing is never cached: it
 * decides what a shopper pays, so it always reads the source of truth.
 */
export function withCatalogueCache(inner: CommerceCatalog): CommerceCatalog {
  return {
    listProducts: (query) => cached(`list:${JSON.stringify(query)}`, () => inner.listProducts(query)),
    getProduct: (idOrHandle) => cached(`product:${idOrHandle}`, () => inner.getProduct(idOrHandle)),
    listCategories: () => cached("categories", () => inner.listCategories()),
    listSitemapEntries: () => cached("sitemap", () => inner.listSitemapEntries()),
    priceCartLines: (lines) => inner.priceCartLines(lines),
  };
}
