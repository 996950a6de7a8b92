// The orders module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { OrderActions } from "./order-actions";
export { formatCents } from "./order-format";
export { OrderNotFoundBoundary } from "./order-not-found";
export { OrderStatusBadge } from "./order-status-badge";
export { OrderTimeline } from "./order-timeline";
export type { TimelineEvent } from "./order-timeline";
export { TrackingLinks } from "./order-tracking";
// </public-entry>
