// The insights module's public face: the browser-safe names other folders may import.
export { InsightsPage } from "./insights-page";
export { DropSellThrough, type SellThroughCurve } from "./drop-sell-through";
export type { ProductRating } from "./review-ratings";
