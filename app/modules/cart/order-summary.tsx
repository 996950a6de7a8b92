// The cart's Order Summary: subtotal, discounts, shipping (the flat rate, or "calculated at
// checkout" with partner rates), total and Proceed to Checkout.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { formatPrice } from "~/lib/money";
import { TaxRows } from "~/modules/tax";
import type { CartSummary } from "./cart-summary";

/** A "Discount −$5.00" row, shown only when there is money off. */
export function DiscountRow({ label, amount, currency }: { label: string; amount: number; currency: string }) {
  if (amount <= 0) return null;
  return (
    <div className="flex justify-between font-semibold">
      <dt>{label}</dt>
      <dd aria-label={`${label} −${formatPrice(amount, currency)}`}>−{formatPrice(amount, currency)}</dd>
    </div>
  );
}

/**
 * Shipping, its discount and the total. With partner rates before an address (decision 047): no
 * price, the free-shipping promise as words, and a total before shipping.
 */
export function ShippingAndTotal({
  summary,
  pendingText,
  totalLabel,
  taxPendingText,
}: {
  summary: CartSummary;
  pendingText: string;
  totalLabel: string;
  /** What the tax row says before the address (decision 064). */
  taxPendingText?: string;
}) {
  const { shippingPending: pending } = summary;
  const total = pending ? "Total before shipping" : totalLabel;
  return (
    <>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        {pending ? (
          <dd aria-label={`Shipping ${pendingText.toLowerCase()}`}>{pendingText}</dd>
        ) : (
          <dd aria-label={`Shipping ${formatPrice(summary.shipping, summary.currency)}`}>
            {formatPrice(summary.shipping, summary.currency)}
          </dd>
        )}
      </div>
      {pending && summary.freeShipping ? (
        <div className="flex justify-between font-semibold">
          <dt>Shipping discount</dt>
          <dd aria-label="Shipping discount: cheapest method free">Cheapest method free</dd>
        </div>
      ) : (
        <DiscountRow label="Shipping discount" amount={summary.shippingDiscount} currency={summary.currency} />
      )}
      <TaxRows tax={summary.tax} pendingText={taxPendingText} currency={summary.currency} />
      <div className="flex justify-between border-t-2 border-line pt-3 text-lg font-extrabold">
        <dt>{pending ? "Total before shipping" : "Total"}</dt>
        <dd aria-label={`${total} ${formatPrice(summary.total, summary.currency)}`}>
          {formatPrice(summary.total, summary.currency)}
        </dd>
      </div>
    </>
  );
}

/** `children`: what sits under the figures (the promotion code field). */
export function OrderSummary({ summary, children }: { summary: CartSummary; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="order-summary"
      className="h-fit rounded-card border-2 border-line bg-white p-6 shadow-soft"
    >
      <h2 id="order-summary" className="text-2xl font-bold">
        Order Summary
      </h2>
      <dl className="mt-6 space-y-3">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd aria-label={`Subtotal ${formatPrice(summary.subtotal, summary.currency)}`}>
            {formatPrice(summary.subtotal, summary.currency)}
          </dd>
        </div>
        <DiscountRow label="Discount" amount={summary.discount} currency={summary.currency} />
        <ShippingAndTotal summary={summary} pendingText="Calculated at checkout" totalLabel="Total" />
      </dl>
      {children}
      {summary.checking ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
          <Spinner label="Checking prices" className="scale-75" />
          Checking current prices…
        </p>
      ) : null}
      {summary.blocked ? (
        <>
          <p className="mt-4 text-sm font-semibold text-bubblegum-deep">
            Remove the items that are no longer available to check out.
          </p>
          <Button type="button" size="lg" className="mt-4 w-full" disabled>
            Proceed to Checkout
          </Button>
        </>
      ) : (
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/checkout">Proceed to Checkout</Link>
        </Button>
      )}
    </section>
  );
}
