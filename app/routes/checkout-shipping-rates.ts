// POST /checkout/shipping-rates: the shipping options for the cart's lines and the address typed (JSON in, JSON out).
import { data } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { shippingRatesSchema } from "~/modules/shipping";
import { limitShippingQuotes, quoteShipping } from "~/modules/shipping/index.server";
import type { Route } from "./+types/checkout-shipping-rates";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data({ error: "Method not allowed" }, { status: 405 });
  const headers = { "Cache-Control": PRIVATE_CACHE };
  const limited = await limitShippingQuotes(clientIpOf(request.headers));
  if (limited) return data({ error: limited }, { status: 429, headers });
  const parsed = shippingRatesSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return data({ error: "Enter a complete address to see shipping options" }, { status: 400, headers });
  return data(await quoteShipping(parsed.data.lines, parsed.data.address), { headers });
}
