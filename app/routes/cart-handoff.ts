// POST /cart/handoff: creates the platform cart and answers its checkout URL (Variant B).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { handOffHostedCart } from "~/modules/cart/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import { refuseHostedHandoff } from "~/modules/drops/index.server";
import type { Route } from "./+types/cart-handoff";

export async function action({ request }: Route.ActionArgs) {
  const body: unknown = await request.json().catch(() => null);
  const headers = { "Cache-Control": PRIVATE_CACHE };
  // Drops: a product before its launch (or after an end that took it off the shop) is refused.
  const refusal = await refuseHostedHandoff(body);
  if (refusal) return data({ error: refusal }, { status: 409, headers });
  // The platform's cart is in the shopper's market: the currency the drawer showed (decision 072).
  const result = await handOffHostedCart(body, (await shopperCurrency(request)).market);
  return result.ok
    ? data(result.value, { headers })
    : data({ error: result.error }, { status: result.status, headers });
}
