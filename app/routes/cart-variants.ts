// POST /cart/variants: the drawer's current prices and availability (JSON; personal, never cached).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { priceHostedCart } from "~/modules/cart/index.server";
import type { Route } from "./+types/cart-variants";

export async function action({ request }: Route.ActionArgs) {
  const result = await priceHostedCart(await request.json().catch(() => null));
  const headers = { "Cache-Control": PRIVATE_CACHE };
  return result.ok
    ? data({ lines: result.value }, { headers })
    : data({ error: result.error }, { status: result.status, headers });
}
