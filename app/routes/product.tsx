// /product/:idOrHandle (and /products/:idOrHandle): one product, found by id first, then handle.
import { ArrowLeft } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toaster";
import { Button } from "~/components/ui/button";
import { catalogueCacheHeaders, passCacheHeaders, PRIVATE_CACHE } from "~/lib/cache-control.server";
import { env } from "~/lib/env.server";
import { useShopperPanel, type PersonalState } from "~/modules/personalisation";
import { shopperSetup } from "~/modules/personalisation/index.server";
import { formatPrice } from "~/lib/money";
import { currencyOf, presentAmount } from "~/lib/currencies";
import { log } from "~/lib/log.server";
import { useCommerce, useHostedCartKey, addToCart, MAX_LINE_QUANTITY } from "~/modules/cart";
import { catalog, detailInCurrency } from "~/modules/catalog/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import {
  OptionPurchase,
  Assurances,
  ProductDetailSections,
  galleryImages,
  ProductGallery,
  ProductPurchase,
  productMeta,
} from "~/modules/catalog";
import { LazyBackInStock, LazyDropPurchase } from "~/modules/drops";
import { loadDropView } from "~/modules/drops/index.server";
import { ProductReviews } from "~/modules/reviews";
import { productReviews } from "~/modules/reviews/index.server";
import { shopSettingsIdentity } from "~/modules/settings/index.server";
import type { Route } from "./+types/product";

const CART = { addToCart, maxQuantity: MAX_LINE_QUANTITY };

export async function loader({ params, request }: Route.LoaderArgs) {
  const { presentment, market } = await shopperCurrency(request);
  const found = await catalog.getProduct(params.idOrHandle, market).catch((error: unknown) => {
    log.error({ err: error, idOrHandle: params.idOrHandle }, "product load failed");
    throw data(null, { status: 503, headers: { "Cache-Control": PRIVATE_CACHE, "Retry-After": "5" } });
  });
  if (!found) {
    throw data(null, { status: 404, headers: catalogueCacheHeaders(request) });
  }
  const product = detailInCurrency(found, presentment);
  // Drops: the product's drop state, and a cache lifetime that ends at its launch.
  const { view, headers } = await loadDropView([product], catalogueCacheHeaders(request));
  const drop = view.states[product.id];
  if (drop && drop.afterEnd === "remove" && drop.endsAt && Date.parse(drop.endsAt) <= view.serverNow) {
    throw data(null, { status: 404, headers: catalogueCacheHeaders(request) });
  }
  // Personalisation is native-only (decision 043): a Shopify product page shows no fields.
  const setup = env.COMMERCE === "native" ? await shopperSetup(product.id) : null;
  const personalisation = setup && {
    ...setup,
    surcharge: presentAmount(setup.surcharge, presentment),
    currency: currencyOf(presentment),
  };
  // Reviews are ours in both modes, keyed by the handle (decision 058); ?reviews=N pages them.
  const reviews = await productReviews(product.handle, Number(new URL(request.url).searchParams.get("reviews")) || 1);
  const { name, titleSuffix } = await shopSettingsIdentity();
  const shop = { name, titleSuffix };
  return data({ product, origin: env.SITE_URL, dropView: view, personalisation, reviews, shop }, { headers });
}

export const headers = passCacheHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  // The shop comes with the page's own data, and here straight from the root's: the settings
  // module's title helpers would put a chunk on the product page, at its 150 KB budget (decision 061).
  if (!data) return [{ title: `Product not found — ${matches[0].data?.shop.titleSuffix ?? ""}` }];
  const { summary, items } = data.reviews;
  return productMeta(data.product, data.origin, data.shop, {
    average: summary.average,
    count: summary.count,
    items,
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, dropView } = loaderData;
  const drop = dropView.states[product.id];
  const email = (useRouteLoaderData("root") as { user?: { email?: string } | null } | undefined)?.user?.email;
  const { productOptions } = useCommerce();
  const hostedCartKey = useHostedCartKey();
  // The colour picked on this product (a stale pick from the previous product page counts for nothing).
  const [picked, setPicked] = useState<{ productId: string; color: string | null }>();
  const pickedColor = picked?.productId === product.id ? picked.color : null;
  const images = galleryImages(product, pickedColor);
  const personalisation = usePersonalisation(loaderData.personalisation, product.id, pickedColor);
  const purchasePanel = () =>
    productOptions === "generic" && hostedCartKey ? (
      <OptionPurchase
        key={product.id}
        product={product}
        onAdd={async (variant) => {
          // The drawer's cart code loads with the first add, not with every product page.
          const hosted = await import("~/modules/cart/hosted-cart-store");
          hosted.addHostedItem(hostedCartKey, hosted.hostedItemFor(product, variant));
          hosted.setCartDrawerOpen(true);
        }}
      />
    ) : (
      <ProductPurchase
        key={product.id}
        product={product}
        cart={CART}
        onColorChange={(color) => setPicked({ productId: product.id, color })}
        personalisation={personalisation?.slot}
      />
    );
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-6">
        <Link
          to="/products"
          className="inline-flex items-center gap-1 text-sm font-semibold text-ink-soft hover:text-ink"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to Products
        </Link>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2">
        {/* Keyed by its pictures: a new colour's gallery opens on its first (default) picture. */}
        <ProductGallery key={images.join(" ")} images={images} name={product.name} overlay={personalisation?.overlay} />
        <div className="flex flex-col gap-8">
          {drop ? (
            // The drop's code loads only on a drop's product (the server's HTML has it from the start).
            <Suspense fallback={null}>
              <LazyDropPurchase
                state={drop}
                serverNow={dropView.serverNow}
                timeZone={dropView.timeZone}
                email={email}
                title={{ name: product.name, price: formatPrice(product.price.amount, product.price.currencyCode) }}
              >
                {purchasePanel()}
              </LazyDropPurchase>
            </Suspense>
          ) : (
            purchasePanel()
          )}
          {productOptions === "size-color" && !drop && product.variants.some((variant) => !variant.available) ? (
            <Suspense fallback={null}>
              <LazyBackInStock variants={product.variants} email={email} />
            </Suspense>
          ) : null}
          <Assurances />
          <ProductDetailSections product={product} />
        </div>
      </div>
      <ProductReviews reviews={loaderData.reviews} handle={product.handle} shopName={loaderData.shop.name} />
    </article>
  );
}

/** The personalisation fields and live preview, for a product that offers them (loaded lazily). */
function usePersonalisation(
  setup: Route.ComponentProps["loaderData"]["personalisation"],
  productId: string,
  color: string | null,
) {
  const panel = useShopperPanel(setup);
  const [state, setState] = useState<PersonalState | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  if (!setup) return null;
  const current = state ?? panel?.initialPersonalState(setup) ?? null;
  return {
    overlay:
      panel && current ? <panel.PersonalisationPreview setup={setup} value={current.value} color={color} /> : null,
    slot: {
      surcharge: setup.surcharge,
      fields:
        panel && current ? (
          <panel.PersonalisationFields
            setup={setup}
            productId={productId}
            state={current}
            onChange={setState}
            showProblems={showProblems}
          />
        ) : (
          <p className="text-sm text-ink-soft">Loading personalisation…</p>
        ),
      take: () => {
        setShowProblems(true);
        if (!current || Object.keys(current.problems).length) return null;
        return current.value;
      },
    },
  };
}

function LoadFailedToast() {
  useEffect(() => {
    toast.error("Failed to load product");
  }, []);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const failed = isRouteErrorResponse(error) && error.status === 503;
  if (isRouteErrorResponse(error) && (error.status === 404 || failed)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        {failed ? <LoadFailedToast /> : null}
        <h1 className="text-4xl font-extrabold">Product not found</h1>
        <p className="mt-3 text-ink-soft">
          {failed
            ? "We could not load this product just now. Please try again in a moment."
            : "This piece is not in the shop (any more). Plenty of others are."}
        </p>
        <Button asChild className="mt-8">
          <Link to="/products">Back to Products</Link>
        </Button>
      </section>
    );
  }
  throw error;
}
