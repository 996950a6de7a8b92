// `npm run shopify:webhooks`: the webhook URL and topics the store needs from Shopify, and
// registering them through the Admin API when SHOPIFY_ADMIN_TOKEN is set.
import type { ShopifyAdminClient } from "~/integrations/shopify/admin-client.server";
import { WEBHOOK_TOPICS } from "~/integrations/shopify/webhooks.server";

export const WEBHOOK_PATH = "/webhooks/shopify";

export function shopifyWebhookPlan(siteUrl: string) {
  const url = `${siteUrl.replace(/\/$/, "")}${WEBHOOK_PATH}`;
  const local = /^https?:\/\/(localhost|127\.|\[::1\])/i.test(url);
  return { url, topics: [...WEBHOOK_TOPICS], reachable: !local && url.startsWith("https://") };
}

/** The instructions printed when there is no Admin API token to register with. */
export function manualInstructions(plan: ReturnType<typeof shopifyWebhookPlan>) {
  return [
    "Shopify webhooks for softdrop",
    `URL:    ${plan.url}`,
    `Topics: ${plan.topics.join(", ")}`,
    "",
    "In the Shopify admin open Settings → Notifications → Webhooks and create one webhook per topic",
    "above: format JSON, this URL, API version 2025-07. Put the signing secret shown under the list",
    "into SHOPIFY_WEBHOOK_SECRET and restart the store.",
    "With SHOPIFY_ADMIN_TOKEN set, this command registers them through the Admin API instead.",
  ];
}

/** Registers every topic; returns one line per topic, and whether all succeeded. */
export async function registerShopifyWebhooks(admin: ShopifyAdminClient, plan: ReturnType<typeof shopifyWebhookPlan>) {
  const lines: string[] = [];
  let ok = true;
  for (const topic of plan.topics) {
    try {
      await admin.registerWebhook(topic, plan.url);
      lines.push(`registered ${topic} → ${plan.url}`);
    } catch (error) {
      ok = false;
      lines.push(`FAILED ${topic}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { ok, lines };
}
