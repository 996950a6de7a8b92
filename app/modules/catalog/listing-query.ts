// The listing's URL state (?q=&category=&sort=&page= and the filters ?size=&color=&min=&max=&stock=,
// repeated keys for several values), parsed leniently: a bad value falls back or is dropped, never
// an error. Plain code rather than a zod schema: the filters run it in the browser, and this keeps
// zod out of the listing's JavaScript (decision record 020).
import { PRODUCT_SORTS, type ProductListQuery, type ProductSort } from "~/commerce";

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: "Featured",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

const MAX_VALUES = 20;
const MAX_PRICE = 100_000;

/** The trimmed text, or "" when it is longer than `max`. */
function text(value: string | null, max: number) {
  const trimmed = (value ?? "").trim();
  return trimmed.length <= max ? trimmed : "";
}

/** Each repeated value once (compared without case); empty, over-long and control-character ones dropped. */
function values(params: URLSearchParams, key: string, lower: boolean) {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of params.getAll(key)) {
    const value = text(raw, 30);
    const folded = value.toLowerCase();
    // eslint-disable-next-line no-control-regex -- a NUL cannot reach PostgreSQL's text.
    if (!value || seen.has(folded) || /[\u0000-\u001f\u007f]/.test(value)) continue;
    seen.add(folded);
    kept.push(lower ? folded : value);
  }
  return kept.slice(0, MAX_VALUES);
}

/** Whole dollars or dollars and cents ("20", "19.5", "19.99"); null for anything else. */
function dollars(value: string | null) {
  const trimmed = (value ?? "").trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount <= MAX_PRICE ? amount : null;
}

export type ListingQuery = Required<Pick<ProductListQuery, "q" | "category" | "sort" | "page">> & {
  sizes: string[];
  /** Lower case: a colour is matched without case and written so in the URL. */
  colors: string[];
  /** Dollars as typed; a range given backwards is turned round. */
  min: number | null;
  max: number | null;
  stock: boolean;
};

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get("sort");
  const page = Number(params.get("page") ?? 1);
  let min = dollars(params.get("min"));
  let max = dollars(params.get("max"));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    q: text(params.get("q"), 100),
    category: text(params.get("category"), 60),
    sort: PRODUCT_SORTS.find((known) => known === sort) ?? "featured",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sizes: values(params, "size", false),
    colors: values(params, "color", true),
    min,
    max,
    stock: params.get("stock") === "1",
  };
}

/** What the catalogue is asked for this view: the filters in its terms (prices in cents). */
export function catalogueQuery(query: ListingQuery): ProductListQuery {
  const { min, max, stock, ...rest } = query;
  return {
    ...rest,
    minPrice: min === null ? null : Math.round(min * 100),
    maxPrice: max === null ? null : Math.round(max * 100),
    inStock: stock,
  };
}

/** The URL of the same view on another page (or with other values), omitting defaults; `path`: a collection's page. */
export function listingHref(query: ListingQuery, change: Partial<ListingQuery> = {}, path = "/products") {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.category) params.set("category", next.category);
  for (const size of next.sizes) params.append("size", size);
  for (const color of next.colors) params.append("color", color);
  if (next.min !== null) params.set("min", String(next.min));
  if (next.max !== null) params.set("max", String(next.max));
  if (next.stock) params.set("stock", "1");
  if (next.sort !== "featured") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
