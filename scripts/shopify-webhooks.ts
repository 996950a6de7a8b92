// npm run shopify:webhooks: prints the webhook URL (from SITE_URL) and topics to register in the
// Shopify admin, or registers them through the Admin API when SHOPIFY_ADMIN_TOKEN is set.
import { env } from "~/lib/env.server";
import { createShopifyAdminClient } from "~/integrations/shopify/admin-client.server";
import { manualInstructions, registerShopifyWebhooks, shopifyWebhookPlan } from "~/modules/shopify-orders/index.server";

const plan = shopifyWebhookPlan(env.SITE_URL);
if (!plan.reachable) {
  console.warn(`Note: Shopify delivers only to a public https address; SITE_URL gives ${plan.url}.`);
}
const admin =
  env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_ADMIN_TOKEN
    ? createShopifyAdminClient({
        storeDomain: env.SHOPIFY_STORE_DOMAIN,
        adminToken: env.SHOPIFY_ADMIN_TOKEN,
        apiBase: env.SHOPIFY_API_BASE,
      })
    : null;
if (!admin) {
  for (const line of manualInstructions(plan)) console.log(line);
  process.exit(0);
}
const result = await registerShopifyWebhooks(admin, plan);
for (const line of result.lines) console.log(line);
if (result.ok) console.log("Shopify signs these with your app's API secret key: put it into SHOPIFY_WEBHOOK_SECRET.");
process.exit(result.ok ? 0 : 1);
