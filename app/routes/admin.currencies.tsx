// /admin/currencies: the presentment currencies, margin, price endings and rates (issue #32,
// decision 071). Admins only, in the loader and the action. Bad input answers 400 at its field.
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { AdminCurrenciesPage } from "~/modules/currency";
import { currenciesAction, loadAdminCurrencies } from "~/modules/currency/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.currencies";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Currencies"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminCurrencies();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await currenciesAction(await request.formData());
  if (!result.ok) return data(result, { status: 400 });
  return redirectWithToast("/admin/currencies", { type: "success", title: result.message });
}

export default function AdminCurrenciesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title="Currencies">
      <AdminCurrenciesPage {...loaderData} result={actionData ?? null} />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
