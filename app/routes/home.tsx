// The home page: hero, feature blurbs, featured products and the newsletter block.
import { data } from "react-router";
import { catalogueCacheHeaders, passCacheHeaders, PRIVATE_CACHE } from "~/lib/cache-control.server";
import { catalog, loadOrEmpty } from "~/modules/catalog/index.server";
import { toCardProduct, FEATURED_FETCH, FEATURED_SHOWN, FeaturedProducts } from "~/modules/catalog";
import { FeatureBlurbs, Hero } from "~/modules/home";
import { NewsletterBlock } from "~/modules/newsletter";
import { DropHero } from "~/modules/drops";
import { loadNextDrop } from "~/modules/drops/index.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const featured = await loadOrEmpty(
    "featured products",
    async () => (await catalog.listProducts({ sort: "featured", pageSize: FEATURED_FETCH })).products,
    [],
  );
  const base = featured.ok ? catalogueCacheHeaders(request) : { "Cache-Control": PRIVATE_CACHE };
  // Drops: the next drop in the hero; the page is cached no longer than until its launch.
  const { hero, headers } = await loadNextDrop(base);
  return data(
    { featured: featured.value.slice(0, FEATURED_SHOWN).map(toCardProduct), problem: featured.problem, drop: hero },
    { headers },
  );
}

export const headers = passCacheHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      {loaderData.drop ? <DropHero drop={loaderData.drop} /> : null}
      <FeatureBlurbs />
      <FeaturedProducts products={loaderData.featured} problem={loaderData.problem} />
      <NewsletterBlock />
    </>
  );
}
