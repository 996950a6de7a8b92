// GET /drops/:slug/status: the server's clock and units left per product, polled by drop pages.
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { dropStatus } from "~/modules/drops/index.server";
import type { Route } from "./+types/drops.$slug.status";

export async function loader({ params }: Route.LoaderArgs) {
  const status = await dropStatus(params.slug);
  const headers = { "Cache-Control": PRIVATE_CACHE };
  if (!status) return data({ error: "Unknown drop" }, { status: 404, headers });
  return data(status, { headers });
}
