// Shopify's webhooks: the signature check (base64 HMAC-SHA256 of the raw body) and the order
// payload's shape, the fields softdrop reads; anything else in a delivery is ignored.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const ORDER_TOPICS = [
  "orders/create",
  "orders/paid",
  "orders/updated",
  "orders/cancelled",
  "orders/fulfilled",
] as const;
export const PRODUCT_TOPICS = ["products/update", "products/delete"] as const;
export const WEBHOOK_TOPICS = [...ORDER_TOPICS, ...PRODUCT_TOPICS] as const;
export type OrderTopic = (typeof ORDER_TOPICS)[number];
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

export const isOrderTopic = (topic: string): topic is OrderTopic => (ORDER_TOPICS as readonly string[]).includes(topic);
export const isWebhookTopic = (topic: string): topic is WebhookTopic =>
  (WEBHOOK_TOPICS as readonly string[]).includes(topic);

export function signShopifyWebhook(rawBody: string, secret: string) {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("base64");
}

/** Whether the X-Shopify-Hmac-Sha256 header signs this raw body; compared in constant time. */
export function verifyShopifyWebhook(rawBody: string, header: string | null, secret: string) {
  if (!header || !secret) return false;
  const expected = Buffer.from(signShopifyWebhook(rawBody, secret), "base64");
  const given = Buffer.from(header.trim(), "base64");
  // Different lengths cannot match; timingSafeEqual needs equal lengths.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const text = z.string().nullish();
const address = z
  .object({
    name: text,
    first_name: text,
    last_name: text,
    address1: text,
    address2: text,
    city: text,
    province: text,
    province_code: text,
    zip: text,
    country: text,
    country_code: text,
  })
  .nullish();

const decimal = z.union([z.string(), z.number()]).transform(String);

/** The order resource of the orders/* topics (Admin REST shape), as far as softdrop reads it. */
export const shopifyOrderSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String),
  name: z.string().min(1),
  email: text,
  contact_email: text,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  cancelled_at: text,
  financial_status: text,
  fulfillment_status: text,
  currency: z.string().default("USD"),
  total_price: decimal,
  subtotal_price: decimal.nullish(),
  total_shipping_price_set: z.object({ shop_money: z.object({ amount: decimal }) }).nullish(),
  customer: z.object({ email: text, first_name: text, last_name: text }).nullish(),
  shipping_address: address,
  billing_address: address,
  line_items: z.array(
    z.object({
      title: z.string(),
      /** Shopify's numeric product id; a custom line has none. */
      product_id: z
        .union([z.number().int(), z.string().regex(/^\d+$/)])
        .nullish()
        .catch(null),
      variant_title: text,
      sku: text,
      quantity: z.number().int().min(0),
      price: decimal,
    }),
  ),
  fulfillments: z.array(z.object({ tracking_number: text, tracking_numbers: z.array(z.string()).nullish() })).nullish(),
});
export type ShopifyOrderPayload = z.infer<typeof shopifyOrderSchema>;
