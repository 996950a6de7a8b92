// The partners as the catalogue sync uses them: a connection from the registry (token and base
// URL from env), refused with a message for the admin when the partner is not configured.
import { PartnerRefusal, type FulfilmentPartner, type PartnerTuning } from "~/integrations/partner-port";
import { findPartner, fulfilmentPartners } from "~/integrations/partners.server";
import { env } from "~/lib/env.server";
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

export function catalogueConnection(partner: FulfilmentPartner) {
  if (!partner.configured(env)) {
    throw new SyncRefused(`Set ${partner.tokenVariable} to sync from ${partner.displayName}`);
  }
  return partner.connect(env, syncTuning);
}

/** The registry's partners as the card and the form check need them (plain data). */
export function partnerCards(): PartnerCard[] {
  return fulfilmentPartners().map((partner) => ({
    id: partner.id,
    name: partner.displayName,
    configured: partner.configured(env),
    tokenVariable: partner.tokenVariable,
    location: partner.catalogueLocation,
  }));
}
