// /admin/insights: how the shop is doing over a period (admins only; customers are sent to /,
// visitors to /auth). A query string that makes no sense falls back to the last 30 days.
import { data } from "react-router";
import { requireAdmin } from "~/modules/accounts/index.server";
import { sellThroughCurves } from "~/modules/drops/index.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { InsightsPage, type ProductRating, type SellThroughCurve } from "~/modules/insights";
import { insightsScope, loadInsights, periodFromQuery } from "~/modules/insights/index.server";
import { productRatings } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.insights";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Insights"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = periodFromQuery(new URL(request.url).searchParams);
  const scope = insightsScope(query.period);
  const [insights, drops, ratings] = await Promise.all([
    loadInsights(scope),
    sellThroughCurves(query.period.to, scope.timeZone),
    productRatings(),
  ]);
  const invalid = Boolean(query.errors.from || query.errors.to);
  return data({ query, insights, drops, ratings }, invalid ? { status: 400 } : undefined);
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  // Per drop sell-through: the drops module's curves (decision record 045) fill the page's slot.
  const drops: SellThroughCurve[] = loaderData.drops;
  // Reviews per product: the reviews module's figures (decision 058) fill another slot.
  const ratings: ProductRating[] = loaderData.ratings;
  return <InsightsPage insights={loaderData.insights} query={loaderData.query} drops={drops} ratings={ratings} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
