// One order on the admin screen: who, where, how much, how it is paid, and the status buttons.
import { orderTaxText } from "~/modules/tax";
import { useId, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatCents, OrderStatusBadge, OrderTimeline } from "~/modules/orders";
import { shortOrderId } from "~/lib/order-number";
import { useAdminActionToast, type AdminActionData } from "./admin-action-toast";
import type { AdminOrder } from "./admin-orders.server";
import { AdminRefundForm, AdminRefundList } from "./admin-refund-form";
import { FulfilmentRows } from "./fulfilment-rows";
import { OrderFields, StatusControls } from "./order-status-forms";
import { countryName } from "~/lib/countries";
import { isCancelled, paymentLabel } from "~/modules/order-lifecycle";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function paymentText(order: AdminOrder) {
  if (order.refund?.state === "failed")
    return `Paid, refund failed${order.refund.error ? `: ${order.refund.error}` : ""}`;
  if (order.refund?.state === "pending") return "Paid, refund pending";
  return paymentLabel(order.paymentStatus);
}

export function AdminOrderCard({
  order,
  returnTo,
  children,
  refundErrors,
}: {
  order: AdminOrder;
  returnTo: string;
  /** The refund form's field errors from a post without JavaScript (the page's action data). */
  refundErrors?: Partial<Record<string, string>>;
  /** More about the order from other modules (a personalised order's print files). */
  children?: ReactNode;
}) {
  // One fetcher per order: its buttons wait for each other, other orders stay usable.
  const fetcher = useFetcher<AdminActionData>({ key: `order-${order.id}` });
  const busy = fetcher.state !== "idle";
  const headingId = useId();
  useAdminActionToast(fetcher.data);

  const number = order.shopifyNumber ?? shortOrderId(order.id);

  return (
    <article aria-labelledby={headingId} className="rounded-card border-2 border-line bg-white p-6 shadow-soft">
      <OrderCardHeader order={order} number={number} headingId={headingId} />

      <OrderSummary order={order} />

      {order.refundRequest ? (
        <p className="mt-4 rounded-2xl bg-peach/40 px-4 py-3 text-sm">{order.refundRequest}</p>
      ) : null}

      <FulfilmentRows rows={order.fulfilment} ownerId={headingId}>
        {order.fulfilment.some((row) => row.state === "failed") && !isCancelled(order) ? (
          <fetcher.Form method="post" action="/admin" preventScrollReset className="mt-3">
            <OrderFields intent="retry-fulfilment" orderId={order.id} returnTo={returnTo} />
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              Retry fulfilment
            </Button>
          </fetcher.Form>
        ) : null}
      </FulfilmentRows>
      {children}

      <StatusControls fetcher={fetcher} order={order} returnTo={returnTo} number={number} busy={busy} />

      <AdminRefundList order={order} />
      {order.canIssueRefund ? (
        <AdminRefundForm
          // A new refund starts the form afresh (emptied fields).
          key={order.money.refunds.length}
          order={order}
          number={number}
          fetcher={fetcher}
          busy={busy}
          errors={{ ...(fetcher.data?.orderId === order.id ? fetcher.data.fieldErrors : undefined), ...refundErrors }}
          hiddenFields={<OrderFields intent="issue-refund" orderId={order.id} returnTo={returnTo} />}
        />
      ) : null}

      <OrderTimeline events={order.events} level={4} ownerId={headingId} className="mt-5 border-t-2 border-line pt-4" />
    </article>
  );
}

/** The order's number, when it was placed, where it came from and its status. */
function OrderCardHeader({ order, number, headingId }: { order: AdminOrder; number: string; headingId: string }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h3 id={headingId} className="text-xl font-bold">
          Order #{number}
        </h3>
        <p className="text-sm text-ink-soft">
          <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))} UTC</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {order.shopifyNumber ? <Badge className="bg-mint text-ink">Shopify</Badge> : null}
        {order.refundRequest ? <Badge className="bg-peach text-ink">Refund requested</Badge> : null}
        <OrderStatusBadge status={order.status} />
      </div>
    </header>
  );
}

/** Who ordered, where it ships, what it cost and how it is paid. */
function OrderSummary({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="font-semibold text-ink-soft">Customer</dt>
        <dd>{order.customerName}</dd>
        <dd className="break-all">{order.customerEmail}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink-soft">Ship to</dt>
        <dd>{address.address}</dd>
        <dd>
          {address.city}, {address.state} {address.zip}
        </dd>
        <dd>{countryName(address.country)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink-soft">Total</dt>
        <dd className="text-lg font-extrabold">{formatCents(order.totalAmount, order.currency)}</dd>
        {order.discountAmount + order.shippingDiscountAmount > 0 ? (
          <dd>
            Promotion −{formatCents(order.discountAmount + order.shippingDiscountAmount, order.currency)}
            {order.shippingDiscountAmount > 0
              ? ` (shipping −${formatCents(order.shippingDiscountAmount, order.currency)})`
              : ""}
          </dd>
        ) : null}
        {order.tax ? <dd>{orderTaxText(order.tax)}</dd> : null}
        <dt className="mt-2 font-semibold text-ink-soft">Payment</dt>
        <dd>{paymentText(order)}</dd>
      </div>
      {order.trackingNumber ? (
        <div>
          <dt className="font-semibold text-ink-soft">Tracking number</dt>
          <dd className="break-all font-mono">{order.trackingNumber}</dd>
        </div>
      ) : null}
    </dl>
  );
}
