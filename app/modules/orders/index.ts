// A customer's orders in the browser: the status badge, timeline, tracking links, the cancel and
// refund buttons, and the money formatter.
export { OrderActions } from "./order-actions";
export { ORDER_LOOKUP_FIELDS, OrderLookupForm } from "./order-lookup-form";
export { formatCents } from "./order-format";
export { OrderNotFoundBoundary } from "./order-not-found";
export { OrderStatusBadge } from "./order-status-badge";
export { OrderTimeline } from "./order-timeline";
export type { TimelineEvent } from "./order-timeline";
export { TrackingLinks } from "./order-tracking";
