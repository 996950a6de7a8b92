// /drops/:slug: a drop's page (story, countdown, Notify me, its products).
import { data, useRouteLoaderData } from "react-router";
import { catalogueCacheHeaders, passCacheHeaders } from "~/lib/cache-control.server";
import { catalog, summaryInCurrency } from "~/modules/catalog/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import { DropPage } from "~/modules/drops";
import { dropBySlug, loadDropView } from "~/modules/drops/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/drops.$slug";

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await dropBySlug(params.slug);
  if (!found) throw data(null, { status: 404, headers: catalogueCacheHeaders(request) });
  const { presentment, market } = await shopperCurrency(request);
  const details = await Promise.all(found.products.map((row) => catalog.getProduct(row.productHandle, market)));
  const products = details.flatMap((detail) => {
    const product = detail && summaryInCurrency(detail, presentment);
    return product
      ? [
          {
            id: product.id,
            handle: product.handle,
            name: product.name,
            image: product.images[0] ?? null,
            price: product.price.amount,
            currency: product.price.currencyCode,
          },
        ]
      : [];
  });
  const { view, headers } = await loadDropView(products, catalogueCacheHeaders(request));
  const { drop } = found;
  return data(
    {
      drop: {
        id: drop.id,
        name: drop.name,
        slug: drop.slug,
        story: drop.story,
        heroImage: drop.heroImage,
        launchAt: drop.launchAt.toISOString(),
        endsAt: drop.endsAt ? drop.endsAt.toISOString() : null,
      },
      products,
      view,
    },
    { headers },
  );
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [pageTitle(matches, `${data.drop.name}`), { name: "description", content: data.drop.story.slice(0, 160) }]
    : [pageTitle(matches, "Drop not found")];

export default function DropRoute({ loaderData }: Route.ComponentProps) {
  const email = (useRouteLoaderData("root") as { user?: { email?: string } | null } | undefined)?.user?.email;
  return <DropPage data={loaderData} email={email} />;
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Drop not found</h1>
      <p className="mt-3 text-ink-soft">There is no drop at this address.</p>
    </section>
  );
}
