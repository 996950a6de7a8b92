// The cart's Order Summary: subtotal, flat shipping, total and Proceed to Checkout.
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { formatPrice } from "~/lib/money";
import type { CartSummary } from "./cart-summary";

export function OrderSummary({ summary }: { summary: CartSummary }) {
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
          <dd aria-label={`Subtotal ${formatPrice(summary.subtotal)}`}>{formatPrice(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd aria-label={`Shipping ${formatPrice(summary.shipping)}`}>{formatPrice(summary.shipping)}</dd>
        </div>
        <div className="flex justify-between border-t-2 border-line pt-3 text-lg font-extrabold">
          <dt>Total</dt>
          <dd aria-label={`Total ${formatPrice(summary.total)}`}>{formatPrice(summary.total)}</dd>
        </div>
      </dl>
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
