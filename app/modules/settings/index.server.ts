// The settings module's server face: reading the settings (cached) and saving them.
export {
  guestCheckoutOpen,
  saveGuestCheckout,
  savedGuestCheckout,
  nameShop,
  saveStoreSettings,
  shopSettingsIdentity,
  storeSettings,
} from "./settings.server";
export { shopSettingsSchema } from "./settings.schema";
export { nameWithTagline } from "./shop-identity";
