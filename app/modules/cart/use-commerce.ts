// What the current commerce mode offers (from the root loader), for components that differ by it.
import { useRouteLoaderData } from "react-router";
import type { CommerceCapabilities } from "~/commerce";

const NATIVE: CommerceCapabilities = {
  cart: "page",
  productOptions: "size-color",
  platformName: null,
  productSync: "partner-catalogue",
};

export function useCommerce(): CommerceCapabilities {
  return useRouteLoaderData<{ commerce?: CommerceCapabilities }>("root")?.commerce ?? NATIVE;
}

/** SPEC section 3: the platform's name followed by '-cart'. */
export function hostedCartKey(platformName: string) {
  return `${platformName.toLowerCase()}-cart`;
}

/** The drawer cart's storage key ('shopify-cart'); null when the mode keeps the native cart. */
export function useHostedCartKey(): string | null {
  const { cart, platformName } = useCommerce();
  return cart === "drawer" && platformName ? hostedCartKey(platformName) : null;
}

/** The currency this page shows prices in (decision 071), from the root loader; USD without it. */
export function usePageCurrency(): string {
  return useRouteLoaderData<{ currency?: { code: string } }>("root")?.currency?.code ?? "USD";
}
