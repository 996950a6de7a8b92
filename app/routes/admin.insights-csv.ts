// /admin/insights/orders.csv: the period's sold orders, one row per line item (admins only).
import { requireAdmin } from "~/modules/accounts/index.server";
import { insightsScope, ordersCsv, periodFromQuery } from "~/modules/insights/index.server";
import type { Route } from "./+types/admin.insights-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { period } = periodFromQuery(new URL(request.url).searchParams);
  const file = await ordersCsv(insightsScope(period));
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
