// The checkout form: shipping details, payment, terms, and the summary from the cart's quote.
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatPrice } from "~/lib/money";
import type { FieldErrors } from "~/lib/forms";
import type { CartItem, CartSummary } from "~/modules/cart";
import { PromotionCodeField } from "~/modules/promotions";
import { codeOutcome } from "~/modules/quote";
import { ShippingOptions, type ShippingChoice } from "~/modules/shipping";
import { GuestEmailSection, ShippingFields, TermsField } from "./checkout-fields";
import { CheckoutSummary } from "./checkout-summary";
import { SandboxCardFields } from "./sandbox-card-fields";
import { NEW_ADDRESS, SaveAddressBox, SavedAddressPicker, type SavedAddressOption } from "./saved-address-picker";
import { StripePayment } from "./stripe-payment";
import { addressOf, useCheckoutQuote } from "./use-checkout-quote";
import { useCheckoutSubmit } from "./use-checkout-submit";

export type CheckoutFormProps = {
  items: CartItem[];
  user: { name: string; email: string } | null;
  /** No one is signed in and the shop lets guests check out: the email comes first (decision 065). */
  guests?: boolean;
  /** The signed-in customer's saved addresses, the last used first (decision 065). */
  savedAddresses?: SavedAddressOption[];
  payments: "sandbox" | "stripe";
  stripePublishableKey: string | null;
  /** SHIPPING_RATES=partner: the shopper picks from live rates (decision 046); else the flat rate. */
  liveShipping?: boolean;
};

type Submit = ReturnType<typeof useCheckoutSubmit>;

function ShippingSection(props: {
  fieldErrors: FieldErrors;
  user: CheckoutFormProps["user"];
  guests: boolean;
  shipping: ShippingChoice | null;
  saved: SavedAddressOption[];
  /** The fields now show another address (a saved one was chosen): the quote should price it. */
  onRefilled: () => void;
}) {
  const [chosen, setChosen] = useState(props.saved[0]?.id ?? NEW_ADDRESS);
  const address = props.saved.find((option) => option.id === chosen) ?? null;
  const { onRefilled } = props;
  useEffect(() => {
    if (props.saved.length) onRefilled();
    // Only a new choice refills the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  return (
    <section aria-labelledby="shipping-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="shipping-heading" className="text-2xl font-bold">
        Shipping Information
      </h2>
      <SavedAddressPicker addresses={props.saved} chosen={chosen} onChoose={setChosen} />
      <ShippingFields
        key={chosen}
        fieldErrors={props.fieldErrors}
        user={props.user}
        withoutEmail={props.guests}
        address={address}
      />
      {props.user ? <SaveAddressBox /> : null}
      {props.shipping ? <ShippingOptions choice={props.shipping} /> : null}
    </section>
  );
}

function PaymentSection({ props, submit }: { props: CheckoutFormProps; submit: Submit }) {
  const { confirmation } = submit;
  return (
    <section aria-labelledby="payment-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="payment-heading" className="text-2xl font-bold">
        Payment
      </h2>
      <div className="mt-5">
        {props.payments === "sandbox" ? (
          <SandboxCardFields errors={submit.fieldErrors} />
        ) : confirmation && props.stripePublishableKey ? (
          <StripePayment
            publishableKey={props.stripePublishableKey}
            orderId={confirmation.orderId}
            clientSecret={confirmation.clientSecret}
            label={`Pay ${formatPrice(confirmation.total, confirmation.currency)}`}
            onPaid={() => submit.paidByStripe(confirmation.orderId, confirmation.linkKey)}
            onFailed={submit.stripeFailed}
          />
        ) : (
          <p className="text-sm text-ink-soft">
            Card details are entered in Stripe&apos;s secure form once you continue.
          </p>
        )}
      </div>
    </section>
  );
}

function submitLabel(submitting: boolean, payments: CheckoutFormProps["payments"], summary: CartSummary) {
  if (submitting) return "Processing...";
  if (payments !== "sandbox") return "Continue to Payment";
  return summary.shippingPending ? "Place Order" : `Place Order · ${formatPrice(summary.total, summary.currency)}`;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { items, liveShipping = false } = props;
  const guests = !props.user && Boolean(props.guests);
  const formRef = useRef<HTMLFormElement>(null);
  const [terms, setTerms] = useState(false);
  const checkout = useCheckoutQuote(items, liveShipping);
  const submit = useCheckoutSubmit({ ...props, terms, chosen: checkout.chosen });
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_24rem]">
      <form
        ref={formRef}
        noValidate
        onSubmit={submit.onSubmit}
        onChange={(event) => checkout.onAddress(addressOf(event.currentTarget))}
        aria-label="Checkout"
        className="space-y-8"
      >
        {/* The currency the summary shows: the order is charged in it, or refused (decision 071). */}
        <input type="hidden" name="currency" value={checkout.summary.currency} />
        {guests ? <GuestEmailSection error={submit.fieldErrors.email} /> : null}
        <ShippingSection
          fieldErrors={submit.fieldErrors}
          user={props.user}
          guests={guests}
          saved={props.savedAddresses ?? []}
          onRefilled={() => formRef.current && checkout.onAddress(addressOf(formRef.current))}
          shipping={liveShipping ? checkout.shipping : null}
        />
        <PaymentSection props={props} submit={submit} />
        {submit.detail ? (
          <p role="alert" className="rounded-2xl bg-bubblegum/30 px-4 py-3 font-semibold text-ink">
            {submit.detail}
          </p>
        ) : null}
        <TermsField terms={terms} onChange={setTerms} />
        {submit.confirmation ? null : (
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!terms || submit.submitting || checkout.shipping.loading}
          >
            {submitLabel(submit.submitting, props.payments, checkout.summary)}
          </Button>
        )}
      </form>
      <CheckoutSummary summary={checkout.summary} updating={!checkout.quote.current}>
        <PromotionCodeField
          code={checkout.quote.code}
          quote={checkout.quote.current ? codeOutcome(checkout.quote.quote) : null}
          loading={!checkout.quote.current}
        />
      </CheckoutSummary>
    </div>
  );
}
