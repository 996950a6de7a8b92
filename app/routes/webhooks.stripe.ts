// POST /webhooks/stripe: Stripe's signed events, verified on the raw body (stripe mode only).
import { data } from "react-router";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { configuredStripe } from "~/modules/checkout/payment-provider.server";
import { receiveStripeWebhook } from "~/modules/checkout/stripe-webhook.server";
import type { Route } from "./+types/webhooks.stripe";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  if (env.PAYMENTS !== "stripe" || !env.STRIPE_WEBHOOK_SECRET) throw data(null, { status: 404 });
  const rawBody = await request.text();
  try {
    const result = await receiveStripeWebhook({
      rawBody,
      signature: request.headers.get("stripe-signature"),
      secret: env.STRIPE_WEBHOOK_SECRET,
      stripe: configuredStripe(),
    });
    return Response.json(result.body, { status: result.status });
  } catch (error) {
    // Nothing was recorded (the event id rolls back with its effect): Stripe retries later.
    log.error({ err: error }, "stripe webhook could not be applied");
    return Response.json({ received: false }, { status: 500 });
  }
}
