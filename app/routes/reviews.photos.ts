// POST /reviews/photos: one photo for the review a signed-in customer is writing (the raw file as
// the body), checked and re-encoded by the personalisation uploads' checks, under their limit.
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { getSessionUser } from "~/modules/accounts/index.server";
import { uploadLimitMessage, UploadRefused } from "~/modules/personalisation/index.server";
import { storeReviewPhoto } from "~/modules/reviews/index.server";
import type { Route } from "./+types/reviews.photos";

export async function action({ request }: Route.ActionArgs) {
  const headers = { "Cache-Control": PRIVATE_CACHE };
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405, headers });
  const user = await getSessionUser(request);
  if (!user) return data({ error: "Sign in to add photos to a review" }, { status: 401, headers });
  const bytes = new Uint8Array(await request.arrayBuffer());
  // The same per-client count as personalisation's pictures: each check decodes a picture.
  const limited = await uploadLimitMessage(clientIpOf(request.headers));
  if (limited) return data({ error: limited }, { status: 429, headers });
  try {
    return data(await storeReviewPhoto(user.id, bytes), { headers });
  } catch (error) {
    if (error instanceof UploadRefused) return data({ error: error.message }, { status: 400, headers });
    throw error;
  }
}
