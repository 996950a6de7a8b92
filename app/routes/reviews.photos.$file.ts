// GET /reviews/photos/:id.png: a review's photo; an approved review's for anyone, the others for
// their uploader and admins only.
import { getSessionUser } from "~/modules/accounts/index.server";
import { reviewPhotoPng } from "~/modules/reviews/index.server";
import type { Route } from "./+types/reviews.photos.$file";

export async function loader({ params, request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const png = await reviewPhotoPng(params.file.replace(/\.png$/, ""), user);
  if (!png) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "private, max-age=86400" },
  });
}
