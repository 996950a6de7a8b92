// /admin/personalisation: every product with whether shoppers can personalise it, each a link to
// its set-up (decision 043), and its size table's page (decision 059). Native mode only: a
// Shopify store's products show no fields and no size guide.
import { Link } from "react-router";
import { env } from "~/lib/env.server";
import { requireAdmin } from "~/modules/accounts/index.server";
import { sizeGuideSources } from "~/modules/catalog/index.server";
import { productsWithSetups } from "~/modules/personalisation/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.personalisation";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Personalised prints"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [products, tables] = await Promise.all([productsWithSetups(), sizeGuideSources()]);
  return {
    native: env.COMMERCE === "native",
    products: products.map((product) => ({ ...product, sizeTable: tables.get(product.id) ?? null })),
  };
}

const TABLE_STATES = { owner: "yours", partner: "partner's", demo: "demo", none: "none" } as const;

export default function PersonalisationProducts({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Personalised prints</h1>
      <p className="mt-3 text-ink-soft">
        Each product: open it to set up personalisation, or its size table to enter the measurements shoppers see.
      </p>
      {loaderData.native ? null : (
        <p className="mt-4 font-semibold">This store runs in Shopify mode: personalisation is a native-mode feature.</p>
      )}
      <ul aria-label="Products" className="mt-6 divide-y-2 divide-line">
        {loaderData.products.map((product) => (
          <li key={product.id} className="flex items-center justify-between gap-4 py-3">
            <Link to={`/admin/personalisation/${product.id}`} className="font-semibold hover:text-lilac-deep">
              {product.name}
            </Link>
            <span className="flex items-center gap-4 text-sm text-ink-soft">
              {product.enabled ? "Personalisable" : "Off"}
              <Link
                to={`/admin/products/${product.id}/size-guide`}
                // The visible words first (what a voice user says), then which product.
                aria-label={`Size table: ${TABLE_STATES[product.sizeTable ?? "none"]} (${product.name})`}
                className="font-semibold text-lilac-deep underline"
              >
                Size table: {TABLE_STATES[product.sizeTable ?? "none"]}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
