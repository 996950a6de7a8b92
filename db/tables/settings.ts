// The shop's own settings (issue #30, decision 061): one row, absent until the owner first saves.
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
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
    // The owner's words (hero, blurbs, newsletter, footer, contact, email sender; decision 066):
    // only the fields that differ from their defaults, so a default naming the shop follows a rename.
    words: jsonb("words").$type<Record<string, string>>().notNull().default({}),
    // The owner's pages (About, Shipping, Returns, Privacy, Terms, FAQ; decision 066): per page its
    // Markdown (absent while it is the default) and the date of its last save.
    pages: jsonb("pages").$type<Record<string, { markdown?: string; updatedAt: string }>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [check("store_settings_single_row", sql`${table.id} = 'store'`)],
);
