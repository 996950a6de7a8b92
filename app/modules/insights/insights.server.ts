// Everything the insights page shows for one period, from the shop's configuration and the query.
import { env } from "~/lib/env.server";
import { headlineFigures, dailyFigures, ordersByStatus, salesByCountry } from "./figures.server";
import { parsePeriodQuery, todayIn, type Period } from "./insights.schema";
import { leadTimes } from "./lead-times.server";
import { topProducts } from "./products.server";
import type { InsightsScope } from "./base-query.server";

/** The scope of a request: its period in the shop's zone, over the orders of the shop's mode. */
export function insightsScope(period: Period): InsightsScope {
  return {
    period,
    timeZone: env.SHOP_TIME_ZONE,
    source: env.COMMERCE === "shopify" ? "shopify" : "native",
    fee: env.PAYMENT_FEE,
  };
}

/** The period a query string asks for, today being the shop's today. */
export function periodFromQuery(params: URLSearchParams, now = new Date()) {
  return parsePeriodQuery(params, todayIn(env.SHOP_TIME_ZONE, now));
}

export async function loadInsights(scope: InsightsScope) {
  const [headline, days, statuses, countries, products, lead] = await Promise.all([
    headlineFigures(scope),
    dailyFigures(scope),
    ordersByStatus(scope),
    salesByCountry(scope),
    topProducts(scope),
    leadTimes(scope),
  ]);
  return { headline, days, statuses, countries, products, lead, timeZone: scope.timeZone, source: scope.source };
}

export type Insights = Awaited<ReturnType<typeof loadInsights>>;
