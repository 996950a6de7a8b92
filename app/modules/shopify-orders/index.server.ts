// Shopify orders: the webhook that records them, and registering that webhook with Shopify.
export { manualInstructions, registerShopifyWebhooks, shopifyWebhookPlan } from "./register-webhooks.server";
export { respondToShopifyWebhook } from "./shopify-webhook.server";
