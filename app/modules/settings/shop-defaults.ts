// The store settings' fields and their defaults, without zod (the admin form's first load) and
// without React Router (the server reads them too).
import { DEFAULT_IDENTITY } from "./shop-identity";

export type ShopSettings = { shopName: string; tagline: string; seoTitleSuffix: string; seoDescription: string };

/**
 * What a fresh install shows: exactly the texts the shop had before settings existed. The title
 * suffix is empty, so titles end with the shop's name ("softdrop" until renamed) and follow a rename
 * made without touching the suffix.
 */
export const DEFAULT_SHOP: ShopSettings = {
  shopName: DEFAULT_IDENTITY.name,
  tagline: DEFAULT_IDENTITY.tagline,
  seoTitleSuffix: "",
  seoDescription: DEFAULT_IDENTITY.description,
};

export const SHOP_SETTINGS_FIELDS = ["shopName", "tagline", "seoTitleSuffix", "seoDescription"] as const;
