// The catalog-sync module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { ProductManagementCard } from "./product-management-card";
export { INVENTORY_SYNC_FAILED, parseSyncRequest, PRODUCTS_SYNC_FAILED, summaryText } from "./sync.schema";
export type { SyncActionData, SyncRunView } from "./sync.schema";
// </public-entry>
