// POST /cart/handoff: creates the platform cart and answers its checkout URL (Variant B).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { handOffHostedCart } from "~/modules/cart/index.server";
import type { Route } from "./+types/cart-handoff";

export async function action({ request }: Route.ActionArgs) {
  const result = await handOffHostedCart(await request.json().catch(() => null));
  const headers = { "Cache-Control": PRIVATE_CACHE };
  return result.ok
    ? data(result.value, { headers })
    : data({ error: result.error }, { status: result.status, headers });
}
