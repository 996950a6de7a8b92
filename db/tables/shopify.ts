// Shopify mode: what Shopify told us about an order (by webhook), and the webhooks applied.
import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { ORDER_STATUSES, orders, type OrderStatus } from "./orders";

/** One line of a Shopify order, as Shopify sent it (no product of ours behind it). */
export type ShopifyOrderLine = {
  title: string;
  variantTitle: string | null;
  sku: string | null;
  /** Shopify's numeric product id (the webhook's product_id): who may review the product (decision 058). */
  productId?: string | null;
  quantity: number;
  /** Unit price in cents. */
  price: number;
};

/** The Shopify side of an order with source 'shopify' (one row per order). */
export const shopifyOrders = pgTable(
  "shopify_orders",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Shopify's numeric order id (the webhook's `id`). */
    shopifyId: text("shopify_id").notNull().unique(),
    /** The order name the shopper saw at Shopify, e.g. '#1001'. */
    name: text("name").notNull(),
    /** Shopify's `updated_at` of the state applied last: an older delivery never overwrites it. */
    shopifyUpdatedAt: timestamp("shopify_updated_at", { withTimezone: true }).notNull(),
    /** The status Shopify's state maps to (decision 026); only a change of it moves our status. */
    shopifyStatus: text("shopify_status").$type<OrderStatus>().notNull(),
    lines: jsonb("lines").$type<ShopifyOrderLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [oneOf("shopify_orders_status_check", t.shopifyStatus, ORDER_STATUSES)],
);

/** Shopify webhook deliveries already applied (X-Shopify-Webhook-Id): a redelivery changes nothing. */
export const shopifyWebhooks = pgTable("shopify_webhooks", {
  id: text("id").primaryKey(),
  topic: text("topic").notNull(),
  createdAt: createdAt(),
});
