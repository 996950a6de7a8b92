// Promotions: codes and automatic offers, each use being an order that carries it (decision 044).
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, oneOf, updatedAt } from "./columns";

export const PROMOTION_KINDS = ["percent", "fixed", "free_shipping"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * One promotion. A code is matched case-insensitively and unique that way; no code means it applies
 * by itself (automatic). A use is an order carrying it (orders.promotion_id) that is not cancelled,
 * so a cancelled or expired unpaid order gives its use back without a write of its own.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the shopper types; null for an automatic promotion. */
    code: text("code"),
    /** The owner's name for it (shown in the admin and, for an automatic one, in the cart). */
    name: text("name").notNull(),
    kind: text("kind").$type<PromotionKind>().notNull(),
    /** Percent off (1–100) for 'percent'; null otherwise. */
    percentOff: integer("percent_off"),
    /** Money off the eligible lines for 'fixed'; null otherwise. */
    amountOff: cents("amount_off"),
    /** The cart subtotal needed before it applies. */
    minSubtotal: cents("min_subtotal"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Uses in all (orders carrying it that are not cancelled); null for no limit. */
    usageLimit: integer("usage_limit"),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    /** Products it is limited to (empty: every product). */
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Categories it is limited to (empty: every category). A line qualifies by product or category. */
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("promotions_code_lower_idx").on(sql`lower(${t.code})`),
    oneOf("promotions_kind_check", t.kind, PROMOTION_KINDS),
    check(
      "promotions_value_check",
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100) or (${t.kind} = 'fixed' and ${t.amountOff} > 0) or ${t.kind} = 'free_shipping'`,
    ),
    check("promotions_usage_limit_check", sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);
