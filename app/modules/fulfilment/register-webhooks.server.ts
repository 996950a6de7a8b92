// `npm run partners:webhooks`: our webhook URLs (SITE_URL + the secret path) registered with each
// partner whose token is set. Needs no database, so it runs beside a running store.
import { printifySigningSecret } from "~/integrations/printify/webhook-signature.server";
import { createPrintfulClient } from "~/integrations/printful/printful.server";
import { createPrintifyClient } from "~/integrations/printify/printify.server";
import type { Env } from "~/lib/env.server";

export const PRINTFUL_WEBHOOK_TYPES = ["package_shipped", "order_failed", "order_canceled", "order_updated"];
export const PRINTIFY_WEBHOOK_TOPICS = ["order:shipment:created", "order:shipment:delivered", "order:updated"];

export const webhookUrl = (config: Pick<Env, "SITE_URL">, partner: "printful" | "printify", secret: string) =>
  `${config.SITE_URL}/webhooks/${partner}/${secret}`;

type Config = Pick<
  Env,
  | "SITE_URL"
  | "PARTNER_WEBHOOK_SECRET"
  | "PRINTFUL_API_TOKEN"
  | "PRINTFUL_API_BASE"
  | "PRINTFUL_STORE_ID"
  | "PRINTIFY_API_TOKEN"
  | "PRINTIFY_API_BASE"
  | "PRINTIFY_SHOP_ID"
>;

/** Registers with every configured partner; answers one line per partner for the terminal. */
export async function registerPartnerWebhooks(config: Config): Promise<string[]> {
  const secret = config.PARTNER_WEBHOOK_SECRET;
  if (!secret) throw new Error("Set PARTNER_WEBHOOK_SECRET first: it is the secret part of the webhook URLs");
  if (!config.PRINTFUL_API_TOKEN && !config.PRINTIFY_API_TOKEN) {
    throw new Error("Set PRINTFUL_API_TOKEN and/or PRINTIFY_API_TOKEN first");
  }
  const lines: string[] = [];
  if (config.PRINTFUL_API_TOKEN) {
    const client = createPrintfulClient({ baseUrl: config.PRINTFUL_API_BASE, token: config.PRINTFUL_API_TOKEN });
    const storeId = config.PRINTFUL_STORE_ID ? Number(config.PRINTFUL_STORE_ID) : undefined;
    const url = webhookUrl(config, "printful", secret);
    await client.setWebhooks(storeId, url, PRINTFUL_WEBHOOK_TYPES);
    lines.push(`Printful: ${PRINTFUL_WEBHOOK_TYPES.join(", ")} → ${url.replace(secret, "<secret>")}`);
  }
  if (config.PRINTIFY_API_TOKEN) {
    const client = createPrintifyClient({ baseUrl: config.PRINTIFY_API_BASE, token: config.PRINTIFY_API_TOKEN });
    let shopId = config.PRINTIFY_SHOP_ID ? Number(config.PRINTIFY_SHOP_ID) : undefined;
    if (shopId === undefined) {
      const shops = await client.listShops();
      if (shops.length !== 1) {
        const list = shops.map((shop) => `${shop.id} (${shop.title})`).join(", ") || "none";
        throw new Error(`Set PRINTIFY_SHOP_ID to the shop to register with; this token has: ${list}`);
      }
      shopId = shops[0]!.id;
    }
    const url = webhookUrl(config, "printify", secret);
    const existing = await client.listWebhooks(shopId);
    for (const topic of PRINTIFY_WEBHOOK_TOPICS) {
      const current = existing.find((hook) => hook.topic === topic);
      // One webhook per topic, always replaced: Printify never shows a webhook's signing secret,
      // so one registered before (or without) it cannot be told apart.
      if (current) await client.deleteWebhook(shopId, current.id);
      await client.createWebhook(shopId, topic, url, printifySigningSecret(secret));
    }
    lines.push(`Printify shop ${shopId}: ${PRINTIFY_WEBHOOK_TOPICS.join(", ")} → ${url.replace(secret, "<secret>")}`);
  }
  return lines;
}
