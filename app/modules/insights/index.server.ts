// The insights module's public face: the server-only names other folders may import.
export { insightsScope, loadInsights, periodFromQuery } from "./insights.server";
export { ordersCsv } from "./export-csv.server";
