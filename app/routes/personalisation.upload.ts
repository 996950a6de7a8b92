// POST /personalisation/upload?product=ID: a shopper's picture (the raw file as the body), checked,
// re-encoded and stored only when valid; answers its id and whether it may print blurry.
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { storeUpload, uploadLimitMessage, UploadRefused } from "~/modules/personalisation/index.server";
import type { Route } from "./+types/personalisation.upload";

export async function action({ request }: Route.ActionArgs) {
  const headers = { "Cache-Control": PRIVATE_CACHE };
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405, headers });
  const productId = new URL(request.url).searchParams.get("product") ?? "";
  const bytes = new Uint8Array(await request.arrayBuffer());
  // Every attempt counts, refused ones too: each check decodes a picture.
  const limited = await uploadLimitMessage(clientIpOf(request.headers));
  if (limited) return data({ error: limited }, { status: 429, headers });
  try {
    return data(await storeUpload(productId, bytes), { headers });
  } catch (error) {
    if (error instanceof UploadRefused) return data({ error: error.message }, { status: 400, headers });
    throw error;
  }
}
