// /products: the listing, with search, category, filters, sort and pages all in the URL.
import { Suspense } from "react";
import { data, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { catalogueCacheHeaders, passCacheHeaders, PRIVATE_CACHE } from "~/lib/cache-control.server";
import {
  toCardProduct,
  CatalogFilters,
  catalogueQuery,
  parseListingQuery,
  Pagination,
  ProductGrid,
  SourceProblem,
} from "~/modules/catalog";
import { catalog, loadOrEmpty, summaryInCurrency } from "~/modules/catalog/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import { LazyListingDropLine } from "~/modules/drops";
import { listingDrops, loadDropView } from "~/modules/drops/index.server";
import { StarsLine } from "~/components/ui/stars-line";
import { ratingsOf } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/products";

const PAGE_SIZE = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseListingQuery(new URL(request.url).searchParams);
  const empty = { products: [], total: 0, page: query.page, pageSize: PAGE_SIZE, pageCount: 1 };
  const { presentment, market } = await shopperCurrency(request);
  const [page, categories] = await Promise.all([
    loadOrEmpty(
      "product listing",
      () => catalog.listProducts({ ...catalogueQuery(query), facets: true, pageSize: PAGE_SIZE }, market),
      empty,
    ),
    loadOrEmpty("categories", () => catalog.listCategories(), [] as string[]),
  ]);
  const headers = page.ok && categories.ok ? catalogueCacheHeaders(request) : { "Cache-Control": PRIVATE_CACHE };
  const { products, total, pageCount } = page.value;
  // Drops: each card's drop state; a "not yet" page is cached only until the launch second.
  const [drops, ratings] = await Promise.all([
    loadDropView(products, headers),
    ratingsOf(products.map((product) => product.handle)),
  ]);
  const cards = {
    products: products.map((product) => toCardProduct(summaryInCurrency(product, presentment))),
    total,
    pageCount,
  };
  return data(
    {
      query,
      page: cards,
      categories: categories.value,
      facets: page.value.facets ?? null,
      problem: page.problem,
      // Drops: each card's line; no key at all without drops (the listing's bytes).
      ...(Object.keys(drops.view.states).length ? { drops: listingDrops(drops.view) } : {}),
      // Reviews: each reviewed card's stars and count; no key without any (the listing's bytes).
      ...(Object.keys(ratings).length ? { ratings } : {}),
    },
    { headers: drops.headers },
  );
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const page = data?.query.page ?? 1;
  return [
    pageTitle(matches, page > 1 ? `Shop All (page ${page})` : "Shop All"),
    {
      name: "description",
      content:
        "Discover your next favorite piece: pastel tees, hoodies, crewnecks, caps, totes and stickers, printed on demand.",
    },
  ];
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, page, categories, facets, problem } = loaderData;
  const drops = "drops" in loaderData ? loaderData.drops : undefined;
  const ratings = "ratings" in loaderData ? loaderData.ratings : undefined;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";
  // A cursor-paged source (Shopify) does not count its products: no count line then.
  const count = page.total === null ? null : `${page.total} ${page.total === 1 ? "product" : "products"}`;
  return (
    // Tighter on a phone: the first products belong in the first screen.
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-12">
      <header className="mb-4 text-center sm:mb-8">
        <h1 className="text-4xl font-extrabold sm:text-5xl">Shop All</h1>
        <p className="mt-2 text-ink-soft sm:mt-3 sm:text-lg">Discover your next favorite piece</p>
      </header>
      <CatalogFilters query={query} categories={categories} facets={facets} />
      <div className="mb-3 mt-3 flex min-h-8 items-center justify-between sm:mb-6 sm:mt-6">
        <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
          {count}
        </p>
        {loading ? <Spinner label="Loading products" /> : null}
      </div>
      {page.products.length ? (
        <ProductGrid
          products={page.products}
          label="Products"
          heading="h2"
          badge={(product) => {
            const line = drops?.lines[product.handle];
            // A drop's card line (its code loads only on a page that shows one); the reviews' stars.
            return (
              <>
                {line ? (
                  <Suspense fallback={null}>
                    <LazyListingDropLine line={line} drops={drops} />
                  </Suspense>
                ) : null}
                <StarsLine rating={ratings?.[product.handle]} />
              </>
            );
          }}
        />
      ) : (
        <div className="rounded-card border-2 border-dashed border-line px-6 py-20 text-center">
          <p className="text-2xl font-bold">No products found</p>
          <p className="mt-2 text-ink-soft">Try another search, category or filter.</p>
          <SourceProblem problem={problem} />
        </div>
      )}
      <Pagination query={query} pageCount={page.pageCount} countKnown={page.total !== null} />
    </section>
  );
}
