// Drops: scheduled, limited releases of products, their notify lists and the emails sent to them.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { products, productVariants } from "./catalogue";

/** What happens to a drop's products after its end: taken off the shop, or back to normal sale. */
export const DROP_AFTER_END = ["remove", "normal"] as const;
export type DropAfterEnd = (typeof DROP_AFTER_END)[number];

export const drops = pgTable(
  "drops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    story: text("story").notNull().default(""),
    heroImage: text("hero_image"),
    launchAt: timestamp("launch_at", { withTimezone: true }).notNull(),
    /** Null: the drop runs until its editions sell out (or for ever). Ending early sets it to now. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    afterEnd: text("after_end").$type<DropAfterEnd>().notNull().default("normal"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("drops_launch_idx").on(t.launchAt),
    oneOf("drops_after_end_check", t.afterEnd, DROP_AFTER_END),
    check("drops_end_after_launch_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.launchAt}`),
  ],
);

/**
 * A product in a drop. The handle chooses it (a Shopify product has no row of ours); product_id
 * is set when the product is in our catalogue, and the reservation gate locks this row.
 */
export const dropProducts = pgTable(
  "drop_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dropId: uuid("drop_id")
      .notNull()
      .references(() => drops.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    productHandle: text("product_handle").notNull(),
    /** Total units across every size and colour; null: not limited. */
    editionSize: integer("edition_size"),
    /** Units one customer may hold in paid and pending orders; null: no limit. */
    perCustomerLimit: integer("per_customer_limit"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("drop_products_drop_handle_idx").on(t.dropId, t.productHandle),
    index("drop_products_product_idx").on(t.productId),
    index("drop_products_handle_idx").on(t.productHandle),
    check("drop_products_edition_check", sql`${t.editionSize} is null or ${t.editionSize} > 0`),
    check("drop_products_limit_check", sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`),
  ],
);

/**
 * One address on a notify list: a drop's ("It's live") or a variant's ("back in stock").
 * notified_at is the exactly-once marker: the job that sends the email sets it with a conditional
 * UPDATE in the same transaction that queues the email (decision record 042).
 */
export const dropSubscriptions = pgTable(
  "drop_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dropId: uuid("drop_id").references(() => drops.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The secret in the unsubscribe link; works without signing in. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** When the one confirmation email was queued. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("drop_subscriptions_drop_email_idx").on(t.dropId, t.email),
    uniqueIndex("drop_subscriptions_variant_email_idx").on(t.variantId, t.email),
    check("drop_subscriptions_target_check", sql`(${t.dropId} is null) <> (${t.variantId} is null)`),
  ],
);
