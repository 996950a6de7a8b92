// The settings module's public face: the shop's identity for components and meta functions, and
// the settings form's schema (decision 061).
export {
  adminTitle,
  DEFAULT_IDENTITY,
  nameWithTagline,
  orderEmailSignOff,
  pageTitle,
  senderOf,
  useShop,
  shopOf,
  type ShopIdentity,
} from "./shop-identity";
export { StoreSettingsForm } from "./store-settings-form";
export { ConnectionsSection } from "./connections-form";
export { homeMeta } from "./home-meta";
export { SHOP_SETTINGS_FIELDS, type ShopSettings } from "./shop-defaults";
export { WORD_FIELDS, type ShopWords } from "./words";
export { WordsForm } from "./words-form";
export { ColoursForm, LogoForm } from "./brand-forms";
export { COLOUR_FIELDS, type BrandColours } from "./brand-colours";
