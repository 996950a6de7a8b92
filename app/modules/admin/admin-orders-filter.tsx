// The admin list's filter and search (a GET form, so it works before JavaScript) and its pages.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PageLinks } from "~/components/ui/page-links";
import {
  ADMIN_ORDER_FILTERS,
  FULFILMENT_FAILED_FILTER,
  REFUND_REQUESTED_FILTER,
  type AdminOrdersQuery,
} from "./admin.schema";

const FILTER_LABELS: Record<(typeof ADMIN_ORDER_FILTERS)[number], string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  [REFUND_REQUESTED_FILTER]: "Refund requested",
  [FULFILMENT_FAILED_FILTER]: "Fulfilment failed",
};

/** /admin with the given filter and page; page 1 and empty values are left out. */
export function adminListHref(query: Pick<AdminOrdersQuery, "status" | "q" | "hideUnpaid">, page = 1) {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.hideUnpaid) params.set("hideUnpaid", "on");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

export function AdminOrdersFilter({ query }: { query: AdminOrdersQuery }) {
  const filtered = Boolean(query.status || query.q || query.hideUnpaid);
  return (
    <Form
      // A new filter from a link or the back button resets the fields to what the URL says.
      key={`${query.status ?? ""}|${query.q ?? ""}|${query.hideUnpaid ?? ""}`}
      method="get"
      action="/admin"
      role="search"
      aria-label="Filter orders"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-48">
        <Field label="Status">
          <select
            name="status"
            defaultValue={query.status ?? ""}
            className="h-11 w-full rounded-2xl border-2 border-line bg-white px-4 text-ink focus:border-lilac-deep focus:outline-none"
          >
            <option value="">All orders</option>
            {ADMIN_ORDER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="min-w-60 flex-1">
        <Field label="Search orders">
          <Input type="search" name="q" defaultValue={query.q ?? ""} placeholder="Order number or customer email" />
        </Field>
      </div>
      <label className="flex h-11 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="hideUnpaid"
          defaultChecked={query.hideUnpaid ?? false}
          className="size-4 accent-lilac-deep"
        />
        Hide unpaid orders
      </label>
      <Button type="submit">Search</Button>
      {filtered ? (
        <Button asChild variant="ghost">
          <Link to="/admin">Clear</Link>
        </Button>
      ) : null}
    </Form>
  );
}

export function AdminPagination({
  query,
  page,
  pageCount,
}: {
  query: AdminOrdersQuery;
  page: number;
  pageCount: number;
}) {
  return <PageLinks label="Order pages" page={page} pageCount={pageCount} hrefOf={(to) => adminListHref(query, to)} />;
}
