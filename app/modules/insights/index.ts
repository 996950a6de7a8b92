// The insights module's public face: the browser-safe names other folders may import.
export { InsightsPage } from "./insights-page";
export { periodSearch, RANGE_LABELS, RANGES, type Period, type Range } from "./insights.schema";
