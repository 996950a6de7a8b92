// /admin/products: every product the shop has, visible and hidden, synced or demo, with its
// partner, price, cost and margin; each opens its edit form (decision 062). Admins only. In
// Shopify mode the products live at Shopify: the page says so and links there.
import { Link } from "react-router";
import { commerceCapabilities } from "~/commerce/index.server";
import { env } from "~/lib/env.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { OwnerProductList } from "~/modules/catalog";
import { listOwnerProducts } from "~/modules/catalog/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.products";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Products"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const platform = commerceCapabilities().platformName;
  if (platform) {
    return { platform: { name: platform, url: `https://${env.SHOPIFY_STORE_DOMAIN}/admin/products` }, list: null };
  }
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  return { platform: null, list: { q, ...(await listOwnerProducts({ q, page })) } };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { platform, list } = loaderData;
  return (
    <AdminSubpage title="Products">
      {platform || !list ? (
        <p>
          This store runs in {platform?.name} mode: its products, prices and descriptions are kept at {platform?.name}.{" "}
          <a href={platform?.url} className="font-semibold text-lilac-deep underline">
            Edit products at {platform?.name}
          </a>
        </p>
      ) : (
        <>
          <p className="mb-6 text-ink-soft">
            Open a product to change its name, description, category, prices, visibility or what search engines read.
            What you change stays yours: a catalogue sync updates only costs, variants, pictures and stock.{" "}
            <Link to="/admin/personalisation" className="font-semibold text-lilac-deep underline">
              Personalisation and size tables
            </Link>
          </p>
          <p className="mb-6">
            <Link to="/admin/products/featured" className="font-semibold text-lilac-deep underline">
              Featured products: choose and order the home page&apos;s
            </Link>
          </p>
          <OwnerProductList {...list} />
        </>
      )}
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
