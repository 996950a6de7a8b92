// /admin/settings/brand: the owner's logo (favicon and link-preview image made from it) and brand
// colours (issue #30, decision 066). Admins only. The logo form posts to /admin/settings/brand/logo;
// an unreadable colour pair answers 400 with the message at its field and saves nothing.
import { data } from "react-router";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { adminTitle, COLOUR_FIELDS, ColoursForm, LogoForm, type BrandColours } from "~/modules/settings";
import { brandHead, coloursSchema, saveColours, storeBrand } from "~/modules/settings/index.server";
import type { Route } from "./+types/admin.settings.brand";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Logo and colours"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [{ colours }, { logo }] = await Promise.all([storeBrand(), brandHead()]);
  return { colours, logo };
}

type ActionData = { colours: BrandColours; errors: FieldErrors; at: number };
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const values = formValues(await request.formData(), COLOUR_FIELDS);
  const parsed = coloursSchema.safeParse(values);
  if (!parsed.success) {
    const typed = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, String(values[field] ?? "")]));
    return data<ActionData>(
      { colours: typed as BrandColours, errors: fieldErrorsOf(parsed.error), at: Date.now() },
      { status: 400 },
    );
  }
  await saveColours(parsed.data);
  return redirectWithToast("/admin/settings/brand", { type: "success", title: "Colours saved" });
}

export default function BrandRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title="Logo and colours">
      <section aria-labelledby="logo-heading" className="max-w-2xl">
        <h2 id="logo-heading" className="mb-4 text-2xl font-extrabold">
          Logo
        </h2>
        <LogoForm logo={loaderData.logo} />
      </section>
      <section aria-labelledby="colours-heading" className="mt-12 max-w-2xl">
        <h2 id="colours-heading" className="mb-4 text-2xl font-extrabold">
          Colours
        </h2>
        <ColoursForm
          key={`colours-${actionData?.at ?? "saved"}`}
          values={actionData?.colours ?? loaderData.colours}
          errors={actionData?.errors ?? {}}
        />
      </section>
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
