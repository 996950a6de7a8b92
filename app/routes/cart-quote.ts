// POST /cart/quote: the cart's and checkout's figures from the quote (JSON in, JSON out; personal, never cached).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { getSessionUser } from "~/modules/accounts/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";
import { answerQuoteRequest } from "~/modules/quote/index.server";
import type { Route } from "./+types/cart-quote";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405 });
  const headers = { "Cache-Control": PRIVATE_CACHE };
  const body: unknown = await request.json().catch(() => null);
  const [user, { presentment, market }] = await Promise.all([getSessionUser(request), shopperCurrency(request)]);
  const answer = await answerQuoteRequest(body, user?.id ?? null, clientIpOf(request.headers), {
    currency: presentment,
    market,
  });
  if (!answer.ok) return data({ error: answer.error }, { status: answer.status, headers });
  return data(answer.quote, { headers });
}
