// /admin: the admin dashboard. It opens on what needs the owner (with counts), then the catalogue
// sync card and the orders. Only admins get past the loader and the action; everyone else is
// redirected (customers to /, visitors to /auth).
import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { toast } from "~/components/ui/toaster";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAdmin, safeRedirectPath } from "~/modules/accounts/index.server";
import {
  FULFILMENT_RETRIED,
  FULFILMENT_RETRY_FAILED,
  LOAD_FAILED,
  REFUND_FAILED,
  REFUND_ISSUED,
  STATUS_UPDATE_FAILED,
  STATUS_UPDATED,
  type AdminActionData,
  AdminOrderCard,
  adminListHref,
  AdminOrdersFilter,
  AdminPagination,
  OwnerAttention,
  adminActionSchema,
  parseAdminOrdersQuery,
  readRefundRequest,
  REFUND_REQUESTED_FILTER,
} from "~/modules/admin";
import { formatPrice } from "~/lib/money";
import { issueRefund, listOrdersForAdmin, ownerAttention, updateOrderStatus } from "~/modules/admin/index.server";
import { ProductManagementCard } from "~/modules/catalog-sync";
import { loadSyncCard } from "~/modules/catalog-sync/index.server";
import { retryFulfilment } from "~/modules/fulfilment/index.server";
import { OrderPrintFiles } from "~/modules/personalisation";
import { printFilesForOrders } from "~/modules/personalisation/index.server";
import { shortOrderId } from "~/lib/order-number";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Admin Dashboard"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const query = parseAdminOrdersQuery(new URL(request.url).searchParams);
  const syncCard = await loadSyncCard({ withShops: true });
  try {
    const [list, attention] = await Promise.all([listOrdersForAdmin(query), ownerAttention(syncCard)]);
    const prints = await printFilesForOrders(list.orders.map((order) => order.id));
    return { adminName: admin.name, query, list, loadError: false, syncCard, prints, attention };
  } catch (error) {
    log.error({ err: error }, "admin orders could not be loaded");
    const list = { orders: [], total: 0, page: 1, pageCount: 1, openRefundRequests: 0 };
    return { adminName: admin.name, query, list, loadError: true, syncCard, prints: {}, attention: [] };
  }
}

/** Back to the list the admin was looking at; never off the admin screen. */
function returnPath(value: FormDataEntryValue | null) {
  const path = safeRedirectPath(value, "/admin");
  return path === "/admin" || path.startsWith("/admin?") ? path : "/admin";
}

const refused = (title: string, description: string | undefined, status: number) =>
  data<AdminActionData>({ ok: false, toast: { title, description }, at: Date.now() }, { status });

/** A refund refused at one of its form's fields: the message beside the field, and in the toast. */
const refusedAt = (orderId: string, field: string, message: string) =>
  data<AdminActionData>(
    {
      ok: false,
      toast: { title: REFUND_FAILED, description: message },
      at: Date.now(),
      orderId,
      fieldErrors: { [field]: message },
    },
    { status: 400 },
  );

// A fetcher follows the redirect in place (replace), so the admin's history and scroll stay put.
const stay = { headers: { "X-Remix-Replace": "true" } };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const back = returnPath(form.get("returnTo"));
  const intent = form.get("intent");
  const failedTitle =
    intent === "issue-refund"
      ? REFUND_FAILED
      : intent === "retry-fulfilment"
        ? FULFILMENT_RETRY_FAILED
        : STATUS_UPDATE_FAILED;
  const parsed = adminActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const orderId = String(form.get("orderId") ?? "");
    if (intent === "issue-refund" && issue?.path[0] === "amount") return refusedAt(orderId, "amount", issue.message);
    return refused(failedTitle, issue?.message, 400);
  }
  const input = parsed.data;
  try {
    if (input.intent === "update-status") {
      const result = await updateOrderStatus({ ...input, actorId: admin.id });
      if (!result.ok) return refused(STATUS_UPDATE_FAILED, result.message, 409);
      const description = `Order #${result.number} is now ${result.order.status}. We emailed the customer.`;
      return redirectWithToast(back, { type: "success", title: STATUS_UPDATED, description }, stay);
    }
    if (input.intent === "retry-fulfilment") {
      const retried = await retryFulfilment(input.orderId);
      if (!retried.ok) return refused(FULFILMENT_RETRY_FAILED, retried.message, 409);
      const description = `Order #${shortOrderId(input.orderId)} is being sent to the partner again.`;
      return redirectWithToast(back, { type: "success", title: FULFILMENT_RETRIED, description }, stay);
    }
    const asked = readRefundRequest(input.amount, form.entries());
    if (!asked.ok) return refusedAt(input.orderId, asked.field, asked.message);
    const result = await issueRefund({ orderId: input.orderId, actorId: admin.id, request: asked.request });
    if (!result.ok)
      return result.field
        ? refusedAt(input.orderId, result.field, result.message)
        : refused(REFUND_FAILED, result.message, 409);
    const description = result.alreadyRefunded
      ? "This order was already refunded."
      : `${formatPrice(result.refunded, result.currency)} of order #${shortOrderId(input.orderId)} was refunded. We emailed the customer.`;
    return redirectWithToast(back, { type: "success", title: REFUND_ISSUED, description }, stay);
  } catch (error) {
    log.error({ err: error, intent: input.intent, orderId: input.orderId }, "admin action failed");
    return refused(failedTitle, "Please try again in a moment", 500);
  }
}

type OrdersSectionProps = Pick<Route.ComponentProps["loaderData"], "query" | "list" | "loadError" | "prints"> & {
  returnTo: string;
  actionData: Route.ComponentProps["actionData"];
};

/** The orders: refund requests waiting, the filter, and the list (or why there is none). */
function OrdersSection({ query, list, loadError, prints, returnTo, actionData }: OrdersSectionProps) {
  return (
    <section aria-labelledby="admin-orders-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="admin-orders-heading" className="text-3xl font-extrabold">
          Orders
        </h2>
        {list.openRefundRequests > 0 ? (
          <Link
            to={adminListHref({ status: REFUND_REQUESTED_FILTER })}
            className="rounded-full bg-peach px-4 py-1.5 text-sm font-bold text-ink hover:bg-bubblegum"
          >
            {list.openRefundRequests === 1
              ? "1 refund request waiting"
              : `${list.openRefundRequests} refund requests waiting`}
          </Link>
        ) : null}
      </div>
      <div className="mt-6">
        <AdminOrdersFilter query={query} />
      </div>

      {loadError ? (
        <p role="alert" className="mt-10 rounded-card border-2 border-bubblegum-deep bg-white px-6 py-10 text-center">
          {LOAD_FAILED}. Please reload the page in a moment.
        </p>
      ) : list.orders.length === 0 ? (
        <p className="mt-10 rounded-card border-2 border-dashed border-line px-6 py-16 text-center text-xl font-bold">
          No orders found
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-soft">{list.total === 1 ? "1 order" : `${list.total} orders`}</p>
          <ul aria-label="Orders" className="mt-3 space-y-4">
            {list.orders.map((order) => (
              <li key={order.id}>
                <AdminOrderCard
                  order={order}
                  returnTo={returnTo}
                  refundErrors={actionData?.orderId === order.id ? actionData.fieldErrors : undefined}
                >
                  <OrderPrintFiles orderId={order.id} prints={prints[order.id] ?? []} />
                </AdminOrderCard>
              </li>
            ))}
          </ul>
          <AdminPagination query={query} page={list.page} pageCount={list.pageCount} />
        </>
      )}
    </section>
  );
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { adminName, query, list, loadError, syncCard, prints, attention } = loaderData;
  const location = useLocation();
  useEffect(() => {
    if (loadError) toast.error(LOAD_FAILED, { description: "Please try again in a moment" });
  }, [loaderData, loadError]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold">Admin Dashboard</h1>
      <p className="mt-3 text-ink-soft">Signed in as {adminName}.</p>
      <OwnerAttention items={attention} />

      <div className="mt-10">
        <ProductManagementCard initial={syncCard} />
      </div>

      <OrdersSection
        query={query}
        list={list}
        loadError={loadError}
        prints={prints}
        returnTo={`${location.pathname}${location.search}`}
        actionData={actionData}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
