// The registry of fulfilment partners: the one file that names them all. Sync, fulfilment,
// webhooks and the admin screens loop over it; adding a partner is one adapter and one line here.
import { env } from "~/lib/env.server";
import type { FulfilmentPartner } from "./partner-port";
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

/** The partners whose token is set. */
export const configuredPartners = () => registry.filter((partner) => partner.configured(env));

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
