// GET /print-files/:token.png: a personalised order line's print file for the partner to download,
// behind an unguessable token until it expires (decision 043).
import { printFileByToken } from "~/modules/personalisation/index.server";
import type { Route } from "./+types/print-files.$file";

export async function loader({ params }: Route.LoaderArgs) {
  const png = await printFileByToken(params.file.replace(/\.png$/, ""));
  if (!png) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
