// /collections/:slug: an owner's collection (decision 067), rendered like the listing: 20 a page,
// the same cards, "Sort by" ("Featured" is the owner's order), its title, description, Open Graph
// tags, canonical URL and a JSON-LD ItemList. Native mode; an unknown slug answers 404.
import { data, Form, useNavigate } from "react-router";
import { StarsLine } from "~/components/ui/stars-line";
import { commerceCapabilities } from "~/commerce/index.server";
import { catalogueCacheHeaders, passCacheHeaders, PRIVATE_CACHE } from "~/lib/cache-control.server";
import { env } from "~/lib/env.server";
import {
  listingHref,
  Pagination,
  parseListingQuery,
  ProductGrid,
  SortSelect,
  SourceProblem,
  toCardProduct,
} from "~/modules/catalog";
import { catalog, loadOrEmpty, summaryInCurrency } from "~/modules/catalog/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import { collectionBySlug } from "~/modules/collections/index.server";
import { ratingsOf } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/collections.$slug";

const PAGE_SIZE = 20;

export async function loader({ request, params }: Route.LoaderArgs) {
  const collection = commerceCapabilities().platformName ? null : await collectionBySlug(params.slug);
  if (!collection) throw data("Not found", { status: 404 });
  const parsed = parseListingQuery(new URL(request.url).searchParams);
  // Only the sort and the page apply here; the listing's filters stay on /products.
  const query = { ...parseListingQuery(new URLSearchParams()), sort: parsed.sort, page: parsed.page };
  const empty = { products: [], total: 0, page: query.page, pageSize: PAGE_SIZE, pageCount: 1 };
  const { presentment, market } = await shopperCurrency(request);
  const page = await loadOrEmpty(
    "collection",
    () =>
      catalog.listProducts(
        { collectionId: collection.id, sort: query.sort, page: query.page, pageSize: PAGE_SIZE },
        market,
      ),
    empty,
  );
  const { products, total, pageCount } = page.value;
  const ratings = await ratingsOf(products.map((product) => product.handle));
  const path = `/collections/${collection.slug}`;
  const url = `${env.SITE_URL}${path}`;
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: collection.name,
    url,
    numberOfItems: total,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: (query.page - 1) * PAGE_SIZE + index + 1,
      url: `${env.SITE_URL}/product/${product.handle}`,
      name: product.name,
    })),
  };
  return data(
    {
      collection: { name: collection.name, description: collection.description, path },
      query,
      page: {
        products: products.map((product) => toCardProduct(summaryInCurrency(product, presentment))),
        total,
        pageCount,
      },
      problem: page.problem,
      ratings,
      seo: { url: query.page > 1 ? `${url}?page=${query.page}` : url, itemList },
    },
    { headers: page.ok ? catalogueCacheHeaders(request) : { "Cache-Control": PRIVATE_CACHE } },
  );
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [pageTitle(matches, "Not found")];
  const { collection, query, seo } = loaded;
  const title = query.page > 1 ? `${collection.name} (page ${query.page})` : collection.name;
  const description = collection.description || `${collection.name}: the collection.`;
  return [
    pageTitle(matches, title),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: collection.name },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.url },
    { "script:ld+json": seo.itemList },
  ];
};

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, query, page, problem, ratings } = loaderData;
  const navigate = useNavigate();
  const count = `${page.total} ${page.total === 1 ? "product" : "products"}`;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-12">
      <header className="mb-4 text-center sm:mb-8">
        <h1 className="text-4xl font-extrabold sm:text-5xl">{collection.name}</h1>
        {collection.description ? (
          <p className="mx-auto mt-2 max-w-2xl text-ink-soft sm:mt-3 sm:text-lg">{collection.description}</p>
        ) : null}
      </header>
      <Form
        method="get"
        action={collection.path}
        aria-label="Sort the collection"
        className="flex flex-wrap items-end justify-between gap-3"
        key={query.sort}
        onSubmit={(event) => {
          event.preventDefault();
          const sort = new FormData(event.currentTarget).get("sort");
          void navigate(
            listingHref({ ...query, sort: (sort as typeof query.sort) ?? query.sort, page: 1 }, {}, collection.path),
          );
        }}
      >
        <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
          {count}
        </p>
        <span className="flex items-end gap-2">
          <SortSelect sort={query.sort} apply={(form) => form?.requestSubmit()} />
          <button type="submit" className="rounded-full bg-lilac px-4 py-2 text-sm font-semibold">
            Sort
          </button>
        </span>
      </Form>
      <div className="mt-6">
        {page.products.length ? (
          <ProductGrid
            products={page.products}
            label="Products"
            heading="h2"
            badge={(product) => <StarsLine rating={ratings[product.handle]} />}
          />
        ) : (
          <div className="rounded-card border-2 border-dashed border-line px-6 py-20 text-center">
            <p className="text-2xl font-bold">No products here yet</p>
            <SourceProblem problem={problem} />
          </div>
        )}
      </div>
      <Pagination query={query} pageCount={page.pageCount} path={collection.path} />
    </section>
  );
}
