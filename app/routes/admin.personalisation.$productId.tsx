// /admin/personalisation/:productId: the owner turns personalisation on for a product and sets
// its fields, print area, print size, surcharge, approval hold and word list (decision 043).
import { data, Link } from "react-router";
import { fieldErrorsOf } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAdmin } from "~/modules/accounts/index.server";
import { partnerPrintSize } from "~/modules/fulfilment/index.server";
import { catalog, invalidateCatalogue } from "~/modules/catalog/index.server";
import {
  DEFAULT_SETUP,
  PersonalisationSetupForm,
  personalisationSetupSchema,
  setupFromForm,
} from "~/modules/personalisation";
import { loadSetup, saveSetup } from "~/modules/personalisation/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.personalisation.$productId";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Personalisation"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

async function productOf(id: string) {
  const product = await catalog.getProduct(id);
  if (!product) throw data(null, { status: 404 });
  return product;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await productOf(params.productId);
  const saved = await loadSetup(product.id);
  const partnerSize = await partnerPrintSize(product.id, (saved ?? DEFAULT_SETUP).placement);
  // Until the owner saves their own, the partner's size is the form's default.
  const setup =
    saved ??
    (partnerSize
      ? {
          ...DEFAULT_SETUP,
          printWidth: partnerSize.width,
          printHeight: partnerSize.height,
          dpi: partnerSize.dpi ?? DEFAULT_SETUP.dpi,
        }
      : DEFAULT_SETUP);
  return { product: { id: product.id, name: product.name }, setup, partnerSize };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const product = await productOf(params.productId);
  const parsed = personalisationSetupSchema.safeParse(setupFromForm(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  await saveSetup(product.id, parsed.data);
  // The product page (cached for visitors) shows the fields, or stops showing them, at once.
  invalidateCatalogue();
  return redirectWithToast(`/admin/personalisation/${product.id}`, { type: "success", title: "Personalisation saved" });
}

export default function PersonalisationAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/admin/personalisation" className="text-sm font-semibold text-ink-soft hover:text-ink">
        ← Personalised prints
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Personalisation: {loaderData.product.name}</h1>
      <div className="mt-8">
        <PersonalisationSetupForm
          setup={loaderData.setup}
          errors={actionData?.errors ?? {}}
          partnerSize={loaderData.partnerSize}
        />
      </div>
    </section>
  );
}
