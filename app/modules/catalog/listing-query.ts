// The listing's URL state (?q=&category=&sort=&page=), parsed leniently: a bad value falls back.
// Plain code rather than a zod schema: the filters run it in the browser, and this keeps zod out
// of the listing's JavaScript (decision record 020).
import { PRODUCT_SORTS, type ProductListQuery, type ProductSort } from "~/commerce";

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: "Featured",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

/** The trimmed text, or "" when it is longer than `max`. */
function text(value: string | null, max: number) {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= max ? trimmed : "";
}

export type ListingQuery = Required<Pick<ProductListQuery, "q" | "category" | "sort" | "page">>;

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get("sort");
  const page = Number(params.get("page") ?? 1);
  return {
    q: text(params.get("q"), 100),
    category: text(params.get("category"), 60),
    sort: PRODUCT_SORTS.find((known) => known === sort) ?? "featured",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL of the same view on another page (or with other values), omitting defaults. */
export function listingHref(query: ListingQuery, change: Partial<ListingQuery> = {}) {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.category) params.set("category", next.category);
  if (next.sort !== "featured") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}
