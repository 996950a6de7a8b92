// /admin/products/:productId: the owner edits one product (decision 062). Admins only, in the
// loader and the action; the action checks the form with the same schema the browser used, saves
// nothing on a bad field, and empties the catalogue cache on success.
import { data, Link } from "react-router";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { draftOfProduct, OwnerProductForm, type OwnerProductDraft } from "~/modules/catalog";
import {
  loadOwnerProduct,
  ownerDraftFromForm,
  ownerProductFieldOf,
  ownerProductSchema,
  saveOwnerProduct,
} from "~/modules/catalog/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.products.$productId";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  adminTitle(matches, loaded?.product.name ?? "Product"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

async function productOf(id: string) {
  const loaded = await loadOwnerProduct(id);
  if (!loaded) throw data(null, { status: 404 });
  return loaded;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return productOf(params.productId);
}

type ActionData = { draft: OwnerProductDraft; errors: FieldErrors; at: number };

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const loaded = await productOf(params.productId);
  const draft = ownerDraftFromForm(await request.formData(), loaded.context.variants);
  const parsed = ownerProductSchema(loaded.context).safeParse(draft);
  if (!parsed.success) {
    return data<ActionData>(
      { draft, errors: fieldErrorsOf(parsed.error, ownerProductFieldOf), at: Date.now() },
      { status: 400 },
    );
  }
  await saveOwnerProduct(loaded, parsed.data);
  return redirectWithToast(`/admin/products/${loaded.product.id}`, { type: "success", title: "Product saved" });
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, context } = loaderData;
  const draft = actionData?.draft ?? draftOfProduct(product, context.variants);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/admin/products" className="text-sm font-semibold text-ink-soft hover:text-ink">
        ← Products
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Edit: {product.name}</h1>
      <p className="mt-3 flex flex-wrap gap-x-4 text-ink-soft">
        {product.visible ? (
          <Link to={`/product/${product.handle}`} className="font-semibold text-lilac-deep underline">
            See the product page
          </Link>
        ) : (
          <span>Hidden: shoppers cannot see this product.</span>
        )}
        <Link to={`/admin/products/${product.id}/size-guide`} className="font-semibold text-lilac-deep underline">
          Size table
        </Link>
      </p>
      <div className="mt-8">
        <OwnerProductForm
          key={actionData?.at ?? "saved"}
          draft={draft}
          context={context}
          errors={actionData?.errors ?? {}}
        />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
