// Printful as a fulfilment partner (the port in ../partner-port.ts): its store, sync products,
// orders found by external id, and its one webhook URL per store.
import { z } from "zod";
import type { FulfilmentPartner } from "../partner-port";
import { connectPrintful, printfulStoreId } from "./connection.server";

const idText = z.union([z.string(), z.number()]).transform(String);
const webhookEvent = z.object({
  type: z.string(),
  data: z.object({ order: z.object({ id: idText.optional(), external_id: z.string().nullish() }) }),
});

export const printfulPartner: FulfilmentPartner = {
  id: "printful",
  displayName: "Printful",
  tokenVariable: "PRINTFUL_API_TOKEN",
  catalogueLocation: {
    key: "storeId",
    name: "Store ID",
    label: "Printful store ID (optional)",
    hint: "Leave empty to detect the store automatically.",
    required: false,
    variable: "PRINTFUL_STORE_ID",
  },
  configured: (config) => Boolean(config.PRINTFUL_API_TOKEN),
  configuredLocation: printfulStoreId,
  toProduction: (config) => Boolean(config.PRINTFUL_CONFIRM_ORDERS),
  connect: connectPrintful,
  parseWebhook(body) {
    const parsed = webhookEvent.safeParse(body);
    if (!parsed.success) return null;
    const order = parsed.data.data.order;
    return { type: parsed.data.type, partnerOrderId: order.id, externalId: order.external_id };
  },
};
