// The checkout form: shipping details, payment, terms. The browser checks first for quick
// feedback; the action decides. Every outcome ends in one of docs/spec.md's toasts.
import { useEffect, useState, type FormEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { findCountry, SHIPPING_COUNTRIES } from "~/lib/countries";
import { formatPrice } from "~/lib/money";
import { readCart, type CartItem, summarizeCart, useCartPricing } from "~/modules/cart";
import { PromotionCodeField, readCode, usePromotionQuote } from "~/modules/promotions";
import { ShippingOptions, useShippingChoice, withShipping, type ShippingRatesAddress } from "~/modules/shipping";
import { checkoutKeyFor, checkoutLines, restartCheckoutAttempt, submitAttempt } from "./checkout-attempt";
import { CheckoutSummary } from "./checkout-summary";
import { CHECKOUT_FAILED, checkoutFailureMessage, type CheckoutFailureKind } from "./checkout-failure";
import { sandboxCardSchema, shippingSchema, type ShippingInput } from "./checkout.schema";
import { SandboxCardFields } from "./sandbox-card-fields";
import { StripePayment } from "./stripe-payment";
import type { CheckoutResult } from "./submit-checkout.server";

export type CheckoutFormProps = {
  items: CartItem[];
  user: { name: string; email: string } | null;
  payments: "sandbox" | "stripe";
  stripePublishableKey: string | null;
  /** SHIPPING_RATES=partner: the shopper picks from live rates (decision 046); else the flat rate. */
  liveShipping?: boolean;
};

const SHIPPING_LABELS: [keyof ShippingInput, string, string][] = [
  ["fullName", "Full name", "name"],
  ["email", "Email", "email"],
  ["address", "Address", "street-address"],
  ["city", "City", "address-level2"],
  ["country", "Country", "country"],
  ["state", "State / Province", "address-level1"],
  ["zipCode", "ZIP / Postal code", "postal-code"],
];

const EMPTY_ADDRESS: ShippingRatesAddress = {
  fullName: "",
  email: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
};

const rateLines = (items: CartItem[]) =>
  checkoutLines(items).map(({ productId, size, color, quantity }) => ({ productId, size, color, quantity }));

/** The address fields as typed, for the shipping quote. */
function addressOf(form: HTMLFormElement): ShippingRatesAddress {
  const data = new FormData(form);
  const value = (name: keyof ShippingRatesAddress) => String(data.get(name) ?? "");
  return {
    fullName: value("fullName"),
    email: value("email"),
    address: value("address"),
    city: value("city"),
    state: value("state"),
    zipCode: value("zipCode"),
    country: value("country"),
  };
}

function errorsOf(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export function CheckoutForm({ items, user, payments, stripePublishableKey, liveShipping }: CheckoutFormProps) {
  const fetcher = useFetcher<CheckoutResult>();
  const navigate = useNavigate();
  const pricing = useCartPricing(items);
  const promotion = usePromotionQuote(items);
  // Shipping (decision 046): options for the address typed so far; the summary follows the choice.
  const [address, setAddress] = useState<ShippingRatesAddress>(EMPTY_ADDRESS);
  const shippingChoice = useShippingChoice(liveShipping ? rateLines(items) : [], address);
  const summary = withShipping(
    summarizeCart(items, pricing.lines, promotion.quote, { shippingAtCheckout: liveShipping }),
    shippingChoice.quote,
    shippingChoice.chosen,
  );
  const [terms, setTerms] = useState(false);
  const [country, setCountry] = useState("");
  const regions = findCountry(country)?.regions;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [stripeFailure, setStripeFailure] = useState<string | null>(null);
  const result = fetcher.data;
  const submitting = fetcher.state !== "idle";
  const fieldErrors = clientErrors ?? (result?.kind === "invalid" ? result.fieldErrors : {});
  const detail = stripeFailure ?? (result?.kind === "error" ? (result.detail ?? null) : null);
  // The Payment Element pays the order made from the cart and the shipping choice as they were
  // submitted; a changed cart or another shipping price needs a new order first (decision 047).
  const [submittedSignature, setSubmittedSignature] = useState<string | null>(null);
  const linesSignature = JSON.stringify(checkoutLines(items));
  const chosen = shippingChoice.chosen;
  const signatureOf = (lines: string) => JSON.stringify([lines, chosen ? [chosen.id, chosen.priceCents] : null]);
  const signature = signatureOf(linesSignature);
  const confirmation = result?.kind === "confirm" && submittedSignature === signature ? result : null;
  const staleConfirmation = result?.kind === "confirm" && !confirmation;

  // Start (or join) this cart's checkout attempt as soon as the page shows it, so a second tab
  // opened on the same cart submits with the same key.
  useEffect(() => {
    checkoutKeyFor(JSON.parse(linesSignature) as ReturnType<typeof checkoutLines>);
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
    if (!user) {
      toast.error("Authentication Required", { description: "Please sign in to complete your purchase." });
      navigate("/auth?redirectTo=/checkout");
      return;
    }
    const cart = readCart();
    if (cart.length === 0) {
      toast.error("Cart Empty", { description: "Add something to your cart before checking out." });
      return;
    }
    if (!terms) {
      toast.error("Terms Required", { description: "Please accept the terms and conditions to continue." });
      return;
    }
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    const shipping = shippingSchema.safeParse(values);
    const card = payments === "sandbox" ? sandboxCardSchema.safeParse(values) : null;
    const errors = {
      ...(shipping.success ? {} : errorsOf(shipping.error.issues)),
      ...(card && !card.success ? errorsOf(card.error.issues) : {}),
    };
    if (Object.keys(errors).length > 0) {
      setClientErrors(errors);
      return;
    }
    setClientErrors(null);
    // The order placed for the earlier choice is for another amount: this one is a new attempt.
    if (staleConfirmation) restartCheckoutAttempt();
    const lines = checkoutLines(cart);
    setSubmittedSignature(signatureOf(JSON.stringify(lines)));
    data.set("lines", JSON.stringify(lines));
    const attempt = submitAttempt(lines);
    data.set("checkoutKey", attempt.key);
    if (attempt.previous) data.set("previousCheckoutKey", attempt.previous);
    data.set("promotionCode", readCode());
    fetcher.submit(data, { method: "post", action: "/checkout" });
  }

  function paidByStripe(orderId: string) {
    toast.success("Payment Successful", { description: "Your order has been confirmed!" });
    navigate(`/order-success?orderId=${orderId}`, { replace: true });
  }

  function stripeFailed(failure: CheckoutFailureKind, detail: string | null) {
    setStripeFailure(detail);
    toast.error(CHECKOUT_FAILED, { description: checkoutFailureMessage(failure) });
  }

  const total = formatPrice(summary.total);
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_24rem]">
      <form
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => {
          const next = addressOf(event.currentTarget);
          if (JSON.stringify(next) !== JSON.stringify(address)) setAddress(next);
        }}
        aria-label="Checkout"
        className="space-y-8"
      >
        <section aria-labelledby="shipping-heading" className="rounded-card border-2 border-line bg-white p-6">
          <h2 id="shipping-heading" className="text-2xl font-bold">
            Shipping Information
          </h2>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            {SHIPPING_LABELS.map(([name, label, autoComplete]) => (
              <div key={name} className={name === "address" || name === "fullName" ? "sm:col-span-2" : undefined}>
                <Field label={label} error={fieldErrors[name]}>
                  {name === "country" ? (
                    <Select
                      name="country"
                      autoComplete="country"
                      value={country}
                      onChange={(event) => setCountry(event.currentTarget.value)}
                    >
                      <option value="">Select a country</option>
                      {SHIPPING_COUNTRIES.map((option) => (
                        <option key={option.code} value={option.code}>
                          {option.name}
                        </option>
                      ))}
                    </Select>
                  ) : name === "state" && regions ? (
                    <Select key={country} name="state" autoComplete={autoComplete} defaultValue="">
                      <option value="">Select a state or province</option>
                      {regions.map((region) => (
                        <option key={region.code} value={region.code}>
                          {region.name}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <Input
                      key={name === "state" ? country : name}
                      name={name}
                      type={name === "email" ? "email" : "text"}
                      autoComplete={autoComplete}
                      defaultValue={name === "email" ? user?.email : name === "fullName" ? user?.name : undefined}
                    />
                  )}
                </Field>
              </div>
            ))}
          </div>
          {liveShipping ? <ShippingOptions choice={shippingChoice} /> : null}
        </section>

        <section aria-labelledby="payment-heading" className="rounded-card border-2 border-line bg-white p-6">
          <h2 id="payment-heading" className="text-2xl font-bold">
            Payment
          </h2>
          <div className="mt-5">
            {payments === "sandbox" ? (
              <SandboxCardFields errors={fieldErrors} />
            ) : confirmation && stripePublishableKey ? (
              <StripePayment
                publishableKey={stripePublishableKey}
                orderId={confirmation.orderId}
                clientSecret={confirmation.clientSecret}
                label={`Pay ${formatPrice(confirmation.total)}`}
                onPaid={() => paidByStripe(confirmation.orderId)}
                onFailed={stripeFailed}
              />
            ) : (
              <p className="text-sm text-ink-soft">
                Card details are entered in Stripe&apos;s secure form once you continue.
              </p>
            )}
          </div>
        </section>

        {detail ? (
          <p role="alert" className="rounded-2xl bg-bubblegum/30 px-4 py-3 font-semibold text-ink">
            {detail}
          </p>
        ) : null}

        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="terms"
            checked={terms}
            onChange={(event) => setTerms(event.currentTarget.checked)}
            className="mt-1 h-5 w-5 accent-lilac-deep"
          />
          <span>
            I agree to the{" "}
            <Link to="/terms" className="font-semibold text-lilac-deep underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-semibold text-lilac-deep underline">
              Privacy Policy
            </Link>
          </span>
        </label>

        {confirmation ? null : (
          <Button type="submit" size="lg" className="w-full" disabled={!terms || submitting || shippingChoice.loading}>
            {submitting
              ? "Processing..."
              : payments !== "sandbox"
                ? "Continue to Payment"
                : summary.shippingPending
                  ? "Place Order"
                  : `Place Order · ${total}`}
          </Button>
        )}
      </form>
      <CheckoutSummary summary={summary}>
        <PromotionCodeField code={promotion.code} quote={promotion.quote} loading={promotion.status === "loading"} />
      </CheckoutSummary>
    </div>
  );
}
