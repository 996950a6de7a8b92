// Test helpers for the catalogue sync: fakes with a catalogue, the store's env pointed at them,
// and reading back what a sync wrote (integration tests only).
import { and, asc, eq } from "drizzle-orm";
import { env } from "~/lib/env.server";
import { db, schema } from "~/lib/db.server";
import { drainJobs } from "~/lib/jobs.server";
import {
  handleCatalogSyncJob,
  syncTuning,
  CATALOG_SYNC_JOB,
  getRun,
  startSync,
  type SyncParams,
  type SyncPartner,
} from "~/modules/catalog-sync/index.server";

export const PRINTFUL_TOKEN = "pf-integration-token-7f3a";
export const PRINTIFY_TOKEN = "py-integration-token-91c2";

/** Points the store's partner configuration at the fakes, and drops the pace so tests run fast. */
export function useFakePartners(urls: { printful?: string; printify?: string }) {
  Object.assign(env, {
    PRINTFUL_API_TOKEN: urls.printful ? PRINTFUL_TOKEN : undefined,
    PRINTFUL_API_BASE: urls.printful ?? env.PRINTFUL_API_BASE,
    PRINTIFY_API_TOKEN: urls.printify ? PRINTIFY_TOKEN : undefined,
    PRINTIFY_API_BASE: urls.printify ?? env.PRINTIFY_API_BASE,
  });
  Object.assign(syncTuning, { requestsPerMinute: 600_000, backoffMs: 5 });
}

/** Starts a sync and runs the queued job to the end, as a worker would; returns the finished run. */
export async function runSync(partner: SyncPartner, params: SyncParams = {}) {
  const start = await startSync(partner, params);
  if (!start.started) throw new Error(`a ${partner} sync is already running`);
  await drainJobs({ [CATALOG_SYNC_JOB]: handleCatalogSyncJob });
  return (await getRun(start.run.id))!;
}

export async function syncedProducts(source: string) {
  return db
    .select()
    .from(schema.products)
    .where(eq(schema.products.source, source))
    .orderBy(asc(schema.products.externalId));
}

export async function productByExternalId(source: string, externalId: string) {
  const [product] = await db
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.source, source), eq(schema.products.externalId, externalId)));
  if (!product) return undefined;
  const variants = await db
    .select()
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, product.id))
    .orderBy(asc(schema.productVariants.size), asc(schema.productVariants.color));
  return { ...product, variants };
}
