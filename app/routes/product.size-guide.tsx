// /product/:idOrHandle/size-guide: a product's size table on its own page, where the product
// page's "Size guide" leads without scripts (issue #34); ?unit=cm shows centimetres.
import { data, isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { catalogueCacheHeaders, passCacheHeaders } from "~/lib/cache-control.server";
import { parseUnit } from "~/lib/size-guide";
import { ProductSubpage, SizeGuideTable, UnitSwitch } from "~/modules/catalog";
import { catalog } from "~/modules/catalog/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/product.size-guide";

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await catalog.getProduct(params.idOrHandle);
  if (!product?.sizeGuide) throw data(null, { status: 404, headers: catalogueCacheHeaders(request) });
  const unit = parseUnit(new URL(request.url).searchParams.get("unit"));
  return data(
    { name: product.name, handle: product.handle, guide: product.sizeGuide, unit },
    { headers: catalogueCacheHeaders(request) },
  );
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  pageTitle(matches, data ? `Size guide: ${data.name}` : "Size guide not found"),
];

export default function SizeGuidePage({ loaderData }: Route.ComponentProps) {
  const { name, handle, guide, unit } = loaderData;
  return (
    <ProductSubpage name={name} handle={handle} title="Size guide">
      <p className="mb-6 mt-1 text-ink-soft">{name}</p>
      <form method="get" className="flex flex-wrap items-start gap-3" key={unit}>
        <UnitSwitch unit={unit} />
        <Button type="submit" size="sm" variant="outline">
          Show
        </Button>
      </form>
      <SizeGuideTable guide={guide} unit={unit} Heading="h2" />
    </ProductSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold">No size guide</h1>
        <p className="mt-3 text-ink-soft">This product has no size table.</p>
        <Button asChild className="mt-8">
          <Link to="/products">Back to Products</Link>
        </Button>
      </section>
    );
  }
  throw error;
}
