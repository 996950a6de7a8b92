// What the admin's Product Management card reads and starts: the runs per partner, the registry's
// partners (configured or not), the locations to pick from, and starting a sync from the card's forms.
import { commerceCapabilities } from "~/commerce/index.server";
import type { FulfilmentPartner } from "~/integrations/partner-port";
import { configuredPartners, fulfilmentPartners } from "~/integrations/partners.server";
import { env } from "~/lib/env.server";
import { connectedEnv } from "~/lib/connections.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { log } from "~/lib/log.server";
import { catalogueConnection, isRefusal, partnerCards, syncPartner } from "./partner-clients.server";
import { anyPartnerHint, syncFailureReason } from "./run-sync.server";
import { loadSyncOverview, startSync, type SyncRun } from "./sync-runs.server";
import {
  locationRequired,
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

// A token's locations change rarely; asking the partner on every admin page load would spend its rate.
const locationCache = new Map<string, { at: number; locations: { id: number; title: string }[] }>();
const LOCATION_CACHE_MS = 5 * 60_000;

async function partnerLocations(partner: FulfilmentPartner) {
  const cached = locationCache.get(partner.id);
  if (cached && Date.now() - cached.at < LOCATION_CACHE_MS) return cached.locations;
  try {
    const locations = await (await catalogueConnection(partner)).listLocations();
    locationCache.set(partner.id, { at: Date.now(), locations });
    return locations;
  } catch (error) {
    log.warn({ err: syncFailureReason(error), partner: partner.id }, "partner locations could not be listed");
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
  const locations: SyncCardState["locations"] = {};
  if (options.withShops) {
    for (const partner of await configuredPartners()) locations[partner.id] = await partnerLocations(partner);
  }
  return {
    partners: partnerCards(await connectedEnv()),
    runs,
    locations,
    productSync: commerceCapabilities().productSync,
    platformWrites: Boolean(env.SHOPIFY_ADMIN_TOKEN),
  };
}

export type StartFromCard =
  | { ok: true; run: SyncRunView; key: SyncRunKey; jobId: string }
  | { ok: false; status: number; fields?: Partial<Record<SyncField, string>>; reason?: string };

/** "A <partner> sync is already running": what the card says when a second start changes nothing. */
function runningName(key: string) {
  if (key === "inventory") return "An inventory sync";
  if (key === "shopify") return "A product sync";
  const partner = fulfilmentPartners().find((candidate) => candidate.id === key);
  return partner ? `A ${partner.displayName} sync` : "A sync";
}

/** Starts the sync the card asked for; refusals name the field or the reason. */
export async function startSyncFromCard(request: SyncRequest): Promise<StartFromCard> {
  try {
    let start;
    if (request.intent === "sync-partner") {
      const partner = syncPartner(request.partner);
      const connection = await catalogueConnection(partner); // refuses at once without a token
      const key = partner.catalogueLocation.key;
      // A location the token can tell (its only store) is resolved now, so several are named at the field.
      let location = request.params[key];
      try {
        location = await connection.resolveCatalogueLocation(location);
      } catch (error) {
        if (isRefusal(error)) return { ok: false, status: 400, fields: { [key]: (error as Error).message } };
        throw error;
      }
      start = await startSync(partner.id, { [key]: location });
    } else if (request.intent === "sync-shopify") {
      const partners = await configuredPartners();
      if (!partners.length) return { ok: false, status: 400, reason: `${anyPartnerHint()} to sync products` };
      const fields: Partial<Record<SyncField, string>> = {};
      const params: Record<string, number | undefined> = {};
      for (const partner of partners) {
        const key = partner.catalogueLocation.key;
        if (!partner.catalogueLocation.required) continue;
        if (request.params[key] === undefined) {
          fields[key] = locationRequired({ name: partner.displayName, location: partner.catalogueLocation });
        } else params[key] = request.params[key];
      }
      if (Object.keys(fields).length) return { ok: false, status: 400, fields };
      start = await startSync("shopify", params);
    } else {
      start = await startSync("inventory");
    }
    if (start.started) {
      return { ok: true, run: view(start.run)!, key: start.run.partner as SyncRunKey, jobId: start.jobId };
    }
    const what = runningName(start.running.partner);
    const progress = start.running.total ? ` (${start.running.done} of ${start.running.total} products)` : "";
    return { ok: false, status: 409, reason: `${what} is already running${progress}; nothing new was started` };
  } catch (error) {
    if (isRefusal(error) || error instanceof PartnerError) {
      return { ok: false, status: 400, reason: syncFailureReason(error) };
    }
    throw error;
  }
}
