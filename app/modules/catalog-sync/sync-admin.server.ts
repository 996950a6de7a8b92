// What the admin's Product Management card reads and starts: the runs per partner, the partners
// configured, the Printify shops to pick from, and starting a sync from the card's forms.
import { commerceCapabilities } from "~/commerce/index.server";
import { env } from "~/lib/env.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { log } from "~/lib/log.server";
import type { PrintifyShop } from "~/integrations/printify/printify.server";
import {
  configuredPartners,
  printfulClient,
  printifyClient,
  resolvePrintfulStore,
  SyncRefused,
  TOKEN_VARIABLE,
} from "./partner-clients.server";
import { syncFailureReason } from "./run-sync.server";
import { loadSyncOverview, startSync, type SyncRun } from "./sync-runs.server";
import {
  SHOP_ID_REQUIRED,
  type SyncCardState,
  type SyncField,
  type SyncRequest,
  type SyncRunKey,
  type SyncRunView,
} from "./sync.schema";

function view(run: SyncRun | null): SyncRunView | null {
  if (!run) return null;
  const { id, partner, kind, status, done, total, created, updated, unchanged, deactivated, skipped, error, report } =
    run;
  return {
    id,
    partner,
    kind,
    status,
    done,
    total,
    created,
    updated,
    unchanged,
    deactivated,
    skipped,
    error,
    report,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    resumed: run.attempt > 1,
  };
}

// The token's shops change rarely; asking Printify on every admin page load would spend its rate.
let shopCache: { at: number; shops: Pick<PrintifyShop, "id" | "title">[] } | undefined;
const SHOP_CACHE_MS = 5 * 60_000;

async function printifyShops() {
  if (!configuredPartners().printify) return [];
  if (shopCache && Date.now() - shopCache.at < SHOP_CACHE_MS) return shopCache.shops;
  try {
    const shops = (await printifyClient().listShops()).map(({ id, title }) => ({ id, title }));
    shopCache = { at: Date.now(), shops };
    return shops;
  } catch (error) {
    log.warn({ err: syncFailureReason(error) }, "Printify shops could not be listed");
    return [];
  }
}

export async function loadSyncCard(options: { withShops: boolean }): Promise<SyncCardState> {
  const overview = await loadSyncOverview();
  const runs = Object.fromEntries(
    Object.entries(overview).map(([partner, state]) => [
      partner,
      { latest: view(state.latest), lastSuccessAt: state.lastSuccessAt },
    ]),
  ) as SyncCardState["runs"];
  return {
    partners: configuredPartners(),
    tokenVariables: TOKEN_VARIABLE,
    runs,
    shops: options.withShops ? await printifyShops() : [],
    productSync: commerceCapabilities().productSync,
    platformWrites: Boolean(env.SHOPIFY_ADMIN_TOKEN),
  };
}

export type StartFromCard =
  | { ok: true; run: SyncRunView; key: SyncRunKey; jobId: string }
  | { ok: false; status: number; fields?: Partial<Record<SyncField, string>>; reason?: string };

const RUNNING = {
  printful: "A Printful sync",
  printify: "A Printify sync",
  inventory: "An inventory sync",
  shopify: "A product sync",
} as const;

/** Starts the sync the card asked for; refusals name the field or the reason. */
export async function startSyncFromCard(request: SyncRequest): Promise<StartFromCard> {
  try {
    let start;
    if (request.intent === "sync-printful") {
      // An empty store ID is resolved now (GET /stores), so several stores are named at the field.
      let storeId = request.storeId;
      try {
        storeId = await resolvePrintfulStore(printfulClient(), storeId);
      } catch (error) {
        if (error instanceof SyncRefused && configuredPartners().printful) {
          return { ok: false, status: 400, fields: { storeId: error.message } };
        }
        throw error;
      }
      start = await startSync("printful", { storeId });
    } else if (request.intent === "sync-printify") {
      printifyClient(); // refuses at once without a token
      start = await startSync("printify", { shopId: request.shopId });
    } else if (request.intent === "sync-shopify") {
      const partners = configuredPartners();
      if (!partners.printful && !partners.printify) {
        return { ok: false, status: 400, reason: "Set PRINTFUL_API_TOKEN or PRINTIFY_API_TOKEN to sync products" };
      }
      if (partners.printify && request.shopId === undefined) {
        return { ok: false, status: 400, fields: { shopId: SHOP_ID_REQUIRED } };
      }
      start = await startSync("shopify", { shopId: partners.printify ? request.shopId : undefined });
    } else {
      start = await startSync("inventory");
    }
    if (start.started) {
      return { ok: true, run: view(start.run)!, key: start.run.partner as SyncRunKey, jobId: start.jobId };
    }
    const what = RUNNING[start.running.partner as keyof typeof RUNNING] ?? "A sync";
    const progress = start.running.total ? ` (${start.running.done} of ${start.running.total} products)` : "";
    return { ok: false, status: 409, reason: `${what} is already running${progress}; nothing new was started` };
  } catch (error) {
    if (error instanceof SyncRefused || error instanceof PartnerError) {
      return { ok: false, status: 400, reason: syncFailureReason(error) };
    }
    throw error;
  }
}
