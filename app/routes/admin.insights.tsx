// /admin/insights: how the shop is doing over a period (admins only; customers are sent to /,
// visitors to /auth). A query string that makes no sense falls back to the last 30 days.
import { data } from "react-router";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { InsightsPage } from "~/modules/insights";
import { insightsScope, loadInsights, periodFromQuery } from "~/modules/insights/index.server";
import type { Route } from "./+types/admin.insights";

export const meta: Route.MetaFunction = () => [
  { title: "Insights — softdrop" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = periodFromQuery(new URL(request.url).searchParams);
  const insights = await loadInsights(insightsScope(query.period));
  const invalid = Boolean(query.errors.from || query.errors.to);
  return data({ query, insights }, invalid ? { status: 400 } : undefined);
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  // Per drop sell-through: once app/modules/drops exists, load each drop's dropSellThrough(dropId) in the
  // loader and pass them here as `drops` (SellThroughCurve[] from the insights module).
  return <InsightsPage insights={loaderData.insights} query={loaderData.query} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
