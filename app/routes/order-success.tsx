// /order-success?orderId=…: the paid order's short number, what happens next, where to go.
import { orderTaxFacts, orderTaxText } from "~/modules/tax";
import { CheckCircle2, Mail, Truck } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/modules/accounts/index.server";
import { clearCart } from "~/modules/cart";
import { finishCheckoutAttempt } from "~/modules/checkout";
import { reconcileOrderPayment } from "~/modules/payments/index.server";
import { formatCents, OrderNotFoundBoundary } from "~/modules/orders";
import { shortOrderId } from "~/lib/order-number";
import { getOrderByLink, getOrderForUser } from "~/modules/orders/index.server";
import { orderLinkPath } from "~/modules/order-lifecycle/index.server";
import { isPaid, paymentPhase } from "~/modules/order-lifecycle";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/order-success";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Order confirmed"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const orderId = search.get("orderId") ?? "";
  // A guest's checkout lands here with their order link's key (decision 065).
  const linkKey = search.get("key");
  const found =
    linkKey !== null
      ? await getOrderByLink(orderId, linkKey)
      : await getOrderForUser(orderId, (await requireUser(request)).id);
  if (!found) throw data(null, { status: 404 });
  // A Stripe payment confirmed in the browser may arrive here before its webhook does.
  const order = isPaid(found.order) ? found.order : ((await reconcileOrderPayment(found.order.id)) ?? found.order);
  return {
    id: order.id,
    number: shortOrderId(order.id),
    payment: paymentPhase(order.paymentStatus),
    total: formatCents(order.totalAmount, order.currency),
    tax: orderTaxFacts(order),
    email: order.shippingAddress.email,
    checkoutKey: order.checkoutKey,
    orderLink: linkKey !== null ? orderLinkPath(order.id, encodeURIComponent(linkKey)) : null,
  };
}

export default function OrderSuccessPage({ loaderData: order }: Route.ComponentProps) {
  useEffect(() => {
    // The cart that became this order is done: cleared here, once, in whichever tab gets here first.
    if (finishCheckoutAttempt(order.checkoutKey)) clearCart();
  }, [order.checkoutKey]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircle2 aria-hidden className="mx-auto h-16 w-16 text-mint-deep" />
      <h1 className="mt-6 text-5xl font-extrabold">Thank you for your order!</h1>
      <p className="mt-4 text-lg">
        Order number <strong>#{order.number}</strong> · {order.total}
      </p>
      {order.tax ? <p className="mt-1 text-sm text-ink-soft">{orderTaxText(order.tax)}</p> : null}
      {order.payment === "confirming" ? (
        <p className="mt-3 rounded-2xl bg-butter/60 px-4 py-3 text-sm">
          We&apos;re confirming your payment with the bank. This page shows it as soon as it&apos;s through.
        </p>
      ) : order.payment === "refused" ? (
        <p role="alert" className="mt-3 rounded-2xl bg-bubblegum/30 px-4 py-3 text-sm">
          This order hasn&apos;t been paid: the payment did not go through. You can try again from{" "}
          <Link to="/checkout" className="font-semibold underline">
            checkout
          </Link>
          .
        </p>
      ) : null}
      <div className="mt-10 space-y-4 rounded-card border-2 border-line bg-white p-6 text-left">
        <p className="flex items-start gap-3">
          <Mail aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-lilac-deep" />
          <span>
            A confirmation email is on its way to <strong>{order.email}</strong>.
          </span>
        </p>
        <p className="flex items-start gap-3">
          <Truck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-lilac-deep" />
          <span>
            Your pieces are printed on demand. We&apos;ll email you a tracking number as soon as your order ships.
          </span>
        </p>
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          {order.orderLink ? (
            <Link to={order.orderLink}>View Your Order</Link>
          ) : (
            <Link to="/orders">View Order History</Link>
          )}
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderNotFoundBoundary error={error} />;
}
