// /admin/settings/brand: the owner's logo (favicon and link-preview image made from it) and brand
// colours (issue #30, decision 066). Admins only. An upload over 20 MB is refused from its declared
// length, before its body is read; a refused file or an unreadable colour pair answers 400 with the
// message at its field and saves nothing.
import { data } from "react-router";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { adminTitle, COLOUR_FIELDS, ColoursForm, LogoForm, type BrandColours } from "~/modules/settings";
import {
  brandHead,
  brandImagesFrom,
  coloursSchema,
  LogoRefused,
  MAX_LOGO_BYTES,
  saveColours,
  saveLogoVersion,
  storeBrand,
  storeBrandImages,
} from "~/modules/settings/index.server";
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

type ActionData = { colours?: BrandColours; errors: FieldErrors; at: number };
const refused = (errors: FieldErrors, colours?: BrandColours, status = 400) =>
  data<ActionData>({ errors, at: Date.now(), ...(colours ? { colours } : {}) }, { status });

/** The form's envelope around the file: a multipart body may be this much larger than the file. */
const MULTIPART_ROOM = 64 * 1024;

async function uploadLogo(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_LOGO_BYTES + MULTIPART_ROOM)
    return refused({ logo: "The logo is larger than 20 MB" }, undefined, 413);
  const form = await request.formData();
  if (form.get("intent") === "remove-logo") {
    await saveLogoVersion(null);
    return redirectWithToast("/admin/settings/brand", { type: "success", title: "Logo removed" });
  }
  const file = form.get("logo");
  if (!(file instanceof File) || file.size === 0) return refused({ logo: "Choose a logo file to upload" });
  try {
    const { colours } = await storeBrand();
    const images = await brandImagesFrom(new Uint8Array(await file.arrayBuffer()), colours.background);
    await saveLogoVersion(await storeBrandImages(images));
  } catch (error) {
    if (error instanceof LogoRefused) return refused({ logo: error.message });
    throw error;
  }
  return redirectWithToast("/admin/settings/brand", { type: "success", title: "Logo saved" });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) return uploadLogo(request);
  const values = formValues(await request.formData(), COLOUR_FIELDS);
  const parsed = coloursSchema.safeParse(values);
  if (!parsed.success) {
    const typed = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, String(values[field] ?? "")]));
    return refused(fieldErrorsOf(parsed.error), typed as BrandColours);
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
        <LogoForm key={`logo-${actionData?.at ?? "saved"}`} logo={loaderData.logo} error={actionData?.errors.logo} />
      </section>
      <section aria-labelledby="colours-heading" className="mt-12 max-w-2xl">
        <h2 id="colours-heading" className="mb-4 text-2xl font-extrabold">
          Colours
        </h2>
        <ColoursForm
          key={`colours-${actionData?.at ?? "saved"}`}
          values={actionData?.colours ?? loaderData.colours}
          errors={actionData?.colours ? actionData.errors : {}}
        />
      </section>
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
