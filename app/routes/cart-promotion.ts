// POST /cart/promotion: the cart's figures under a promotion code (JSON in, JSON out; personal, never cached).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { getSessionUser } from "~/modules/accounts/index.server";
import { InvalidQuoteError, quoteCart } from "~/modules/promotions/index.server";
import type { Route } from "./+types/cart-promotion";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405 });
  const headers = { "Cache-Control": PRIVATE_CACHE };
  const body: unknown = await request.json().catch(() => null);
  const user = await getSessionUser(request);
  try {
    return data(await quoteCart(body, user?.id ?? null, clientIpOf(request.headers)), { headers });
  } catch (error) {
    if (error instanceof InvalidQuoteError) return data({ error: error.message }, { status: 400, headers });
    throw error;
  }
}
