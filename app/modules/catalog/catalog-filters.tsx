// Search, category, sort and the filters (size, colour, price, stock) for the listing: a plain GET
// form, so it works before JavaScript loads and every view has a URL; with JavaScript each field
// applies as soon as it changes. On a phone, all but the search wait behind 'Filter & sort' so the
// first products fit the first screen.
import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PRODUCT_SORTS, type ProductFacets } from "~/commerce";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FacetFields } from "./facet-fields";
import { listingHref, parseListingQuery, SORT_LABELS, type ListingQuery } from "./listing-query";

/** One named class (app.css): the listing's HTML is near its budget (decisions 040, 056). */
const select = "catalog-select";

function categoryLabel(category: string) {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** Without scripts the toggle cannot work: show the whole form instead (layout in app.css). */
const NO_SCRIPT_CSS = ".catalog-filter-panel{display:flex!important}.catalog-filter-toggle{display:none!important}";

export function CatalogFilters({
  query,
  categories,
  facets,
}: {
  query: ListingQuery;
  categories: string[];
  facets: ProductFacets | null;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // With JavaScript, go to the tidy URL of the new view (no empty or default values, page 1);
  // without it, the browser submits the same fields as a plain GET.
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const params = new URLSearchParams();
    new FormData(form).forEach((value, name) => params.append(name, String(value)));
    void navigate(listingHref(parseListingQuery(params), { page: 1 }));
  };
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <form
        method="get"
        action="/products"
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        role="search"
        aria-label="Products"
        className="flex flex-col gap-3 rounded-card border-2 border-line bg-white p-3 md:p-4"
        // key: a back/forward navigation resets the fields to what the URL says.
        key={listingHref(query)}
      >
        <SearchRow q={query.q} open={open} onToggle={() => setOpen(!open)} />
        <div id="catalog-filter-panel" className="catalog-filter-panel" data-open={open || undefined}>
          <CategoryAndSortFields query={query} categories={categories} apply={apply} />
          {facets ? <FacetFields query={query} facets={facets} apply={apply} /> : null}
          <Button type="submit">Apply</Button>
        </div>
      </form>
    </>
  );
}

/** The search box, and on a phone the button that shows the rest of the form. */
function SearchRow({ q, open, onToggle }: { q: ListingQuery["q"]; open: boolean; onToggle: () => void }) {
  return (
    <div className="flex items-end gap-2 md:flex-1">
      <div className="flex flex-1 flex-col gap-1.5 text-sm font-semibold">
        <label htmlFor="catalog-search">Search products</label>
        <span className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft"
          />
          <Input
            id="catalog-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Hoodies, pink, sticker…"
            className="pl-9"
          />
        </span>
      </div>
      <button
        type="button"
        className="catalog-filter-toggle"
        aria-expanded={open}
        aria-controls="catalog-filter-panel"
        onClick={onToggle}
      >
        Filter &amp; sort
      </button>
    </div>
  );
}

function CategoryAndSortFields({
  query,
  categories,
  apply,
}: {
  query: ListingQuery;
  categories: string[];
  apply: (form: HTMLFormElement | null) => void;
}) {
  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        Category
        <select
          name="category"
          defaultValue={query.category}
          className={select}
          onChange={(event) => apply(event.currentTarget.form)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </label>
      <SortSelect sort={query.sort} apply={apply} />
    </>
  );
}

/** "Sort by": the listing's and a collection's (decision 067); with scripts it applies at once. */
export function SortSelect({
  sort: current,
  apply,
}: {
  sort: ListingQuery["sort"];
  apply: (form: HTMLFormElement | null) => void;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      Sort by
      <select
        name="sort"
        defaultValue={current}
        className={select}
        onChange={(event) => apply(event.currentTarget.form)}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
