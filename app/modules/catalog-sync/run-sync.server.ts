// The syncs themselves: page through a partner's catalogue, write each product in its own
// transaction, deactivate what the partner no longer lists; inventory refreshes price and
// availability only. Runs as the catalog-sync job; progress goes to its sync_runs row.
import type { FulfilmentPartner, Mapped, PartnerConnection, SyncedProduct } from "~/integrations/partner-port";
import { configuredPartners, fulfilmentPartners } from "~/integrations/partners.server";
import { commerceCapabilities } from "~/commerce/index.server";
import { ShopifyError } from "~/integrations/shopify/storefront-client.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { log } from "~/lib/log.server";
import type { JobContext } from "~/lib/jobs.server";
import { invalidateCatalogue } from "~/modules/catalog/index.server";
import { catalogueConnection, isRefusal, syncPartner, SyncRefused } from "./partner-clients.server";
import {
  deactivateDemoCatalogue,
  deactivatedSince,
  deactivateMissing,
  hasSyncedProducts,
  refreshInventory,
  saveSyncedProduct,
  type SaveResult,
  writtenSince,
  type SyncSource,
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

/** Every product at one of the partner's locations, page by page; returns the ids it listed. */
async function walkCatalogue(
  progress: RunProgress,
  partner: FulfilmentPartner,
  connection: PartnerConnection,
  location: number,
  apply: Apply,
  offsetTotal = 0,
) {
  const seen: string[] = [];
  let cursor: number | undefined;
  do {
    const page = await connection.listProducts(location, cursor);
    await progress.setTotal(offsetTotal + page.total);
    for (const load of page.products) {
      const mapped = await load();
      if (mapped.ok) seen.push(mapped.product.externalId);
      await applyMapped(progress, partner.id, mapped, apply);
    }
    cursor = page.next;
  } while (cursor !== undefined);
  return seen;
}

async function finishProductSync(progress: RunProgress, source: SyncSource, seen: string[]) {
  progress.counts.deactivated = await deactivateMissing(source, seen);
  const since = resumedSince(progress);
  if (since) progress.counts.deactivated = await deactivatedSince(source, seen, since);
  if (!(await anyProductSyncSucceeded(progress.run.id))) await deactivateDemoCatalogue();
  invalidateCatalogue();
}

/** One partner's catalogue at the location the run names (or the one its token has). */
export async function syncPartnerProducts(
  progress: RunProgress,
  partner: FulfilmentPartner,
  connection: PartnerConnection,
  offsetTotal = 0,
) {
  const key = partner.catalogueLocation.key;
  const given = progress.run.params[key];
  const location = await connection.resolveCatalogueLocation(given);
  if (location !== given) await progress.saveParams({ [key]: location });
  const seen = await walkCatalogue(progress, partner, connection, location, saveSyncedProduct, offsetTotal);
  await finishProductSync(progress, partner.id, seen);
}

/** Price and availability of every synced variant, from each configured partner that has synced products. */
export async function syncInventory(progress: RunProgress, partners: readonly FulfilmentPartner[]) {
  let work = 0;
  for (const partner of partners) {
    if (!(await hasSyncedProducts(partner.id))) continue;
    const connection = await catalogueConnection(partner);
    const key = partner.catalogueLocation.key;
    const last = (await lastSuccessfulParams(partner))?.[key];
    if (last === undefined && partner.catalogueLocation.required) {
      throw new SyncRefused(`Run a ${partner.displayName} product sync first`);
    }
    const location = await connection.resolveCatalogueLocation(last);
    await walkCatalogue(progress, partner, connection, location, refreshInventory, progress.counts.total ?? 0);
    work++;
  }
  if (work === 0) throw new SyncRefused("No synced products yet: run Sync Products first");
  invalidateCatalogue();
}

/** Shopify mode: every configured partner's catalogue, then Shopify's variants matched to them by SKU. */
export async function syncShopifyProducts(progress: RunProgress) {
  const partners = await configuredPartners();
  if (!partners.length) throw new SyncRefused(`${anyPartnerHint()} to sync products`);
  for (const partner of partners) {
    await syncPartnerProducts(progress, partner, await catalogueConnection(partner), progress.counts.total ?? 0);
  }
  await progress.saveReport(await matchShopifyVariants(await listShopifyVariants(shopifyStorefront())));
}

/** "Connect A or B in Settings (or set A_TOKEN or B_TOKEN)": any one of them enables a sync. */
export function anyPartnerHint() {
  const partners = fulfilmentPartners();
  const names = partners.map((partner) => partner.displayName).join(" or ");
  return `Connect ${names} in Settings (or set ${partners.map((partner) => partner.tokenVariable).join(" or ")})`;
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
  if (isRefusal(error) || error instanceof ShopifyError) return (error as Error).message;
  return "the sync stopped on an unexpected error";
}

/** The catalog-sync job: runs the sync its run names, and always leaves the run finished. */
export async function handleCatalogSyncJob({ runId }: { runId: string }, context: JobContext) {
  const run = await claimRun(runId, context.attempt);
  if (!run) return;
  const progress = runProgress(run);
  try {
    if (run.partner === "shopify") await syncShopifyProducts(progress);
    else if (run.partner === "inventory") {
      await syncInventory(progress, await configuredPartners());
      if (commerceCapabilities().productSync === "match-platform") await alignShopifyInventory(progress);
    } else {
      const partner = syncPartner(run.partner);
      await syncPartnerProducts(progress, partner, await catalogueConnection(partner));
    }
    await progress.finish();
    log.info({ run: run.id, partner: run.partner, ...progress.counts }, "catalogue sync finished");
  } catch (error) {
    if (error instanceof RunTakenOver) return; // the newer attempt reports on the run
    log.error({ run: run.id, partner: run.partner, err: syncFailureReason(error) }, "catalogue sync failed");
    await progress.finish(syncFailureReason(error));
  }
}
