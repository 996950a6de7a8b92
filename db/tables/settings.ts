// The shop's own settings (issue #30, decision 061): one row, absent until the owner first saves.
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bytes } from "./personalisation";
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
    // The owner's words (hero, blurbs, newsletter, footer, contact, email sender; decision 066):
    // only the fields that differ from their defaults, so a default naming the shop follows a rename.
    words: jsonb("words").$type<Record<string, string>>().notNull().default({}),
    // The owner's pages (About, Shipping, Returns, Privacy, Terms, FAQ; decision 066): per page its
    // Markdown (absent while it is the default; the FAQ's questions and Markdown answers as items)
    // and the date of its last save.
    pages: jsonb("pages")
      .$type<Record<string, { markdown?: string; items?: { question: string; answer: string }[]; updatedAt: string }>>()
      .notNull()
      .default({}),
    // The brand colours (primary, accent, background as #rrggbb; decision 066); {} while the theme's.
    colours: jsonb("colours").$type<Record<string, string>>().notNull().default({}),
    // The version in the logo's, favicon's and social image's addresses (store_images); null: no logo.
    logoVersion: text("logo_version"),
    updatedAt: updatedAt(),
  },
  (table) => [check("store_settings_single_row", sql`${table.id} = 'store'`)],
);

/**
 * The images derived from the owner's logo (decision 066): 'logo' (the header's), 'favicon' and
 * 'social' (the link preview), each a PNG re-encoded on the server; served under their version.
 */
export const storeImages = pgTable("store_images", {
  name: text("name").primaryKey(),
  png: bytes("png").notNull(),
  version: text("version").notNull(),
  updatedAt: updatedAt(),
});
