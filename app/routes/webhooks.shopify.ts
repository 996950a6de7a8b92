// POST /webhooks/shopify: Shopify's signed order and product webhooks (Shopify mode only).
import { data } from "react-router";
import { env } from "~/lib/env.server";
import { respondToShopifyWebhook } from "~/modules/shopify-orders/index.server";
import type { Route } from "./+types/webhooks.shopify";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  if (env.COMMERCE !== "shopify" || !env.SHOPIFY_WEBHOOK_SECRET) throw data(null, { status: 404 });
  return respondToShopifyWebhook(request, env.SHOPIFY_WEBHOOK_SECRET);
}
