// Catalogue sync on the server: pulling products from the print partners (or matching Shopify's),
// as a job with its progress, started from the admin's Product Management card.
export { partnerCards, syncTuning } from "./partner-clients.server";
export { handleCatalogSyncJob, syncPartnerProducts } from "./run-sync.server";
export { loadSyncCard, startSyncFromCard } from "./sync-admin.server";
export { CATALOG_SYNC_JOB, catalogSyncPayload, claimRun, getRun, runProgress, startSync } from "./sync-runs.server";
export type { SyncParams, SyncPartner } from "./sync-runs.server";
