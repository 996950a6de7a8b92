// Picks the catalogue adapter for the configured commerce mode (COMMERCE=native|shopify), and
// says what the storefront around it does in that mode.
import { createShopifyClient } from "~/integrations/shopify/storefront-client.server";
import { env } from "~/lib/env.server";
import { nativeCatalog } from "./native/catalog.server";
import { withoutOffShop } from "./off-shop.server";
import { createShopifyCatalog } from "./shopify/catalog.server";
import type { CommerceCapabilities, CommerceCatalog, HostedCheckout } from "./types";

type Mode = "native" | "shopify";

const CAPABILITIES: Record<Mode, CommerceCapabilities> = {
  native: { cart: "page", productOptions: "size-color", platformName: null, productSync: "partner-catalogue" },
  shopify: { cart: "drawer", productOptions: "generic", platformName: "Shopify", productSync: "match-platform" },
};

export function commerceCapabilities(mode: Mode = env.COMMERCE): CommerceCapabilities {
  return CAPABILITIES[mode];
}

/**
 * Prices in other currencies (decisions 071, 072): "converted", ours, at the shop's rates (the
 * catalogue answers in the shop's currency and the page converts); "platform-markets", the
 * platform's own per-country prices (Shopify Markets), asked for with the catalogue's `market`.
 * Not a capability the root sends: no page needs it, and the listing's HTML is at its budget.
 */
const CURRENCY_PRICING: Record<Mode, "converted" | "platform-markets"> = {
  native: "converted",
  shopify: "platform-markets",
};

export function currencyPricing(mode: Mode = env.COMMERCE) {
  return CURRENCY_PRICING[mode];
}

let shopify: ReturnType<typeof createShopifyCatalog> | undefined;
function shopifyCatalog() {
  // env.server.ts refuses to start in this mode without the domain and token. Drops that take
  // their products off the shop at the end take them out of Shopify's listing too (decision 042).
  shopify ??= withoutOffShop(
    createShopifyCatalog(
      createShopifyClient({
        storeDomain: env.SHOPIFY_STORE_DOMAIN ?? "",
        storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN ?? "",
        apiBase: env.SHOPIFY_API_BASE,
      }),
    ),
  );
  return shopify;
}

export function selectCatalog(mode: Mode = env.COMMERCE): CommerceCatalog {
  return mode === "native" ? nativeCatalog : shopifyCatalog();
}

/** The platform's checkout when the mode hands carts off to one; null when we check out ourselves. */
export function selectHostedCheckout(mode: Mode = env.COMMERCE): HostedCheckout | null {
  return mode === "native" ? null : shopifyCatalog().hostedCheckout;
}

export { nativeCatalog } from "./native/catalog.server";
