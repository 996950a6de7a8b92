// The syncs themselves: page through a partner's catalogue, write each product in its own
// transaction, deactivate what the partner no longer lists; inventory refreshes price and
// availability only. Runs as the catalog-sync job; progress goes to its sync_runs row.
import type { PrintfulClient } from "~/integrations/printful/printful.server";
import type { PrintifyClient } from "~/integrations/printify/printify.server";
import { commerceCapabilities } from "~/commerce/index.server";
import { ShopifyError } from "~/integrations/shopify/storefront-client.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { log } from "~/lib/log.server";
import type { JobContext } from "~/lib/jobs.server";
import { invalidateCatalogue } from "~/modules/catalog/catalog.server";
import { mapPrintfulProduct, mapPrintifyProduct, type Mapped, type SyncedProduct, type SyncSource } from "./mapping";
import {
  printfulClient,
  printifyClient,
  resolvePrintfulStore,
  SyncRefused,
  configuredPartners,
} from "./partner-clients.server";
import {
  deactivateDemoCatalogue,
  deactivatedSince,
  deactivateMissing,
  hasSyncedProducts,
  refreshInventory,
  saveSyncedProduct,
  type SaveResult,
  writtenSince,
} from "./save-product.server";
import {
  alignShopifyAvailability,
  listShopifyVariants,
  matchShopifyVariants,
  shopifyAdmin,
  shopifyStorefront,
} from "./shopify-match.server";
import {
  anyProductSyncSucceeded,
  claimRun,
  lastSuccessfulParams,
  runProgress,
  RunTakenOver,
  type RunProgress,
} from "./sync-runs.server";

type Apply = (source: SyncSource, product: SyncedProduct) => Promise<SaveResult | undefined>;

/** When the run was taken back after a crash: the time its first attempt started, else undefined. */
const resumedSince = (progress: RunProgress) =>
  progress.run.attempt > 1 && progress.run.startedAt ? progress.run.startedAt : undefined;

/**
 * A retaken run starts over, so what its dead attempt wrote now reads as unchanged: counted as
 * what that attempt did (decision 029). Inventory never creates, so it only finds updates.
 */
async function countEarlierAttempt(progress: RunProgress, source: SyncSource, externalId: string) {
  const since = resumedSince(progress);
  if (!since) return "unchanged";
  const earlier = await writtenSince(source, externalId, since);
  if (progress.run.kind === "inventory") return earlier ? "updated" : "unchanged";
  return earlier ?? "unchanged";
}

/** Writes one mapped product and counts it; a product that cannot be saved is skipped with why. */
async function applyMapped(progress: RunProgress, source: SyncSource, mapped: Mapped, apply: Apply) {
  if (!mapped.ok) return progress.record(undefined, { name: mapped.name, reason: mapped.reason });
  let result: SaveResult | undefined;
  try {
    result = await apply(source, mapped.product);
  } catch (error) {
    log.error({ err: error, source, externalId: mapped.product.externalId }, "synced product could not be saved");
    return progress.record(undefined, { name: mapped.product.name, reason: "could not be saved" });
  }
  if (result !== "unchanged") invalidateCatalogue();
  if (result === undefined) {
    return progress.record(undefined, { name: mapped.product.name, reason: "not synced yet: run Sync Products" });
  }
  if (result === "unchanged") result = await countEarlierAttempt(progress, source, mapped.product.externalId);
  return progress.record(result);
}

/** Every sync product of a Printful store, paged 100 at a time; returns the ids it listed. */
async function walkPrintful(
  progress: RunProgress,
  client: PrintfulClient,
  storeId: number,
  apply: Apply,
  offsetTotal = 0,
) {
  const seen: string[] = [];
  for (let offset = 0; ;) {
    const page = await client.listProducts(storeId, offset);
    await progress.setTotal(offsetTotal + page.total);
    for (const summary of page.products) {
      if (summary.is_ignored) {
        await progress.record(undefined, { name: summary.name, reason: "ignored at Printful" });
        continue;
      }
      let mapped: Mapped;
      try {
        mapped = mapPrintfulProduct(await client.getProduct(storeId, summary.id));
      } catch (error) {
        // Deleted between the list and the fetch: skipped; any other fault ends the sync.
        if (error instanceof PartnerError && error.status === 404) {
          await progress.record(undefined, { name: summary.name, reason: "no longer at Printful" });
          continue;
        }
        throw error;
      }
      if (mapped.ok) seen.push(mapped.product.externalId);
      await applyMapped(progress, "printful", mapped, apply);
    }
    offset += page.products.length;
    if (page.products.length === 0 || offset >= page.total) return seen;
  }
}

/** Every product of a Printify shop, page by page; returns the ids of the published ones. */
async function walkPrintify(
  progress: RunProgress,
  client: PrintifyClient,
  shopId: number,
  apply: Apply,
  offsetTotal = 0,
) {
  const seen: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.listProducts(shopId, page);
    await progress.setTotal(offsetTotal + answer.total);
    for (const product of answer.products) {
      const mapped = mapPrintifyProduct(product);
      if (mapped.ok) seen.push(mapped.product.externalId);
      await applyMapped(progress, "printify", mapped, apply);
    }
    if (page >= answer.lastPage || answer.products.length === 0) return seen;
  }
}

async function finishProductSync(progress: RunProgress, source: SyncSource, seen: string[]) {
  progress.counts.deactivated = await deactivateMissing(source, seen);
  const since = resumedSince(progress);
  if (since) progress.counts.deactivated = await deactivatedSince(source, seen, since);
  if (!(await anyProductSyncSucceeded(progress.run.id))) await deactivateDemoCatalogue();
  invalidateCatalogue();
}

export async function syncPrintfulProducts(progress: RunProgress, client: PrintfulClient, offsetTotal = 0) {
  const storeId = await resolvePrintfulStore(client, progress.run.params.storeId);
  if (storeId !== progress.run.params.storeId) await progress.saveParams({ storeId });
  const seen = await walkPrintful(progress, client, storeId, saveSyncedProduct, offsetTotal);
  await finishProductSync(progress, "printful", seen);
}

export async function syncPrintifyProducts(progress: RunProgress, client: PrintifyClient, offsetTotal = 0) {
  const shopId = progress.run.params.shopId;
  if (shopId === undefined) throw new SyncRefused("Shop ID is required for Printify sync");
  const seen = await walkPrintify(progress, client, shopId, saveSyncedProduct, offsetTotal);
  await finishProductSync(progress, "printify", seen);
}

/** Price and availability of every synced variant, from each partner that has synced products. */
export async function syncInventory(
  progress: RunProgress,
  clients: { printful?: () => PrintfulClient; printify?: () => PrintifyClient },
) {
  let work = 0;
  if (clients.printful && (await hasSyncedProducts("printful"))) {
    const client = clients.printful();
    const storeId = await resolvePrintfulStore(client, (await lastSuccessfulParams("printful"))?.storeId);
    await walkPrintful(progress, client, storeId, refreshInventory);
    work++;
  }
  if (clients.printify && (await hasSyncedProducts("printify"))) {
    const shopId = (await lastSuccessfulParams("printify"))?.shopId;
    if (shopId === undefined) throw new SyncRefused("Run a Printify product sync first");
    await walkPrintify(progress, clients.printify(), shopId, refreshInventory, progress.counts.total ?? 0);
    work++;
  }
  if (work === 0) throw new SyncRefused("No synced products yet: run Sync Products first");
  invalidateCatalogue();
}

/** Shopify mode: both partners' catalogues, then Shopify's variants matched to them by SKU. */
export async function syncShopifyProducts(progress: RunProgress) {
  const partners = configuredPartners();
  if (!partners.printful && !partners.printify) {
    throw new SyncRefused("Set PRINTFUL_API_TOKEN or PRINTIFY_API_TOKEN to sync products");
  }
  if (partners.printful) await syncPrintfulProducts(progress, printfulClient());
  if (partners.printify) await syncPrintifyProducts(progress, printifyClient(), progress.counts.total ?? 0);
  await progress.saveReport(await matchShopifyVariants(await listShopifyVariants(shopifyStorefront())));
}

/** Shopify mode, after the partners' inventory: Shopify's availability follows the partners'. */
async function alignShopifyInventory(progress: RunProgress) {
  const report = await alignShopifyAvailability(await listShopifyVariants(shopifyStorefront()), shopifyAdmin());
  await progress.saveReport(report);
  if (report.fixed) invalidateCatalogue();
}

/** What a failed sync tells the admin; never the token (the clients never put it in errors). */
export function syncFailureReason(error: unknown) {
  if (error instanceof PartnerError) {
    return error.status === 401 || error.status === 403 ? `${error.partner}: ${error.message}` : error.message;
  }
  if (error instanceof SyncRefused || error instanceof ShopifyError) return error.message;
  return "the sync stopped on an unexpected error";
}

/** The catalog-sync job: runs the sync its run names, and always leaves the run finished. */
export async function handleCatalogSyncJob({ runId }: { runId: string }, context: JobContext) {
  const run = await claimRun(runId, context.attempt);
  if (!run) return;
  const progress = runProgress(run);
  const partners = configuredPartners();
  try {
    if (run.partner === "printful") await syncPrintfulProducts(progress, printfulClient());
    else if (run.partner === "printify") await syncPrintifyProducts(progress, printifyClient());
    else if (run.partner === "shopify") await syncShopifyProducts(progress);
    else {
      await syncInventory(progress, {
        printful: partners.printful ? printfulClient : undefined,
        printify: partners.printify ? printifyClient : undefined,
      });
      if (commerceCapabilities().productSync === "match-platform") await alignShopifyInventory(progress);
    }
    await progress.finish();
    log.info({ run: run.id, partner: run.partner, ...progress.counts }, "catalogue sync finished");
  } catch (error) {
    if (error instanceof RunTakenOver) return; // the newer attempt reports on the run
    log.error({ run: run.id, partner: run.partner, err: syncFailureReason(error) }, "catalogue sync failed");
    await progress.finish(syncFailureReason(error));
  }
}
