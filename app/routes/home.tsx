// The home page: hero, feature blurbs, featured products and the newsletter block.
import { data } from "react-router";
import { catalogueCacheHeaders, passCacheHeaders, PRIVATE_CACHE } from "~/lib/cache-control.server";
import { catalog, loadOrEmpty } from "~/modules/catalog/index.server";
import { toCardProduct, FEATURED_FETCH, FEATURED_SHOWN, FeaturedProducts } from "~/modules/catalog";
import { FeatureBlurbs, Hero } from "~/modules/home";
import { NewsletterBlock } from "~/modules/newsletter";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const featured = await loadOrEmpty(
    "featured products",
    async () => (await catalog.listProducts({ sort: "featured", pageSize: FEATURED_FETCH })).products,
    [],
  );
  const headers = featured.ok ? catalogueCacheHeaders(request) : { "Cache-Control": PRIVATE_CACHE };
  return data(
    { featured: featured.value.slice(0, FEATURED_SHOWN).map(toCardProduct), problem: featured.problem },
    { headers },
  );
}

export const headers = passCacheHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <FeatureBlurbs />
      <FeaturedProducts products={loaderData.featured} problem={loaderData.problem} />
      <NewsletterBlock />
    </>
  );
}
