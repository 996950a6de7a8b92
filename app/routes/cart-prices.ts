// POST /cart/prices: the cart page's live pricing (JSON in, JSON out; personal, never cached).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { InvalidCartError, priceCart } from "~/modules/cart/index.server";
import type { Route } from "./+types/cart-prices";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405 });
  const body: unknown = await request.json().catch(() => null);
  try {
    return data(await priceCart(body), { headers: { "Cache-Control": PRIVATE_CACHE } });
  } catch (error) {
    if (error instanceof InvalidCartError) {
      return data({ error: error.message }, { status: 400, headers: { "Cache-Control": PRIVATE_CACHE } });
    }
    throw error;
  }
}
