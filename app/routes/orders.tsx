// /orders: the signed-in customer's orders, newest first.
import { Package } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toaster";
import { Button } from "~/components/ui/button";
import { log } from "~/lib/log.server";
import { requireUser } from "~/modules/accounts/index.server";
import { VerifyEmailNudge } from "~/modules/accounts";
import { formatCents, OrderStatusBadge, TrackingLinks } from "~/modules/orders";
import { shortOrderId } from "~/lib/order-number";
import { claimGuestOrders, listOrdersForUser, orderParcels, shopifyOrderNumbers } from "~/modules/orders/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "My Orders"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const unverifiedEmail = user.emailVerified ? null : user.email;
  let orders: Awaited<ReturnType<typeof listOrdersForUser>>;
  let parcels: Awaited<ReturnType<typeof orderParcels>>;
  let numbers: Map<string, string>;
  try {
    // Guest orders placed with the verified address join the account first (decision 065).
    await claimGuestOrders(user);
    orders = await listOrdersForUser(user.id);
    const ids = orders.map((order) => order.id);
    [parcels, numbers] = await Promise.all([orderParcels(ids), shopifyOrderNumbers(ids)]);
  } catch (error) {
    log.error({ err: error, userId: user.id }, "could not load orders");
    return { orders: [], failed: true, unverifiedEmail };
  }
  return {
    failed: false,
    unverifiedEmail,
    orders: orders.map((order) => ({
      id: order.id,
      number: numbers.get(order.id) ?? shortOrderId(order.id),
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      total: formatCents(order.totalAmount, order.currency),
      trackingNumber: order.trackingNumber,
      parcels: parcels.get(order.id) ?? [],
    })),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.failed) toast.error("Failed to load orders", { description: "Please try again in a moment." });
  }, [loaderData.failed]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-extrabold">My Orders</h1>
      {loaderData.unverifiedEmail ? <VerifyEmailNudge email={loaderData.unverifiedEmail} /> : null}
      {loaderData.failed ? (
        <p role="alert" className="mt-10 rounded-card border-2 border-line bg-white px-6 py-12 text-center">
          We couldn&apos;t load your orders right now. Please refresh the page to try again.
        </p>
      ) : loaderData.orders.length === 0 ? (
        <div className="mt-10 rounded-card border-2 border-dashed border-line px-6 py-20 text-center">
          <Package aria-hidden className="mx-auto h-12 w-12 text-lilac-deep" />
          <p className="mt-4 text-2xl font-bold">No orders yet</p>
          <p className="mt-2 text-ink-soft">When you place an order, it shows up here.</p>
          <Button asChild className="mt-8">
            <Link to="/products">Start Shopping</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Orders" className="mt-10 space-y-4">
          {loaderData.orders.map((order) => (
            <li key={order.id}>
              <article
                aria-label={`Order #${order.number}`}
                className="flex flex-wrap items-center justify-between gap-4 rounded-card border-2 border-line bg-white p-6"
              >
                <div>
                  <h2 className="text-xl font-bold">Order #{order.number}</h2>
                  <p className="text-sm text-ink-soft">
                    Placed on <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
                  </p>
                  {order.parcels.length ? (
                    <TrackingLinks parcels={order.parcels} orderNumber={order.number} />
                  ) : order.trackingNumber ? (
                    <p className="mt-1 text-sm">
                      Tracking number: <strong>{order.trackingNumber}</strong>
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-4">
                  <OrderStatusBadge status={order.status} />
                  <span className="text-lg font-extrabold">{order.total}</span>
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/orders/${order.id}`} aria-label={`View Details of order #${order.number}`}>
                      View Details
                    </Link>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
