// The admin module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
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
export { adminListHref, AdminOrdersFilter, AdminPagination } from "./admin-orders-filter";
export { adminActionSchema, parseAdminOrdersQuery, readRefundRequest, REFUND_REQUESTED_FILTER } from "./admin.schema";
// </public-entry>
