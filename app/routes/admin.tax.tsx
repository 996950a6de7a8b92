// /admin/tax: the owner's table of tax rates and the prices-include-tax switch (issue #31, decision
// 064). Admins only, in the loader and the action. Bad input answers 400 at its field and writes nothing.
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { adminTitle } from "~/modules/settings";
import { AdminTaxPage } from "~/modules/tax";
import { loadAdminTax, taxAction } from "~/modules/tax/index.server";
import type { Route } from "./+types/admin.tax";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Tax"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminTax();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await taxAction(await request.formData());
  if (!result.ok) return data({ ...result, at: Date.now() }, { status: 400 });
  return redirectWithToast("/admin/tax", { type: "success", title: result.message });
}

export default function AdminTaxRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title="Tax">
      <AdminTaxPage
        {...loaderData}
        errors={actionData?.errors ?? {}}
        values={actionData?.values ?? null}
        formKey={actionData?.at ?? "saved"}
      />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
