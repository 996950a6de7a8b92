// The settings module's public face: the shop's identity for components and meta functions, and
// the settings form's schema (decision 061).
export {
  adminTitle,
  DEFAULT_IDENTITY,
  nameWithTagline,
  orderEmailSignOff,
  pageTitle,
  shopMeta,
  shopOf,
  type ShopIdentity,
} from "./shop-identity";
export { StoreSettingsForm } from "./store-settings-form";
export { useShop } from "./use-shop";
export { SHOP_SETTINGS_FIELDS, type ShopSettings } from "./settings.schema";
