// GET /personalisation/uploads/:id.png: a checked, re-encoded shopper picture (thumbnails, preview).
import { uploadPng } from "~/modules/personalisation/index.server";
import type { Route } from "./+types/personalisation.uploads.$file";

export async function loader({ params }: Route.LoaderArgs) {
  const png = await uploadPng(params.file.replace(/\.png$/, ""));
  if (!png) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "private, max-age=86400",
    },
  });
}
