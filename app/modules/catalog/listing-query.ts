// The listing's URL state (?q=&category=&sort=&page=), parsed leniently: a bad value falls back.
import { z } from "zod";
import { PRODUCT_SORTS, type ProductListQuery, type ProductSort } from "~/commerce/types";

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: "Featured",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

const schema = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().max(60).catch(""),
  sort: z.enum(PRODUCT_SORTS).catch("featured"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type ListingQuery = Required<Pick<ProductListQuery, "q" | "category" | "sort" | "page">>;

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return schema.parse({
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    sort: params.get("sort") ?? "featured",
    page: params.get("page") ?? 1,
  });
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
