// The home page: hero, feature blurbs, featured products and the newsletter block.
import { data, Link } from "react-router";
import { catalogueCacheHeaders, passCacheHeaders, PRIVATE_CACHE } from "~/lib/cache-control.server";
import { catalog, loadOrEmpty, summaryInCurrency } from "~/modules/catalog/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import { toCardProduct, FEATURED_FETCH, FEATURED_SHOWN, FeaturedProducts } from "~/modules/catalog";
import { FeatureBlurbs, Hero } from "~/modules/home";
import { NewsletterBlock } from "~/modules/newsletter";
import { loadNextDrop } from "~/modules/drops/index.server";
import { homeMeta } from "~/modules/settings";
import { homeWords } from "~/modules/settings/index.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const { presentment, market } = await shopperCurrency(request);
  const featured = await loadOrEmpty(
    "featured products",
    async () => (await catalog.listProducts({ sort: "featured", pageSize: FEATURED_FETCH }, market)).products,
    [],
  );
  const base = featured.ok ? catalogueCacheHeaders(request) : { "Cache-Control": PRIVATE_CACHE };
  // Drops: the next drop in the hero; the page is cached no longer than until its launch.
  const [{ hero, headers }, words] = await Promise.all([loadNextDrop(base), homeWords()]);
  return data(
    {
      featured: featured.value
        .slice(0, FEATURED_SHOWN)
        .map((product) => toCardProduct(summaryInCurrency(product, presentment))),
      problem: featured.problem,
      drop: hero,
      words,
    },
    { headers },
  );
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero words={loaderData.words.hero} />
      {loaderData.drop ? <NextDrop drop={loaderData.drop} /> : null}
      <FeatureBlurbs blurbs={loaderData.words.blurbs} />
      <FeaturedProducts products={loaderData.featured} problem={loaderData.problem} />
      <NewsletterBlock {...loaderData.words.newsletter} />
    </>
  );
}

/** Drops: the next drop under the hero, as the server wrote it (the drop page has the live countdown). */
function NextDrop({ drop }: { drop: NonNullable<Route.ComponentProps["loaderData"]["drop"]> }) {
  return (
    <section aria-labelledby="next-drop-heading" className="mx-auto mt-8 max-w-7xl px-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-6 rounded-[2rem] border-2 border-ink bg-butter p-8">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide">{drop.label}</p>
          <h2 id="next-drop-heading" className="mt-1 text-4xl font-extrabold">
            {drop.name}
          </h2>
          {drop.when ? <p className="mt-2 font-semibold">{drop.when}</p> : null}
          <Link
            to={drop.href}
            className="mt-5 inline-block rounded-full bg-ink px-6 py-3 font-bold text-white hover:bg-lilac-deep"
          >
            See the drop
          </Link>
        </div>
        {drop.heroImage ? <img src={drop.heroImage} alt="" className="max-h-64 rounded-card bg-white" /> : null}
      </div>
    </section>
  );
}
