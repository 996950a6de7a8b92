// Catalogue sync in the browser: the Product Management card and its form's rules and messages.
export { ProductManagementCard } from "./product-management-card";
export { INVENTORY_SYNC_FAILED, parseSyncRequest, PRODUCTS_SYNC_FAILED, summaryText } from "./sync.schema";
export type { SyncActionData, SyncRunView } from "./sync.schema";
