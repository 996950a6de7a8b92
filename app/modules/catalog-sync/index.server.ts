// The catalog-sync module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { partnerCards, syncTuning } from "./partner-clients.server";
export { handleCatalogSyncJob, syncPartnerProducts } from "./run-sync.server";
export { loadSyncCard, startSyncFromCard } from "./sync-admin.server";
export { CATALOG_SYNC_JOB, catalogSyncPayload, claimRun, getRun, runProgress, startSync } from "./sync-runs.server";
export type { SyncParams, SyncPartner } from "./sync-runs.server";
// </public-entry>
