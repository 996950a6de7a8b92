// The checkout form's submit: the browser's checks first (quick feedback), then the action, which
// decides. Every outcome ends in one of docs/spec.md's toasts.
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/toaster";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { orderSuccessPath } from "~/lib/order-number";
import { cartLines, readCart, type CartItem } from "~/modules/cart";
import { readCode } from "~/modules/promotions";
import type { CheckoutShippingOption } from "~/modules/shipping";
import { checkoutKeyFor, restartCheckoutAttempt, submitAttempt } from "./checkout-attempt";
import { CHECKOUT_FAILED, checkoutFailureMessage, type CheckoutFailureKind } from "./checkout-failure";
import { sandboxCardSchema, shippingSchema } from "./checkout.schema";
import type { CheckoutResult } from "./submit-checkout.server";

type Options = {
  items: CartItem[];
  user: { name: string; email: string } | null;
  /** The shop lets shoppers check out without an account (decision 065). */
  guests?: boolean;
  payments: "sandbox" | "stripe";
  terms: boolean;
  /** The shipping the page shows: an order placed for another choice is for another amount. */
  chosen: CheckoutShippingOption | null;
};

/** What the browser can tell before asking the server: a toast, field errors, or nothing. */
function refusalBeforeSubmit(options: Options, values: Record<string, string>): FieldErrors | "refused" | null {
  if (!options.user && !options.guests) {
    toast.error("Authentication Required", { description: "Please sign in to complete your purchase." });
    return "refused";
  }
  if (readCart().length === 0) {
    toast.error("Cart Empty", { description: "Add something to your cart before checking out." });
    return "refused";
  }
  if (!options.terms) {
    toast.error("Terms Required", { description: "Please accept the terms and conditions to continue." });
    return "refused";
  }
  const shipping = shippingSchema.safeParse(values);
  const card = options.payments === "sandbox" ? sandboxCardSchema.safeParse(values) : null;
  const errors = {
    ...(shipping.success ? {} : fieldErrorsOf(shipping.error)),
    ...(card && !card.success ? fieldErrorsOf(card.error) : {}),
  };
  return Object.keys(errors).length ? errors : null;
}

export function useCheckoutSubmit(options: Options) {
  const fetcher = useFetcher<CheckoutResult>();
  const navigate = useNavigate();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [stripeFailure, setStripeFailure] = useState<string | null>(null);
  // The Payment Element pays the order made from the cart and the shipping choice as they were
  // submitted; a changed cart or another shipping price needs a new order first (decision 047).
  const [submittedSignature, setSubmittedSignature] = useState<string | null>(null);
  const result = fetcher.data;
  const linesSignature = JSON.stringify(cartLines(options.items));
  const { chosen } = options;
  const signatureOf = (lines: string) => JSON.stringify([lines, chosen ? [chosen.id, chosen.priceCents] : null]);
  const confirmation = result?.kind === "confirm" && submittedSignature === signatureOf(linesSignature) ? result : null;

  // Start (or join) this cart's checkout attempt as soon as the page shows it, so a second tab
  // opened on the same cart submits with the same key.
  useEffect(() => {
    checkoutKeyFor(JSON.parse(linesSignature) as ReturnType<typeof cartLines>);
  }, [linesSignature]);

  // A paid order redirects to /order-success (which clears the cart); failures toast here.
  useEffect(() => {
    if (result?.kind !== "error") return;
    if (result.restartAttempt) restartCheckoutAttempt();
    toast.error(result.toast.title, { description: result.toast.description });
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStripeFailure(null);
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    const refusal = refusalBeforeSubmit(options, values);
    if (refusal === "refused") {
      if (!options.user && !options.guests) navigate("/auth?redirectTo=/checkout");
      return;
    }
    setClientErrors(refusal);
    if (refusal) return;
    // The order placed for the earlier choice is for another amount: this one is a new attempt.
    if (result?.kind === "confirm" && !confirmation) restartCheckoutAttempt();
    const lines = cartLines(readCart());
    setSubmittedSignature(signatureOf(JSON.stringify(lines)));
    const attempt = submitAttempt(lines);
    data.set("lines", JSON.stringify(lines));
    data.set("checkoutKey", attempt.key);
    if (attempt.previous) data.set("previousCheckoutKey", attempt.previous);
    data.set("promotionCode", readCode());
    fetcher.submit(data, { method: "post", action: "/checkout" });
  }

  return {
    onSubmit,
    submitting: fetcher.state !== "idle",
    confirmation,
    fieldErrors: clientErrors ?? (result?.kind === "invalid" ? result.fieldErrors : {}),
    detail: stripeFailure ?? (result?.kind === "error" ? (result.detail ?? null) : null),
    paidByStripe(orderId: string, linkKey?: string) {
      toast.success("Payment Successful", { description: "Your order has been confirmed!" });
      navigate(orderSuccessPath(orderId, linkKey), { replace: true });
    },
    stripeFailed(failure: CheckoutFailureKind, detail: string | null) {
      setStripeFailure(detail);
      toast.error(CHECKOUT_FAILED, { description: checkoutFailureMessage(failure) });
    },
  };
}
