// The partners as the catalogue sync uses them: a connection from the registry (token and base
// URL from env), refused with a message for the admin when the partner is not configured.
import { PartnerRefusal, type FulfilmentPartner, type PartnerTuning } from "~/integrations/partner-port";
import { connectHint, connectPartner, findPartner, fulfilmentPartners } from "~/integrations/partners.server";
import type { Env } from "~/lib/env.server";
import type { PartnerCard } from "./sync.schema";

/** Pace and backoff overrides; tests and the bench set them, production keeps the partners' rates. */
export const syncTuning: PartnerTuning = {};

/** Refused before anything is written, with a message for the admin. */
export class SyncRefused extends Error {
  override name = "SyncRefused";
}

/** A refusal from the partner's side (no store, several stores, no shop) counts as the sync's. */
export const isRefusal = (error: unknown) => error instanceof SyncRefused || error instanceof PartnerRefusal;

export function syncPartner(id: string): FulfilmentPartner {
  const partner = findPartner(id);
  if (!partner) throw new SyncRefused(`No partner named ${id}`);
  return partner;
}

export async function catalogueConnection(partner: FulfilmentPartner) {
  const connection = await connectPartner(partner, syncTuning);
  if (!connection) throw new SyncRefused(`${connectHint(partner)} to sync from ${partner.displayName}`);
  return connection;
}

/**
 * The registry's partners as the card and the form check need them (plain data), configured as in
 * `config`: the connected configuration (connectedEnv) on the admin pages, the environment in the CLI.
 */
export function partnerCards(config: Env): PartnerCard[] {
  return fulfilmentPartners().map((partner) => ({
    id: partner.id,
    name: partner.displayName,
    configured: partner.configured(config),
    tokenVariable: partner.tokenVariable,
    location: partner.catalogueLocation,
  }));
}
