// The one Stripe client the configuration names (STRIPE_SECRET_KEY, STRIPE_API_BASE): payments and Stripe Tax share it.
import type Stripe from "stripe";
import { env } from "~/lib/env.server";
import { createStripeClient } from "./stripe.server";

let stripeClient: Stripe | undefined;
export function configuredStripe(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  stripeClient ??= createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  return stripeClient;
}
