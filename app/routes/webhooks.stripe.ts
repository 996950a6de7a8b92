// POST /webhooks/stripe: Stripe's signed events, verified on the raw body (stripe mode only).
import { data } from "react-router";
import { env } from "~/lib/env.server";
import { configuredStripe } from "~/integrations/stripe/client.server";
import { respondToStripeWebhook } from "~/modules/payments/index.server";
import type { Route } from "./+types/webhooks.stripe";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  if (env.PAYMENTS !== "stripe" || !env.STRIPE_WEBHOOK_SECRET) throw data(null, { status: 404 });
  return respondToStripeWebhook(request, { secret: env.STRIPE_WEBHOOK_SECRET, stripe: configuredStripe() });
}
