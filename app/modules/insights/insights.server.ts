// Everything the insights page shows for one period, from the shop's configuration and the query.
import { env } from "~/lib/env.server";
import { countryPart, dailyPart, headlinePart, remindersPart, statusPart } from "./figures.server";
import { parsePeriodQuery, todayIn, type Period } from "./insights.schema";
import { leadPart } from "./lead-times.server";
import { productsPart } from "./products.server";
import { runParts, type InsightsScope } from "./base-query.server";

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

/** Every figure of the page in one statement: the period's orders are read and costed once. */
export async function loadInsights(scope: InsightsScope) {
  const parts = await runParts(scope, {
    headline: headlinePart,
    days: dailyPart(scope),
    statuses: statusPart,
    countries: countryPart,
    products: productsPart(10),
    lead: leadPart(scope),
    reminders: remindersPart,
  });
  return { ...parts, timeZone: scope.timeZone, source: scope.source };
}

export type Insights = Awaited<ReturnType<typeof loadInsights>>;
