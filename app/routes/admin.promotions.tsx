// /admin/promotions (?edit=<id>: editing one): the owner's promotions and products' own unit costs. Admins only.
import { data, useNavigation, useSearchParams } from "react-router";
import { AdminSubpage } from "~/modules/admin";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { AdminPromotionsPage } from "~/modules/promotions";
import { loadAdminPromotions, promotionAction } from "~/modules/promotions/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.promotions";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Promotions"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminPromotions();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await promotionAction(await request.formData());
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function AdminPromotionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [search] = useSearchParams();
  return (
    <AdminSubpage title="Promotions">
      <AdminPromotionsPage
        promotions={loaderData.promotions}
        products={loaderData.products}
        minMarginPercent={loaderData.minMarginPercent}
        result={actionData ?? null}
        submitting={navigation.state !== "idle"}
        editingId={search.get("edit")}
      />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
