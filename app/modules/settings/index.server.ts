// The settings module's server face: reading the settings (cached) and saving them.
export {
  guestCheckoutOpen,
  saveGuestCheckout,
  savedGuestCheckout,
  nameShop,
  savePage,
  saveStoreSettings,
  saveWords,
  shopMailIdentity,
  shopSettingsIdentity,
  storedPages,
  storeSettings,
  storeWords,
  brandHead,
  storeBrand,
  saveColours,
  saveLogoVersion,
  homeWords,
  footerWords,
} from "./settings.server";
export { wordsSchema } from "./words.schema";
export { connectionAction, connectionsView, type ConnectionActionData } from "./connections.server";
export { DEFAULT_SHOP } from "./shop-defaults";
export { shopSettingsSchema } from "./settings.schema";
export { nameWithTagline } from "./shop-identity";
export { brandImage, brandImagesFrom, LogoRefused, storeBrandImages } from "./brand-images.server";
export { coloursSchema } from "./colours.schema";
