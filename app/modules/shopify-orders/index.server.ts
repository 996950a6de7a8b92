// The shopify-orders module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { manualInstructions, registerShopifyWebhooks, shopifyWebhookPlan } from "./register-webhooks.server";
export { respondToShopifyWebhook } from "./shopify-webhook.server";
// </public-entry>
