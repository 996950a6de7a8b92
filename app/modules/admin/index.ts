// The owner's order screen in the browser: the order cards, the filter and pages, the action
// schema and the toasts its actions answer with.
export {
  FULFILMENT_RETRIED,
  FULFILMENT_RETRY_FAILED,
  LOAD_FAILED,
  REFUND_FAILED,
  REFUND_ISSUED,
  STATUS_UPDATE_FAILED,
  STATUS_UPDATED,
} from "./admin-action-toast";
export type { AdminActionData } from "./admin-action-toast";
export { AdminOrderCard } from "./admin-order-card";
export { AdminNav } from "./admin-nav";
export { OwnerAttention } from "./owner-attention";
export { AdminSubpage } from "./admin-subpage";
export { adminListHref, AdminOrdersFilter, AdminPagination } from "./admin-orders-filter";
export { adminActionSchema, parseAdminOrdersQuery, readRefundRequest, REFUND_REQUESTED_FILTER } from "./admin.schema";
