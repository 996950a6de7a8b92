// The shop's identity and SEO defaults (issue #30, decision 061): the form's one schema, used by
// the browser for instant feedback and by the action as the authority, and today's texts as defaults.
import { z } from "zod";

/** What a fresh install shows: exactly the texts the shop had before settings existed. */
export const DEFAULT_SHOP = {
  shopName: "softdrop",
  tagline: "express yourself, no rules, just style",
  seoTitleSuffix: "softdrop",
  seoDescription: "Soft pastel streetwear, printed on demand: tees, hoodies, caps and more.",
} as const;

export type ShopSettings = { shopName: string; tagline: string; seoTitleSuffix: string; seoDescription: string };

export const SHOP_SETTINGS_FIELDS = ["shopName", "tagline", "seoTitleSuffix", "seoDescription"] as const;

const text = (max: number, what: string) =>
  z
    .string({ message: `Enter ${what}` })
    .trim()
    .max(max, { message: `Keep ${what} to ${max} characters or fewer` });

export const shopSettingsSchema = z.object({
  shopName: text(60, "the shop's name").min(1, { message: "Enter the shop's name" }),
  // May be empty: the home page's title is then the name alone.
  tagline: text(120, "the tagline"),
  // May be empty: titles then end with the shop's name (shopIdentity), never with a bare dash.
  seoTitleSuffix: text(60, "the title suffix"),
  seoDescription: text(160, "the description").min(1, { message: "Enter the description" }),
});
