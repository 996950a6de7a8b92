// /brand/{logo,favicon,social}-{version}.png: the images derived from the owner's logo (decision
// 066), re-encoded PNGs from the database. The version changes with every upload, so an address
// is cached for a year and no cache (the browser's, nginx's) ever shows an old logo.
import { brandImage } from "~/modules/settings/index.server";
import type { Route } from "./+types/brand.$file";

export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(logo|favicon|social)-([0-9a-f]{12})\.png$/.exec(params.file);
  const png = match ? await brandImage(match[1]!, match[2]!) : undefined;
  if (!png) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
