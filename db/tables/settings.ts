// The shop's own settings (issue #30, decision 061): one row, absent until the owner first saves.
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

export const storeSettings = pgTable(
  "store_settings",
  {
    // Always 'store': a single-row table, so a save is an upsert on this key.
    id: text("id").primaryKey().default("store"),
    shopName: text("shop_name").notNull(),
    tagline: text("tagline").notNull(),
    seoTitleSuffix: text("seo_title_suffix").notNull(),
    seoDescription: text("seo_description").notNull(),
    /** "Let shoppers check out without an account" (decision 065); GUEST_CHECKOUT=true wins. */
    guestCheckout: boolean("guest_checkout").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check("store_settings_single_row", sql`${table.id} = 'store'`)],
);
