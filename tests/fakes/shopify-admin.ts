// The fake's Shopify Admin GraphQL API 2025-07: the part softdrop calls, as a schema subset written
// from Shopify's reference (productVariantsBulkUpdate, webhookSubscriptionCreate), so a query
// with a wrong field, argument or type fails here as it would at Shopify.
import { buildSchema, graphql } from "graphql";
import type { FakeShopifyProduct } from "./shopify-catalogue";

export const FAKE_SHOPIFY_ADMIN_TOKEN = "shpat_fake-admin-token";

const adminSchema = buildSchema(`
  enum ProductVariantInventoryPolicy { DENY CONTINUE }
  enum WebhookSubscriptionFormat { JSON XML }
  enum WebhookSubscriptionTopic {
    ORDERS_CREATE ORDERS_PAID ORDERS_UPDATED ORDERS_CANCELLED ORDERS_FULFILLED
    PRODUCTS_UPDATE PRODUCTS_DELETE PRODUCTS_CREATE
  }
  input InventoryItemInput { tracked: Boolean sku: String }
  input ProductVariantsBulkInput {
    id: ID
    inventoryPolicy: ProductVariantInventoryPolicy
    inventoryItem: InventoryItemInput
    price: String
  }
  input WebhookSubscriptionInput { callbackUrl: String format: WebhookSubscriptionFormat includeFields: [String!] }
  type UserError { field: [String!] message: String! }
  type ProductVariantsBulkUpdateUserError { field: [String!] message: String! code: String }
  type ProductVariant { id: ID! title: String! availableForSale: Boolean! sku: String }
  type ProductVariantsBulkUpdatePayload {
    productVariants: [ProductVariant!]
    userErrors: [ProductVariantsBulkUpdateUserError!]!
  }
  type WebhookSubscription { id: ID! topic: WebhookSubscriptionTopic! }
  type WebhookSubscriptionCreatePayload { webhookSubscription: WebhookSubscription userErrors: [UserError!]! }
  type Shop { name: String! }
  type QueryRoot { shop: Shop! }
  type Mutation {
    productVariantsBulkUpdate(productId: ID!, variants: [ProductVariantsBulkInput!]!): ProductVariantsBulkUpdatePayload
    webhookSubscriptionCreate(
      topic: WebhookSubscriptionTopic!
      webhookSubscription: WebhookSubscriptionInput!
    ): WebhookSubscriptionCreatePayload
  }
  schema { query: QueryRoot mutation: Mutation }
`);

type BulkInput = { id: string; inventoryPolicy?: string; inventoryItem?: { tracked?: boolean } };

/** Answers one Admin API request over the fake's catalogue; records what it changed. */
export function createFakeAdmin(products: FakeShopifyProduct[]) {
  const calls: { query: string; variables: Record<string, unknown> }[] = [];
  const webhooks: { topic: string; callbackUrl: string }[] = [];
  const root = {
    shop: () => ({ name: "softdrop test" }),
    productVariantsBulkUpdate: (args: { productId: string; variants: BulkInput[] }) => {
      const product = products.find((candidate) => candidate.id === args.productId);
      if (!product)
        return { productVariants: null, userErrors: [{ field: ["productId"], message: "Product does not exist" }] };
      const changed = [];
      for (const input of args.variants) {
        const variant = product.variants.find((candidate) => candidate.id === input.id);
        if (!variant)
          return {
            productVariants: null,
            userErrors: [{ field: ["variants"], message: "Product variant does not exist" }],
          };
        // Tracked stock with none on hand and DENY: not for sale. Untracked: always for sale.
        const tracked = input.inventoryItem?.tracked ?? false;
        variant.availableForSale = !(tracked && input.inventoryPolicy === "DENY");
        changed.push(variant);
      }
      return { productVariants: changed, userErrors: [] };
    },
    webhookSubscriptionCreate: (args: { topic: string; webhookSubscription: { callbackUrl?: string } }) => {
      webhooks.push({ topic: args.topic, callbackUrl: args.webhookSubscription.callbackUrl ?? "" });
      return {
        webhookSubscription: { id: `gid://shopify/WebhookSubscription/${webhooks.length}`, topic: args.topic },
        userErrors: [],
      };
    },
  };
  return {
    calls,
    webhooks,
    async answer(query: string, variables: Record<string, unknown>) {
      calls.push({ query, variables });
      return graphql({ schema: adminSchema, source: query, rootValue: root, variableValues: variables });
    },
  };
}
