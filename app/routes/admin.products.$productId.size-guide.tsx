// /admin/products/:productId/size-guide: the owner enters, changes or removes a product's size
// table (issue #34, decision 059). Admins only, in the loader and the action.
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { env } from "~/lib/env.server";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { parseUnit } from "~/lib/size-guide";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { draftFromForm, draftFromGuide, editDraft, SizeGuideForm, type SizeGuideDraft } from "~/modules/catalog";
import {
  removeSizeGuide,
  saveOwnerSizeGuide,
  sizeGuideFieldOf,
  sizeGuideFormSchema,
  sizeGuideProduct,
} from "~/modules/catalog/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.products.$productId.size-guide";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Size table"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

async function productOf(id: string) {
  const product = await sizeGuideProduct(id);
  if (!product) throw data(null, { status: 404 });
  return product;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await productOf(params.productId);
  const unit = parseUnit(new URL(request.url).searchParams.get("unit"));
  return {
    product: { id: product.id, name: product.name, handle: product.handle, source: product.source },
    tableSource: product.sizeGuide?.source ?? null,
    draft: draftFromGuide(product.sizeGuide ?? null, product.sizes, unit),
    native: env.COMMERCE === "native",
  };
}

type ActionData = { draft: SizeGuideDraft; errors: FieldErrors; at: number };

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const product = await productOf(params.productId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const here = `/admin/products/${product.id}/size-guide`;
  if (intent === "remove") {
    await removeSizeGuide(product.id);
    return redirectWithToast(here, { type: "success", title: "Size table removed" });
  }
  const draft = draftFromForm(form);
  const edited = editDraft(draft, intent);
  if (edited) {
    const errors: FieldErrors = edited.error ? { form: edited.error } : {};
    return data<ActionData>({ draft: edited.draft, errors, at: Date.now() });
  }
  const parsed = sizeGuideFormSchema.safeParse(draft);
  if (!parsed.success) {
    return data<ActionData>(
      { draft, errors: fieldErrorsOf(parsed.error, sizeGuideFieldOf), at: Date.now() },
      { status: 400 },
    );
  }
  await saveOwnerSizeGuide(product.id, parsed.data);
  return redirectWithToast(here, { type: "success", title: "Size table saved" });
}

const SOURCE_TEXT = {
  owner: "The product page shows the table you entered. A catalogue sync leaves it alone.",
  partner:
    "The product page shows the partner's table. Saving makes the table yours: later syncs leave it alone until you remove it.",
  demo: "The product page shows the demo catalogue's table. Saving makes the table yours.",
} as const;

export default function SizeTableAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { product, tableSource, native } = loaderData;
  const draft = actionData?.draft ?? loaderData.draft;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Link to={`/admin/products/${product.id}`} className="text-sm font-semibold text-ink-soft hover:text-ink">
        ← {product.name}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Size table: {product.name}</h1>
      <p className="mt-3 text-ink-soft">
        {tableSource ? SOURCE_TEXT[tableSource] : "This product has no size table yet: the product page offers none."}{" "}
        <Link to={`/product/${product.handle}`} className="font-semibold text-lilac-deep underline">
          See the product page
        </Link>
      </p>
      {native ? null : (
        <p className="mt-3 font-semibold">This store runs in Shopify mode: its product pages show no size guide.</p>
      )}
      <div className="mt-8">
        <SizeGuideForm key={actionData?.at ?? "saved"} draft={draft} errors={actionData?.errors ?? {}} />
      </div>
      {tableSource ? (
        <Form method="post" className="mt-10 border-t-2 border-line pt-6">
          <p className="mb-3 text-sm text-ink-soft">
            {product.source === "demo"
              ? "The product page stops offering a size guide."
              : "The product page stops offering a size guide until a partner that publishes one (Printful) sends its table at a catalogue sync."}
          </p>
          <Button type="submit" name="intent" value="remove" variant="danger">
            Remove size table
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
