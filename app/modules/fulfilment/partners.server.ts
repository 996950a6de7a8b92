// The print partners as fulfilment uses them: configured clients, which Printful store and Printify
// shop orders go to, and whether orders go straight to production or wait as drafts.
import { and, desc, eq } from "drizzle-orm";
import { createPrintfulClient } from "~/integrations/printful/printful.server";
import { createPrintifyClient } from "~/integrations/printify/printify.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { PartnerClientOptions } from "~/lib/partner-fetch.server";

/** Pace, backoff and timeout overrides: tests and the bench set them; production keeps the defaults. */
export const fulfilmentTuning: Partial<Omit<PartnerClientOptions, "baseUrl" | "token">> = {};

/** A partner that cannot be used as configured: the admin sees the message, nothing is sent. */
export class FulfilmentConfigError extends Error {
  override name = "FulfilmentConfigError";
}

export function printfulOrders() {
  if (!env.PRINTFUL_API_TOKEN) throw new FulfilmentConfigError("Set PRINTFUL_API_TOKEN to send orders to Printful");
  return createPrintfulClient({ baseUrl: env.PRINTFUL_API_BASE, token: env.PRINTFUL_API_TOKEN, ...fulfilmentTuning });
}

export function printifyOrders() {
  if (!env.PRINTIFY_API_TOKEN) throw new FulfilmentConfigError("Set PRINTIFY_API_TOKEN to send orders to Printify");
  return createPrintifyClient({ baseUrl: env.PRINTIFY_API_BASE, token: env.PRINTIFY_API_TOKEN, ...fulfilmentTuning });
}

/** The store or shop the last successful catalogue sync read from that partner. */
async function lastSyncedFrom(partner: "printful" | "printify") {
  const [run] = await db
    .select({ params: schema.syncRuns.params })
    .from(schema.syncRuns)
    .where(and(eq(schema.syncRuns.partner, partner), eq(schema.syncRuns.status, "done")))
    .orderBy(desc(schema.syncRuns.createdAt))
    .limit(1);
  return partner === "printful" ? run?.params.storeId : run?.params.shopId;
}

/** PRINTFUL_STORE_ID, else the store the catalogue was synced from, else the token's only store. */
export async function printfulStoreId(): Promise<number | undefined> {
  if (env.PRINTFUL_STORE_ID) return Number(env.PRINTFUL_STORE_ID);
  return lastSyncedFrom("printful");
}

/** PRINTIFY_SHOP_ID, else the shop the catalogue was synced from. */
export async function printifyShopId(): Promise<number> {
  if (env.PRINTIFY_SHOP_ID) return Number(env.PRINTIFY_SHOP_ID);
  const synced = await lastSyncedFrom("printify");
  if (synced === undefined) {
    throw new FulfilmentConfigError("Set PRINTIFY_SHOP_ID (or sync the catalogue from Printify) to send orders");
  }
  return synced;
}

/** Whether partner orders go to production at once (default) or wait for the owner's approval. */
export const draftMode = {
  printful: () => !env.PRINTFUL_CONFIRM_ORDERS,
  printify: () => !env.PRINTIFY_SEND_TO_PRODUCTION,
};

/** Our order id as the partners' external_id: Printful allows 32 characters, a UUID without dashes fits. */
export const externalIdOf = (orderId: string) => orderId.replace(/-/g, "");

/** Back from an external id to our order id (a UUID), or null when it is not one of ours. */
export function orderIdOf(externalId: string | null | undefined) {
  const hex = (externalId ?? "").toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
