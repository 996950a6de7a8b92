// The registry of fulfilment partners: the one file that names them all. Sync, fulfilment,
// webhooks and the admin screens loop over it; adding a partner is one adapter and one line here.
import type { Env } from "~/lib/env.server";
import type { FulfilmentPartner, PartnerConnection, PartnerTuning } from "./partner-port";
import { printfulPartner } from "./printful/partner.server";
import { printifyPartner } from "./printify/partner.server";

const registry: FulfilmentPartner[] = [printfulPartner, printifyPartner];

/**
 * Words the same text columns hold beside partner ids: products.source 'demo', partner_orders
 * 'manual', sync_runs 'inventory' and 'shopify'. No partner may be called so.
 */
export const RESERVED_IDS = ["demo", "manual", "inventory", "shopify"];

/** Every partner, in the order the screens show them. */
export const fulfilmentPartners = (): readonly FulfilmentPartner[] => registry;

/** The partner with this id (products.source, partner_orders.partner, a webhook path), if any. */
export const findPartner = (id: string | null | undefined) => registry.find((partner) => partner.id === id);

/**
 * The configuration with the owner's connected tokens (decision 070), loaded on first use: the
 * registry itself opens no database, so `npm run partners:webhooks` still runs beside a store.
 */
const connectedEnv = async () => (await import("~/lib/connections.server")).connectedEnv();

/** The partners whose token is set, in the environment or on the settings page (decision 070). */
export async function configuredPartners() {
  const config = await connectedEnv();
  return registry.filter((partner) => partner.configured(config));
}

/** A connection to the partner with the token set for it, or null when none is. */
export async function connectPartner(
  partner: FulfilmentPartner,
  tuning?: PartnerTuning,
): Promise<PartnerConnection | null> {
  const config = await connectedEnv();
  return partner.configured(config) ? partner.connect(config, tuning) : null;
}

/** The partner reached with a token the owner entered, to check it before it is kept. */
export function connectWithToken(partner: FulfilmentPartner, config: Env, token: string, tuning?: PartnerTuning) {
  return partner.connect({ ...config, [partner.tokenVariable]: token }, tuning);
}

/** What the admin is told to do when a partner has no token: connect it, or set its variable. */
export const connectHint = (partner: FulfilmentPartner) =>
  `Connect ${partner.displayName} in Settings (or set ${partner.tokenVariable})`;

/**
 * Adds a partner at run time: tests prove a third adapter goes through the same code paths.
 * Returns the function that removes it again.
 */
export function registerPartner(partner: FulfilmentPartner) {
  if (RESERVED_IDS.includes(partner.id) || !/^[a-z][a-z0-9-]*$/.test(partner.id)) {
    throw new Error(
      `${partner.id} is reserved or not a lowercase id: the same columns hold ${RESERVED_IDS.join(", ")}`,
    );
  }
  if (findPartner(partner.id)) throw new Error(`A partner named ${partner.id} is registered already`);
  if (registry.some((known) => known.catalogueLocation.key === partner.catalogueLocation.key)) {
    // A sync run keeps each partner's location under its key: two partners may not share one.
    throw new Error(`Another partner keeps its location as ${partner.catalogueLocation.key}`);
  }
  registry.push(partner);
  return () => {
    registry.splice(registry.indexOf(partner), 1);
  };
}
