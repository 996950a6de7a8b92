// The partners' clients as configured (token and base URL from env), and finding the Printful
// store / Printify shops a token can reach.
import { createPrintfulClient, type PrintfulClient } from "~/integrations/printful/printful.server";
import { createPrintifyClient, type PrintifyClient } from "~/integrations/printify/printify.server";
import { env } from "~/lib/env.server";

/** Pace and backoff overrides; tests and the bench set them, production keeps the partners' rates. */
export const syncTuning: { requestsPerMinute?: number; backoffMs?: number } = {};

export const TOKEN_VARIABLE = { printful: "PRINTFUL_API_TOKEN", printify: "PRINTIFY_API_TOKEN" } as const;

export function configuredPartners() {
  return { printful: Boolean(env.PRINTFUL_API_TOKEN), printify: Boolean(env.PRINTIFY_API_TOKEN) };
}

/** Refused before anything is written, with a message for the admin. */
export class SyncRefused extends Error {
  override name = "SyncRefused";
}

export function printfulClient(): PrintfulClient {
  if (!env.PRINTFUL_API_TOKEN) throw new SyncRefused(`Set ${TOKEN_VARIABLE.printful} to sync from Printful`);
  return createPrintfulClient({ baseUrl: env.PRINTFUL_API_BASE, token: env.PRINTFUL_API_TOKEN, ...syncTuning });
}

export function printifyClient(): PrintifyClient {
  if (!env.PRINTIFY_API_TOKEN) throw new SyncRefused(`Set ${TOKEN_VARIABLE.printify} to sync from Printify`);
  return createPrintifyClient({ baseUrl: env.PRINTIFY_API_BASE, token: env.PRINTIFY_API_TOKEN, ...syncTuning });
}

/** The store to sync: the one given, else the token's only store (GET /stores). */
export async function resolvePrintfulStore(client: PrintfulClient, storeId?: number) {
  if (storeId !== undefined) return storeId;
  const stores = await client.listStores();
  if (stores.length === 1) return stores[0]!.id;
  if (stores.length === 0) throw new SyncRefused("This Printful token has no stores");
  const list = stores.map((store) => `${store.id} (${store.name})`).join(", ");
  throw new SyncRefused(`This Printful token has several stores; enter one store ID: ${list}`);
}
