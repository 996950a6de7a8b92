// How a listing view (search, product type, sort, page number) becomes Storefront API arguments,
// and where each page starts: Shopify pages by cursor, the listing's URLs by number.
import type { ProductListQuery } from "~/commerce/types";

/** Farthest page a shopper can ask for; reaching it costs one small cursor request per page. */
export const MAX_PAGE = 50;
const CURSOR_TTL_MS = 60_000;

const SORTS = {
  featured: { sortKey: "BEST_SELLING", reverse: false },
  newest: { sortKey: "CREATED_AT", reverse: true },
  "price-asc": { sortKey: "PRICE", reverse: false },
  "price-desc": { sortKey: "PRICE", reverse: true },
} as const;

/** Shopify search syntax from the shopper's words (special characters dropped) and the product type. */
export function searchQuery(query: ProductListQuery): string | undefined {
  const words = (query.q ?? "")
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ""))
    .filter(Boolean)
    .slice(0, 8);
  const parts = [...words];
  if (query.category) parts.push(`product_type:"${query.category.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return parts.length ? parts.join(" ") : undefined;
}

export function listVariables(query: ProductListQuery, first: number) {
  const search = searchQuery(query);
  return { first, ...(search ? { query: search } : {}), ...SORTS[query.sort ?? "featured"] };
}

type CursorTrail = { endCursors: (string | null)[]; lastPage: number | null; expires: number };

/**
 * Remembers each page's end cursor per view, so page n starts after page n-1's cursor;
 * unknown cursors are walked to with a query that reads only page info.
 */
export function createCursorTrails(
  readPageInfo: (variables: Record<string, unknown>) => Promise<{ hasNextPage: boolean; endCursor: string | null }>,
) {
  const trails = new Map<string, CursorTrail>();

  function trailFor(key: string) {
    const now = Date.now();
    let trail = trails.get(key);
    if (!trail || trail.expires < now) {
      trail = { endCursors: [], lastPage: null, expires: now + CURSOR_TTL_MS };
      trails.set(key, trail);
      if (trails.size > 500) trails.delete(trails.keys().next().value!);
    }
    return trail;
  }

  return {
    /** The cursor page `page` starts after (undefined for page 1); null when the page is past the end. */
    async startOf(variables: Record<string, unknown>, page: number): Promise<string | undefined | null> {
      if (page <= 1) return undefined;
      const trail = trailFor(JSON.stringify(variables));
      for (let known = trail.endCursors.length; known < page - 1; known++) {
        if (trail.lastPage !== null) return null;
        const after = trail.endCursors[known - 1] ?? undefined;
        const info = await readPageInfo({ ...variables, ...(after ? { after } : {}) });
        trail.endCursors.push(info.endCursor);
        if (!info.hasNextPage) trail.lastPage = known + 1;
      }
      if (trail.lastPage !== null && page > trail.lastPage) return null;
      return trail.endCursors[page - 2] ?? null;
    },
    /** The view's last page, once a read has found it. */
    lastPageOf(variables: Record<string, unknown>): number | null {
      return trailFor(JSON.stringify(variables)).lastPage;
    },
    /** Records what a page read taught us about where the next page starts. */
    learn(variables: Record<string, unknown>, page: number, info: { hasNextPage: boolean; endCursor: string | null }) {
      const trail = trailFor(JSON.stringify(variables));
      if (trail.endCursors.length === page - 1) trail.endCursors.push(info.endCursor);
      if (!info.hasNextPage) trail.lastPage = page;
    },
  };
}
