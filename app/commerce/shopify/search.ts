// A filtered listing on Shopify (issue #34, decision 056): the Storefront API's search with
// productFilters, and our facets read from its productFilters answer. Search sorts only by
// relevance or price, so "featured" and "newest" fall back to relevance while a filter is on.
import type { FacetOption, ProductFacets, ProductListQuery } from "~/commerce/types";
import type { ShopifySearchFilter } from "~/integrations/shopify/responses";

/** Whether the view narrows by more than words and product type (then the page comes from search). */
export function hasFilters(query: ProductListQuery) {
  return Boolean(
    query.sizes?.length || query.colors?.length || query.minPrice != null || query.maxPrice != null || query.inStock,
  );
}

const SEARCH_SORTS = {
  featured: { sortKey: "RELEVANCE", reverse: false },
  newest: { sortKey: "RELEVANCE", reverse: false },
  "price-asc": { sortKey: "PRICE", reverse: false },
  "price-desc": { sortKey: "PRICE", reverse: true },
} as const;

/** The search term: the shopper's words, special characters dropped ("" searches everything). */
function searchTerm(query: ProductListQuery) {
  return (query.q ?? "")
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ""))
    .filter(Boolean)
    .slice(0, 8)
    .join(" ");
}

const isSize = (filter: ShopifySearchFilter) => /^size$/i.test(filter.label);
const isColor = (filter: ShopifySearchFilter) => /^colou?r$/i.test(filter.label);
const inputOf = (value: { input: unknown }): Record<string, unknown> | null => {
  try {
    const parsed: unknown = typeof value.input === "string" ? JSON.parse(value.input) : value.input;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The productFilters for a view. Sizes and colours become the inputs Shopify itself offered for
 * those labels (matched without case) in `offered`, the unfiltered view's filters; a choice the
 * shop does not offer is dropped, as the native catalogue ignores it.
 */
export function productFilters(query: ProductListQuery, offered: ShopifySearchFilter[]) {
  const filters: Record<string, unknown>[] = [];
  if (query.category) filters.push({ productType: query.category });
  const chosen = (match: (filter: ShopifySearchFilter) => boolean, wanted: string[] = []) => {
    const lower = new Set(wanted.map((value) => value.toLowerCase()));
    for (const filter of offered.filter(match)) {
      for (const value of filter.values) {
        const input = lower.has(value.label.toLowerCase()) ? inputOf(value) : null;
        if (input) filters.push(input);
      }
    }
  };
  chosen(isSize, query.sizes);
  chosen(isColor, query.colors);
  if (query.minPrice != null || query.maxPrice != null) {
    filters.push({
      price: {
        ...(query.minPrice != null ? { min: query.minPrice / 100 } : {}),
        ...(query.maxPrice != null ? { max: query.maxPrice / 100 } : {}),
      },
    });
  }
  if (query.inStock) filters.push({ available: true });
  return filters;
}

export function searchVariables(query: ProductListQuery, first: number, filters: Record<string, unknown>[]) {
  return { first, query: searchTerm(query), productFilters: filters, ...SEARCH_SORTS[query.sort ?? "featured"] };
}

/** The view without its own filters: what every option is, whatever is chosen. */
export function unfilteredVariables(query: ProductListQuery) {
  return searchVariables(query, 1, query.category ? [{ productType: query.category }] : []);
}

/** Every offered size and colour, counted as the filtered search counts them (0 when it leaves one out). */
export function toFacets(offered: ShopifySearchFilter[], counted: ShopifySearchFilter[]): ProductFacets {
  const options = (match: (filter: ShopifySearchFilter) => boolean): FacetOption[] => {
    const counts = new Map(
      counted.filter(match).flatMap((filter) => filter.values.map((value) => [value.label.toLowerCase(), value.count])),
    );
    return offered
      .filter(match)
      .flatMap((filter) =>
        filter.values.map((value): FacetOption => [value.label, counts.get(value.label.toLowerCase()) ?? 0]),
      );
  };
  const inStock = counted.flatMap((filter) => filter.values).find((value) => inputOf(value)?.available === true);
  return { sizes: options(isSize), colors: options(isColor), inStock: inStock?.count ?? 0 };
}
