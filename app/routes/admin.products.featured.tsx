// /admin/products/featured: the owner picks and orders the home page's featured products
// (decision 067). With none picked, the home page keeps its own choice. Admins only; native mode
// (a Shopify store's products are kept at Shopify).
import { data } from "react-router";
import { commerceCapabilities } from "~/commerce/index.server";
import { fieldErrorsOf } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { FEATURED_SHOWN, OrderedProductsForm } from "~/modules/catalog";
import {
  changeFeatured,
  featuredCandidates,
  featuredPicks,
  orderedProductsSchema,
} from "~/modules/catalog/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.products.featured";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Featured products"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const platform = commerceCapabilities().platformName;
  if (platform) return { platform, picks: [], candidates: [] };
  const [picks, candidates] = await Promise.all([featuredPicks(), featuredCandidates()]);
  return { platform: null, picks, candidates };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  if (commerceCapabilities().platformName) throw data("Not found", { status: 404 });
  const parsed = orderedProductsSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: fieldErrorsOf(parsed.error).productId ?? "Choose a product" }, 400);
  const result = await changeFeatured(parsed.data.intent, parsed.data.productId);
  if (!result.ok) return data({ error: result.message }, 400);
  return redirectWithToast("/admin/products/featured", { type: "success", title: result.message });
}

export default function FeaturedProductsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { platform, picks, candidates } = loaderData;
  return (
    <AdminSubpage title="Featured products">
      {platform ? (
        <p>
          This store runs in {platform} mode: its products are kept at {platform}, and the home page features its own
          choice.
        </p>
      ) : (
        <>
          <p className="mb-6 max-w-2xl text-ink-soft">
            The home page shows {FEATURED_SHOWN} products: yours first, in this order, then the newest of each category.
            With none picked, the home page chooses them all.
          </p>
          <OrderedProductsForm
            label="Featured products"
            items={picks}
            candidates={candidates}
            error={actionData?.error}
            empty="No product picked: the home page shows the newest of each category."
          />
        </>
      )}
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
