// The checkout's order summary: lines at the server's current prices, subtotal, discounts, shipping, total.
import type { ReactNode } from "react";
import { formatPrice } from "~/lib/money";
import { DiscountRow, ShippingAndTotal, type CartSummary } from "~/modules/cart";
import { PersonalisationSummary } from "~/modules/personalisation";

/** `updating`: the figures are for an earlier address, code or method while a new quote is on its way. */
export function CheckoutSummary({
  summary,
  updating,
  children,
}: {
  summary: CartSummary;
  updating: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={updating}
      className="h-fit rounded-card border-2 border-line bg-white p-6 shadow-soft"
    >
      <h2 id="checkout-summary" className="text-2xl font-bold">
        Order Summary
      </h2>
      <ul aria-label="Items in your order" className="mt-5 space-y-3">
        {summary.lines.map((line) => (
          <li key={line.item.id} className="flex items-start justify-between gap-3 text-sm">
            <span>
              <span className="font-semibold">{line.item.name}</span>
              <span className="block text-ink-soft">
                {line.item.size} / {line.item.color} × {line.item.quantity}
              </span>
              <PersonalisationSummary
                value={line.item.personalisation}
                piece={{ productId: line.item.product_id, image: line.item.image, color: line.item.color }}
              />
              {line.state === "inactive" || line.state === "unavailable" ? (
                <span className="block font-semibold text-bubblegum-deep">No longer available</span>
              ) : null}
              {line.discount > 0 ? (
                <span className="block font-semibold">You save {formatPrice(line.discount, line.currency)}</span>
              ) : null}
            </span>
            <span className="font-semibold">{formatPrice(line.lineTotal, line.currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-6 space-y-2 border-t-2 border-line pt-4">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPrice(summary.subtotal, summary.currency)}</dd>
        </div>
        <DiscountRow label="Discount" amount={summary.discount} currency={summary.currency} />
        <ShippingAndTotal
          summary={summary}
          pendingText="Calculated from your address"
          totalLabel="Order total"
          taxPendingText="Tax: calculated from your address"
        />
      </dl>
      {children}
    </section>
  );
}
