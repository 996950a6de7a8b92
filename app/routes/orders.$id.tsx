// /orders/:id: one of the customer's orders, with cancel and refund-request actions.
import { OrderTaxRow, orderTaxFacts } from "~/modules/tax";
import { data, Link } from "react-router";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  OrderActions,
  formatCents,
  OrderStatusBadge,
  OrderTimeline,
  TrackingLinks,
  OrderNotFoundBoundary,
} from "~/modules/orders";
import { allowedActions, paymentLabel } from "~/modules/order-lifecycle";
import { RefundList } from "~/modules/payments";
import { orderMoneyOf } from "~/modules/payments/index.server";
import { shortOrderId } from "~/lib/order-number";
import {
  linkKeyOf,
  orderActionsFor,
  orderForRequest,
  OrderActionError,
  shopifyOrderNumbers,
} from "~/modules/orders/index.server";
import { PersonalisationSummary } from "~/modules/personalisation";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/orders.$id";
import { countryName } from "~/lib/countries";

export const meta: Route.MetaFunction = ({ data: order, matches }) => [
  pageTitle(matches, order ? `Order #${order.number}` : "Order not found"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const guestKey = linkKeyOf(request);
  const found = await orderForRequest(request, params.id).catch(async (error: unknown) => {
    if (error instanceof Response) throw error;
    log.error({ err: error, orderId: params.id }, "could not load the order");
    throw await redirectWithToast("/orders", {
      type: "error",
      title: "Failed to load order details",
      description: "Please try again in a moment.",
    });
  });
  if (!found) throw data(null, { status: 404 });
  const { order, items, events, parcels } = found;
  const [shopifyNumber, money] = await Promise.all([
    shopifyOrderNumbers([order.id]).then((numbers) => numbers.get(order.id)),
    orderMoneyOf([order]).then((byId) => byId.get(order.id)!),
  ]);
  // The buttons come from the same state table as the server's guards.
  const actions = allowedActions(order, "customer");
  return {
    id: order.id,
    guest: guestKey !== null,
    number: shopifyNumber ?? shortOrderId(order.id),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: paymentLabel(order.paymentStatus),
    subtotal: formatCents(order.subtotalAmount, order.currency),
    shipping: formatCents(order.shippingAmount, order.currency),
    discount: order.discountAmount > 0 ? formatCents(order.discountAmount, order.currency) : null,
    shippingDiscount:
      order.shippingDiscountAmount > 0 ? formatCents(order.shippingDiscountAmount, order.currency) : null,
    shippingMethod: order.shippingMethod,
    shippingEstimate: order.shippingEstimate,
    total: formatCents(order.totalAmount, order.currency),
    tax: orderTaxFacts(order),
    address: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    parcels,
    canCancel: actions.cancel,
    canRefund: actions.requestRefund,
    events,
    money: {
      currency: money.currency,
      paid: money.paid,
      refunded: money.refunded,
      refunds: money.refunds.filter((refund) => refund.state === "succeeded"),
    },
    items: items.map((item) => ({
      ...item,
      lineTotal: formatCents(item.price * item.quantity - item.discountAmount, order.currency),
      saved: item.discountAmount > 0 ? formatCents(item.discountAmount, order.currency) : null,
      price: formatCents(item.price, order.currency),
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { here, cancel, refund } = await orderActionsFor(request, params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel") {
    try {
      await cancel();
      return redirectWithToast(here, {
        type: "success",
        title: "Order Cancelled",
        description: "Your order has been cancelled. Any payment is refunded within 5-7 business days.",
      });
    } catch (error) {
      if (!(error instanceof OrderActionError)) log.error({ err: error, orderId: params.id }, "cancel failed");
      return redirectWithToast(here, {
        type: "error",
        title: "Cancellation Failed",
        description: error instanceof OrderActionError ? error.message : "Please contact support",
      });
    }
  }
  if (intent === "refund") {
    const reason = String(form.get("reason") ?? "");
    if (!reason.trim()) {
      return redirectWithToast(here, {
        type: "error",
        title: "Refund Reason Required",
        description: "Please tell us why you'd like a refund.",
      });
    }
    try {
      await refund(reason);
      return redirectWithToast(here, {
        type: "success",
        title: "Refund Request Submitted",
        description: "Our team reviews your request within 24-48 hours.",
      });
    } catch (error) {
      if (!(error instanceof OrderActionError)) log.error({ err: error, orderId: params.id }, "refund request failed");
      return redirectWithToast(here, {
        type: "error",
        title: "Request Failed",
        description: error instanceof OrderActionError ? error.message : "Please contact support",
      });
    }
  }
  return data({ error: "Unknown action" }, { status: 400 });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

type OrderDetail = Route.ComponentProps["loaderData"];

export default function OrderDetailPage({ loaderData: order }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {order.guest ? (
        <p className="text-sm text-ink-soft">A private link to your order: keep it to yourself.</p>
      ) : (
        <Link to="/orders" className="text-sm font-semibold text-lilac-deep underline-offset-4 hover:underline">
          ← Back to Orders
        </Link>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <h1 className="text-4xl font-extrabold">Order #{order.number}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-ink-soft">
        Placed on <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <OrderItems items={order.items} delivered={order.status === "delivered"} />

        <div className="space-y-6">
          <PaymentSummary order={order} />

          <ShippingAddress order={order} />

          <OrderTimeline events={order.events} level={2} className="rounded-card border-2 border-line bg-white p-6" />

          <OrderActions canCancel={order.canCancel} canRefund={order.canRefund} />
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderNotFoundBoundary error={error} />;
}

/** What the customer bought, with any personalisation and what each line saved. */
function OrderItems({ items, delivered }: { items: OrderDetail["items"]; delivered: boolean }) {
  return (
    <section aria-labelledby="items-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="items-heading" className="text-2xl font-bold">
        Items
      </h2>
      <ul aria-label="Order items" className="mt-4 divide-y-2 divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-4">
            {item.imageUrl ? (
              <img src={item.imageUrl} alt={item.name} className="h-20 w-20 rounded-2xl bg-line object-cover" />
            ) : (
              <div className="grid h-20 w-20 place-items-center rounded-2xl bg-line text-xs text-ink-soft">
                No Image
              </div>
            )}
            <div className="flex-1">
              <p className="font-semibold">{item.name}</p>
              <p className="text-sm text-ink-soft">
                {[item.size, item.color].filter(Boolean).join(" / ")} · Qty {item.quantity} × {item.price}
              </p>
              <PersonalisationSummary
                value={item.personalisation}
                piece={{ productId: item.productId, image: item.imageUrl, color: item.color }}
              />
              {item.saved ? <p className="text-sm font-semibold">You saved {item.saved}</p> : null}
              {delivered && item.handle ? (
                <Link
                  to={`/product/${encodeURIComponent(item.handle)}/review`}
                  className="text-sm font-semibold text-lilac-deep underline underline-offset-4"
                >
                  Review {item.name}
                </Link>
              ) : null}
            </div>
            <p className="font-semibold">{item.lineTotal}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Subtotal, discounts, shipping, total, how it was paid and any refunds. */
function PaymentSummary({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="payment-summary" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="payment-summary" className="text-2xl font-bold">
        Payment Summary
      </h2>
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{order.subtotal}</dd>
        </div>
        {order.discount ? (
          <div className="flex justify-between">
            <dt>Discount</dt>
            <dd>−{order.discount}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>Shipping{order.shippingMethod ? ` (${order.shippingMethod})` : ""}</dt>
          <dd>{order.shipping}</dd>
        </div>
        {order.shippingDiscount ? (
          <div className="flex justify-between">
            <dt>Shipping discount</dt>
            <dd>−{order.shippingDiscount}</dd>
          </div>
        ) : null}
        <OrderTaxRow tax={order.tax} />
        {order.shippingEstimate ? (
          <div className="flex justify-between text-sm">
            <dt>Estimated delivery</dt>
            <dd>{order.shippingEstimate}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t-2 border-line pt-2 text-lg font-extrabold">
          <dt>Total</dt>
          <dd>{order.total}</dd>
        </div>
        <div className="flex justify-between text-sm">
          <dt>Payment</dt>
          <dd>{order.paymentStatus}</dd>
        </div>
      </dl>
      <RefundList
        refunds={order.money.refunds}
        lineNames={new Map(order.items.map((item) => [item.id, item.name]))}
        paid={order.money.paid}
        refunded={order.money.refunded}
        currency={order.money.currency}
      />
    </section>
  );
}

/** Where the order goes, and its tracking once it ships. */
function ShippingAddress({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="shipping-address" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="shipping-address" className="text-2xl font-bold">
        Shipping Address
      </h2>
      <address className="mt-4 not-italic leading-relaxed">
        {order.address.fullName}
        <br />
        {order.address.address}
        <br />
        {order.address.city}, {order.address.state} {order.address.zipCode}
        <br />
        {countryName(order.address.country)}
        <br />
        {order.address.email}
      </address>
      {order.parcels.length ? (
        <div className="mt-4">
          <TrackingLinks parcels={order.parcels} orderNumber={order.number} />
        </div>
      ) : (
        <p className="mt-4 text-sm">
          Tracking number: <strong>{order.trackingNumber ?? "Not shipped yet"}</strong>
        </p>
      )}
    </section>
  );
}
