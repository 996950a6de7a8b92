// /admin/collections: the owner's collections (name, web address, products, where linked) and a
// form for a new one (decision 067). Admins only. In Shopify mode collections are kept at Shopify:
// the page says so and links there.
import { data, Link } from "react-router";
import { commerceCapabilities } from "~/commerce/index.server";
import { env } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { CollectionForm, EMPTY_COLLECTION } from "~/modules/collections";
import { listCollections, readCollectionForm, saveCollection } from "~/modules/collections/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.collections";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Collections"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const platform = commerceCapabilities().platformName;
  if (platform) {
    return { platform: { name: platform, url: `https://${env.SHOPIFY_STORE_DOMAIN}/admin/collections` }, list: [] };
  }
  return { platform: null, list: await listCollections() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  if (commerceCapabilities().platformName) throw data("Not found", { status: 404 });
  const read = readCollectionForm(await request.formData());
  if (!read.ok) return data({ values: read.values, errors: read.errors, at: Date.now() }, 400);
  const saved = await saveCollection(read.input);
  if (!saved.ok) {
    const values = { ...read.input };
    return data({ values, errors: { [saved.field]: saved.message }, at: Date.now() }, 400);
  }
  return redirectWithToast(`/admin/collections/${saved.id}`, {
    type: "success",
    title: `Collection ${read.input.name} created`,
  });
}

const where = (row: { inHeader: boolean; inFooter: boolean }) =>
  [row.inHeader ? "header" : null, row.inFooter ? "footer" : null].filter(Boolean).join(" and ") || "not linked";

export default function AdminCollections({ loaderData, actionData }: Route.ComponentProps) {
  const { platform, list } = loaderData;
  if (platform) {
    return (
      <AdminSubpage title="Collections">
        <p>
          This store runs in {platform.name} mode: its collections are kept at {platform.name}.{" "}
          <a href={platform.url} className="font-semibold text-lilac-deep underline">
            Edit collections at {platform.name}
          </a>
        </p>
      </AdminSubpage>
    );
  }
  return (
    <AdminSubpage title="Collections">
      <p className="mb-6 max-w-2xl text-ink-soft">
        A collection is a page of products in your order, at /collections/ and its web address, linked from the header
        or the footer if you like. Hidden products leave its page.
      </p>
      {list.length ? (
        <ul aria-label="Collections" className="divide-y-2 divide-line rounded-card border-2 border-line bg-white">
          {list.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <Link to={`/admin/collections/${row.id}`} className="font-semibold text-lilac-deep underline">
                {row.name}
              </Link>
              <span className="text-sm text-ink-soft">
                /collections/{row.slug} · {row.products === 1 ? "1 product" : `${row.products} products`} · {where(row)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border-2 border-dashed border-line px-4 py-6 text-center text-ink-soft">
          No collections yet.
        </p>
      )}
      <h2 className="mt-10 mb-4 text-2xl font-extrabold">New collection</h2>
      <CollectionForm
        key={actionData?.at ?? "new"}
        label="New collection"
        values={actionData?.values ?? EMPTY_COLLECTION}
        errors={actionData?.errors ?? {}}
        submit="Create collection"
      />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
