// The providers by name: the one PAYMENTS chooses for new payments, and the one that took a
// payment (by the name on its row) for its refunds and cancels.
import { configuredStripe } from "~/integrations/stripe/client.server";
import { env } from "~/lib/env.server";
import type { PaymentProvider } from "./provider.server";
import { sandboxProvider } from "./sandbox-provider.server";
import { stripeProvider } from "./stripe-provider.server";

const PROVIDERS: Record<PaymentProvider["name"], () => PaymentProvider> = {
  sandbox: () => sandboxProvider,
  stripe: () => stripeProvider(configuredStripe()),
};

/** The provider that took a payment, by the name recorded on its row. */
export function providerNamed(name: string | null): PaymentProvider {
  const make = name && Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name as PaymentProvider["name"]] : undefined;
  if (!make) throw new Error(`Unknown payment provider '${name}'`);
  return make();
}

/** The provider chosen by PAYMENTS. */
export function paymentProvider(): PaymentProvider {
  return providerNamed(env.PAYMENTS);
}
