// The print partners as fulfilment uses them: a connection to each (from the registry), where its
// orders go (its store or shop), and our order id as the partners' external id.
import { and, desc, eq } from "drizzle-orm";
import type { FulfilmentPartner, PartnerConnection, PartnerTuning } from "~/integrations/partner-port";
import { connectHint, connectPartner, findPartner } from "~/integrations/partners.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";

/** Pace, backoff and timeout overrides: tests and the bench set them; production keeps the defaults. */
export const fulfilmentTuning: PartnerTuning = {};

/** A partner that cannot be used as configured: the admin sees the message, nothing is sent. */
export class FulfilmentConfigError extends Error {
  override name = "FulfilmentConfigError";
}

/** The registered partner for a partner order's `partner` column; 'manual' and unknown ids have none. */
export function partnerOf(id: string): FulfilmentPartner {
  const partner = findPartner(id);
  if (!partner) throw new Error(`No fulfilment partner named ${id}`);
  return partner;
}

export async function partnerOrders(partner: FulfilmentPartner): Promise<PartnerConnection> {
  const connection = await connectPartner(partner, fulfilmentTuning);
  if (!connection) throw new FulfilmentConfigError(`${connectHint(partner)} to send orders to ${partner.displayName}`);
  return connection;
}

/** The location the last successful catalogue sync read from that partner. */
async function lastSyncedFrom(partner: FulfilmentPartner) {
  const [run] = await db
    .select({ params: schema.syncRuns.params })
    .from(schema.syncRuns)
    .where(and(eq(schema.syncRuns.partner, partner.id), eq(schema.syncRuns.status, "done")))
    .orderBy(desc(schema.syncRuns.createdAt))
    .limit(1);
  return run?.params[partner.catalogueLocation.key];
}

/** The configured location (LocationField.variable), else the one the catalogue was synced from, if any. */
export async function partnerLocation(partner: FulfilmentPartner): Promise<number | undefined> {
  return partner.configuredLocation(env) ?? (await lastSyncedFrom(partner));
}

/** partnerLocation, required where the partner needs one to take orders. */
export async function orderLocation(partner: FulfilmentPartner): Promise<number | undefined> {
  const location = await partnerLocation(partner);
  if (location === undefined && partner.catalogueLocation.required) {
    throw new FulfilmentConfigError(
      `Set ${partner.catalogueLocation.variable} (or sync the catalogue from ${partner.displayName}) to send orders`,
    );
  }
  return location;
}

/** Our order id as the partners' external_id: 32 characters (the strictest partner's limit) hold a UUID without dashes. */
export const externalIdOf = (orderId: string) => orderId.replace(/-/g, "");

/** Back from an external id to our order id (a UUID), or null when it is not one of ours. */
export function orderIdOf(externalId: string | null | undefined) {
  const hex = (externalId ?? "").toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
