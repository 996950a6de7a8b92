// /admin/collections/:id: a collection's fields, its products in the owner's order (Up, Down,
// Remove, Add: plain posts that work without JavaScript) and deleting it (decision 067). Admins only.
import { data, Form, Link } from "react-router";
import { commerceCapabilities } from "~/commerce/index.server";
import { fieldErrorsOf } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { OrderedProductsForm } from "~/modules/catalog";
import { orderedProductsSchema } from "~/modules/catalog/index.server";
import { CollectionForm, type CollectionDraft } from "~/modules/collections";
import {
  changeCollectionProducts,
  deleteCollection,
  loadCollection,
  readCollectionForm,
  saveCollection,
} from "~/modules/collections/index.server";
import { Button } from "~/components/ui/button";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.collections.$id";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  adminTitle(matches, loaded ? `Collection: ${loaded.collection.name}` : "Collection"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

async function loadOr404(id: string) {
  const loaded = commerceCapabilities().platformName ? null : await loadCollection(id);
  if (!loaded) throw data("Not found", { status: 404 });
  return loaded;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadOr404(params.id);
}

type ActionData = {
  values?: CollectionDraft;
  errors?: Record<string, string>;
  productError?: string;
  at: number;
};

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const { collection } = await loadOr404(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/admin/collections/${collection.id}`;
  if (intent === "delete") {
    await deleteCollection(collection.id);
    return redirectWithToast("/admin/collections", { type: "success", title: `Collection ${collection.name} deleted` });
  }
  if (intent === "save") {
    const read = readCollectionForm(form);
    if (!read.ok) return data<ActionData>({ values: read.values, errors: read.errors, at: Date.now() }, 400);
    const saved = await saveCollection(read.input, collection.id);
    if (!saved.ok)
      return data<ActionData>({ values: read.input, errors: { [saved.field]: saved.message }, at: Date.now() }, 400);
    return redirectWithToast(here, { type: "success", title: "Collection saved" });
  }
  const parsed = orderedProductsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const productError = fieldErrorsOf(parsed.error).productId ?? "Choose a product";
    return data<ActionData>({ productError, at: Date.now() }, 400);
  }
  const result = await changeCollectionProducts(collection.id, parsed.data.intent, parsed.data.productId);
  if (!result.ok) return data<ActionData>({ productError: result.message, at: Date.now() }, 400);
  return redirectWithToast(here, { type: "success", title: result.message });
}

export default function AdminCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, items, candidates } = loaderData;
  return (
    <AdminSubpage title={`Collection: ${collection.name}`}>
      <p className="mb-8">
        <Link to={`/collections/${collection.slug}`} className="font-semibold text-lilac-deep underline">
          See its page
        </Link>{" "}
        ·{" "}
        <Link to="/admin/collections" className="font-semibold text-lilac-deep underline">
          All collections
        </Link>
      </p>
      <h2 className="mb-4 text-2xl font-extrabold">Products, in your order</h2>
      <OrderedProductsForm
        label="Collection products"
        items={items}
        candidates={candidates}
        error={actionData?.productError}
        empty="No products yet: add the first below."
      />
      <h2 className="mt-10 mb-4 text-2xl font-extrabold">Name and links</h2>
      <CollectionForm
        key={actionData?.at ?? "saved"}
        label="Collection details"
        values={actionData?.values ?? collection}
        errors={actionData?.errors ?? {}}
        submit="Save collection"
      />
      <Form method="post" className="mt-10">
        <input type="hidden" name="intent" value="delete" />
        <Button type="submit" variant="danger">
          Delete collection
        </Button>
      </Form>
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
