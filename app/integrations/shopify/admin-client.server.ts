// The few Shopify Admin GraphQL API (2025-07) calls softdrop makes with SHOPIFY_ADMIN_TOKEN:
// making variants available or not (Sync Inventory) and registering webhooks. Answers parsed with zod.
import { z } from "zod";
import { log } from "~/lib/log.server";
import { SHOPIFY_API_VERSION, ShopifyError } from "./storefront-client.server";

/**
 * A print-on-demand variant is not stock-tracked, so Shopify always sells it. Tracking its stock
 * (none is ever received) with the DENY policy stops the sale; untracked with CONTINUE sells again.
 */
export const SET_VARIANTS_AVAILABILITY_MUTATION = `#graphql
  mutation SetVariantsAvailability($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants { id availableForSale }
      userErrors { field message }
    }
  }
`;

export const WEBHOOK_SUBSCRIPTION_CREATE_MUTATION = `#graphql
  mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
      webhookSubscription { id topic }
      userErrors { field message }
    }
  }
`;

export const ADMIN_DOCUMENTS = { SET_VARIANTS_AVAILABILITY_MUTATION, WEBHOOK_SUBSCRIPTION_CREATE_MUTATION };

const userErrors = z.array(z.object({ field: z.array(z.string()).nullable().optional(), message: z.string() }));
const bulkUpdateSchema = z.object({
  productVariantsBulkUpdate: z.object({
    productVariants: z.array(z.object({ id: z.string(), availableForSale: z.boolean() })).nullable(),
    userErrors,
  }),
});
const webhookCreateSchema = z.object({
  webhookSubscriptionCreate: z.object({
    webhookSubscription: z.object({ id: z.string(), topic: z.string() }).nullable(),
    userErrors,
  }),
});

export type ShopifyAdminConfig = { storeDomain: string; adminToken: string; apiBase?: string };

/** 'orders/create' → ORDERS_CREATE, the Admin API's topic enum. */
export const topicEnum = (topic: string) => topic.replace("/", "_").toUpperCase();

export function createShopifyAdminClient(config: ShopifyAdminConfig) {
  const base = (config.apiBase ?? `https://${config.storeDomain}`).replace(/\/$/, "");
  const url = `${base}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;

  async function request<T extends z.ZodType>(name: string, query: string, variables: object, shape: T) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": config.adminToken },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new ShopifyError(`Error calling Shopify: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 402) throw new ShopifyError("Shopify API access requires an active billing plan", 402);
    if (!response.ok) throw new ShopifyError(`HTTP error! status: ${response.status}`, response.status);
    const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: { message: string }[] } | null;
    if (body?.errors?.length) {
      throw new ShopifyError(`Error calling Shopify: ${body.errors.map((error) => error.message).join(", ")}`);
    }
    const parsed = shape.safeParse(body?.data);
    if (!parsed.success) throw new ShopifyError(`Error calling Shopify: unexpected answer to ${name}`);
    return parsed.data as z.infer<T>;
  }

  function failOn(name: string, errors: z.infer<typeof userErrors>) {
    if (!errors.length) return;
    const error = new ShopifyError(`Error calling Shopify: ${errors.map((e) => e.message).join(", ")}`);
    log.error({ query: name }, error.message);
    throw error;
  }

  return {
    /** Makes some variants of one product available for sale or not. */
    async setVariantsAvailability(productId: string, variants: { id: string; available: boolean }[]) {
      const input = variants.map((variant) => ({
        id: variant.id,
        inventoryPolicy: variant.available ? "CONTINUE" : "DENY",
        inventoryItem: { tracked: !variant.available },
      }));
      const answer = await request(
        "SetVariantsAvailability",
        SET_VARIANTS_AVAILABILITY_MUTATION,
        { productId, variants: input },
        bulkUpdateSchema,
      );
      failOn("SetVariantsAvailability", answer.productVariantsBulkUpdate.userErrors);
      return answer.productVariantsBulkUpdate.productVariants ?? [];
    },
    async registerWebhook(topic: string, callbackUrl: string) {
      const answer = await request(
        "WebhookSubscriptionCreate",
        WEBHOOK_SUBSCRIPTION_CREATE_MUTATION,
        { topic: topicEnum(topic), webhookSubscription: { callbackUrl, format: "JSON" } },
        webhookCreateSchema,
      );
      failOn("WebhookSubscriptionCreate", answer.webhookSubscriptionCreate.userErrors);
      return answer.webhookSubscriptionCreate.webhookSubscription;
    },
  };
}

export type ShopifyAdminClient = ReturnType<typeof createShopifyAdminClient>;
