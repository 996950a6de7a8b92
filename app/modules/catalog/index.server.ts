// The catalogue on the server: products through the configured commerce adapter, cached in the
// process, and the call that empties that cache after a change.
export { invalidateCatalogue } from "./catalog-cache.server";
export { catalog, loadOrEmpty } from "./catalog.server";
