// POST /admin/settings/brand/logo: the owner's logo upload (decision 066), a plain multipart form
// post (the request guard lets this path carry a file, up to 20 MB, and refuses a larger body from
// its length before reading it). Admins only. A body that is no multipart form (no browser sends
// one) is a 400 with a message; the form's own refusals go back to the brand page as an error
// toast, and a new logo is saved with its favicon and link-preview image.
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAdmin } from "~/modules/accounts/index.server";
import {
  brandImagesFrom,
  LogoRefused,
  saveLogoVersion,
  storeBrand,
  storeBrandImages,
} from "~/modules/settings/index.server";
import type { Route } from "./+types/admin.settings.brand.logo";

const BACK = "/admin/settings/brand";

export async function action({ request }: Route.ActionArgs) {
  const multipart = request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data");
  const form = multipart ? await request.formData().catch(() => undefined) : undefined;
  if (!form) return data("Send the logo as a multipart form with a file named logo.", { status: 400 });
  await requireAdmin(request);
  if (form.get("intent") === "remove-logo") {
    await saveLogoVersion(null);
    return redirectWithToast(BACK, { type: "success", title: "Logo removed" });
  }
  const file = form.get("logo");
  try {
    if (!(file instanceof File) || file.size === 0) throw new LogoRefused("Choose a logo file to upload");
    const { colours } = await storeBrand();
    const images = await brandImagesFrom(new Uint8Array(await file.arrayBuffer()), colours.background);
    await saveLogoVersion(await storeBrandImages(images));
  } catch (error) {
    if (!(error instanceof LogoRefused)) throw error;
    return redirectWithToast(BACK, { type: "error", title: "Logo not saved", description: error.message });
  }
  return redirectWithToast(BACK, { type: "success", title: "Logo saved" });
}
