// /product/:idOrHandle (and /products/:idOrHandle): one product, found by id first, then handle.
import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { catalogueCacheHeaders, passCacheHeaders } from "~/lib/cache-control.server";
import { env } from "~/lib/env.server";
import { catalog } from "~/modules/catalog/catalog.server";
import { Assurances, ProductDetailSections } from "~/modules/catalog/product-details";
import { ProductGallery } from "~/modules/catalog/product-gallery";
import { ProductPurchase } from "~/modules/catalog/product-purchase";
import { productMeta } from "~/modules/catalog/product-seo";
import type { Route } from "./+types/product";

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await catalog.getProduct(params.idOrHandle);
  if (!product) {
    throw data(null, { status: 404, headers: catalogueCacheHeaders(request) });
  }
  return data({ product, origin: env.SITE_URL }, { headers: catalogueCacheHeaders(request) });
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Product not found — softdrop" }];
  return productMeta(data.product, data.origin);
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-6">
        <Link to="/products" className="inline-flex items-center gap-1 text-sm font-semibold text-ink-soft hover:text-ink">
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to Products
        </Link>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-8">
          <ProductPurchase key={product.id} product={product} />
          <Assurances />
          <ProductDetailSections product={product} />
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold">Product not found</h1>
        <p className="mt-3 text-ink-soft">This piece is not in the shop (any more). Plenty of others are.</p>
        <Button asChild className="mt-8">
          <Link to="/products">Back to Products</Link>
        </Button>
      </section>
    );
  }
  throw error;
}
