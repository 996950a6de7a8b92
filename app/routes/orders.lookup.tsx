// /orders/lookup: a guest's order number and email → the order's private link, emailed (decision
// 065). The same answer whether or not the pair exists; tries are limited like sign-in's.
import { data, Link } from "react-router";
import { clientIpOf } from "~/lib/client-ip.server";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { AuthCard } from "~/modules/accounts";
import { ORDER_LOOKUP_FIELDS, OrderLookupForm } from "~/modules/orders";
import { lookUpOrder, orderLookupSchema } from "~/modules/orders/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/orders.lookup";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Find your order"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

type ActionData = { sent: true; email: string } | { sent: false; errors: FieldErrors; message?: string };

export async function action({ request }: Route.ActionArgs) {
  const parsed = orderLookupSchema.safeParse(formValues(await request.formData(), ORDER_LOOKUP_FIELDS));
  if (!parsed.success) return data<ActionData>({ sent: false, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await lookUpOrder(parsed.data, clientIpOf(request.headers) ?? null);
  if (!outcome.ok) return data<ActionData>({ sent: false, errors: {}, message: outcome.message }, { status: 429 });
  return data<ActionData>({ sent: true, email: parsed.data.email });
}

export default function OrderLookupPage({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <AuthCard
        title="Check your email"
        intro={
          <>
            If that order was placed with <strong>{actionData.email}</strong> without an account, we&apos;ve sent its
            private link to that address.
          </>
        }
      >
        <p className="text-center text-sm">
          Placed it with an account?{" "}
          <Link to="/orders" className="font-semibold text-lilac-deep underline">
            See My Orders
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Find your order"
      intro="Checked out without an account? Enter the order number from your confirmation email and the address it went to: we'll email you the order's private link."
    >
      <OrderLookupForm
        errors={actionData && !actionData.sent ? actionData.errors : {}}
        message={actionData && !actionData.sent ? actionData.message : undefined}
      />
    </AuthCard>
  );
}
