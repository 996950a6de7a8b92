// Stripe's Payment Element: Stripe.js is loaded only in stripe mode, and the card never touches
// our server. The browser confirms the order's PaymentIntent; the webhook records the result.
import type { CheckoutFailureKind } from "./checkout-failure";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { Stripe, StripeElements } from "@stripe/stripe-js";

/**
 * Stripe.js through Stripe's own loader (its "pure" entry injects the script only when called),
 * imported on first use so the checkout's bundle stays within its budget in sandbox mode.
 */
async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error("Stripe.js could not be loaded");
  return stripe;
}

export type StripePaymentProps = {
  publishableKey: string;
  orderId: string;
  clientSecret: string;
  label: string;
  onPaid(): void;
  /** Receives an error text for docs/spec.md's 'Checkout Failed' message rules. */
  /** Why the payment failed, as a type, and the provider's words to show beside the form. */
  onFailed(failure: CheckoutFailureKind, detail: string | null): void;
};

export function StripePayment({ publishableKey, orderId, clientSecret, label, onPaid, onFailed }: StripePaymentProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [paying, setPaying] = useState(false);
  const failedRef = useRef(onFailed);
  useEffect(() => {
    failedRef.current = onFailed;
  });

  useEffect(() => {
    let element: { destroy(): void } | undefined;
    let cancelled = false;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret, appearance: { theme: "stripe" } });
        const payment = elements.create("payment");
        payment.mount(mountRef.current);
        element = payment;
        setReady({ stripe, elements });
      })
      // The script did not arrive: a connection problem, whatever the browser says.
      .catch((error: unknown) => failedRef.current("network", error instanceof Error ? error.message : null));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function pay() {
    if (!ready) return;
    setPaying(true);
    const returnUrl = new URL(`/order-success?orderId=${orderId}`, window.location.origin).toString();
    const { error, paymentIntent } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      redirect: "if_required",
      confirmParams: { return_url: returnUrl },
    });
    setPaying(false);
    if (error) {
      if (error.type === "api_connection_error") onFailed("network", null);
      else onFailed("payment-declined", error.message || null);
      return;
    }
    if (paymentIntent && (paymentIntent.status === "succeeded" || paymentIntent.status === "processing")) onPaid();
    else onFailed("payment-declined", "The payment was not completed");
  }

  return (
    <div className="space-y-4">
      <div ref={mountRef} aria-label="Card details" />
      {!ready ? <Spinner label="Loading secure payment form" /> : null}
      <Button type="button" size="lg" className="w-full" disabled={!ready || paying} onClick={pay}>
        {paying ? "Processing..." : label}
      </Button>
    </div>
  );
}
