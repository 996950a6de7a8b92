// The one client for the Shopify Storefront API: @shopify/storefront-api-client, answers parsed
// with zod, failures turned into ShopifyError with the texts of SPEC section 8.
import { createStorefrontApiClient } from "@shopify/storefront-api-client";
import type { z } from "zod";
import { log } from "~/lib/log.server";
import { CART_CREATE_MUTATION } from "./queries";
import { cartCreateSchema } from "./responses";

export const SHOPIFY_API_VERSION = "2025-07";

export class ShopifyError extends Error {
  override name = "ShopifyError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type ShopifyConfig = {
  storeDomain: string;
  storefrontToken: string;
  /** Where to send requests instead of https://{storeDomain} (a local fake in tests). */
  apiBase?: string;
};

/** The SPEC section 8 text for a failed request. */
function requestError(errors: { networkStatusCode?: number; message?: string; graphQLErrors?: { message: string }[] }) {
  const status = errors.networkStatusCode;
  if (status === 402) return new ShopifyError("Shopify API access requires an active billing plan", status);
  if (status !== undefined && (status < 200 || status > 299))
    return new ShopifyError(`HTTP error! status: ${status}`, status);
  const messages = errors.graphQLErrors?.length
    ? errors.graphQLErrors.map((error) => error.message)
    : [errors.message ?? "unknown error"];
  return new ShopifyError(`Error calling Shopify: ${messages.join(", ")}`, status);
}

export function createShopifyClient(config: ShopifyConfig) {
  const apiBase = config.apiBase?.replace(/\/$/, "");
  const client = createStorefrontApiClient({
    storeDomain: config.storeDomain,
    apiVersion: SHOPIFY_API_VERSION,
    publicAccessToken: config.storefrontToken,
    // 429 and 503 are retried once, after Retry-After (the client's own rule).
    retries: 1,
    // The client always builds an https URL from the domain; a configured base replaces its origin.
    customFetchApi: (url, init) => {
      if (!apiBase) return fetch(url, init);
      const { pathname, search } = new URL(url);
      return fetch(`${apiBase}${pathname}${search}`, init);
    },
  });

  /** Runs one named operation and returns its parsed data; throws ShopifyError (logged) on failure. */
  async function request<T extends z.ZodType>(
    name: string,
    document: string,
    variables: Record<string, unknown>,
    shape: T,
  ): Promise<z.infer<T>> {
    const response = await client.request(document, { variables }).catch((error: unknown) => ({
      data: undefined,
      errors: { message: error instanceof Error ? error.message : String(error) },
    }));
    if (response.errors) {
      const error = requestError(response.errors);
      log.error({ query: name, status: error.status }, error.message);
      throw error;
    }
    const parsed = shape.safeParse(response.data);
    if (!parsed.success) {
      const error = new ShopifyError(`Error calling Shopify: unexpected answer to ${name}`);
      log.error({ query: name, issues: parsed.error.issues.slice(0, 5) }, error.message);
      throw error;
    }
    return parsed.data;
  }

  /**
   * cartCreate: a Shopify cart from the lines (and discount codes), for a buyer in `country` (its
   * market's prices and currency; null: the primary market); its checkout URL, or a ShopifyError.
   */
  async function createCart(
    lines: { merchandiseId: string; quantity: number }[],
    discountCodes: string[] = [],
    country: string | null = null,
  ) {
    const input = {
      lines,
      ...(discountCodes.length ? { discountCodes } : {}),
      ...(country ? { buyerIdentity: { countryCode: country } } : {}),
    };
    const variables = country ? { input, country } : { input };
    const { cartCreate } = await request("CartCreate", CART_CREATE_MUTATION, variables, cartCreateSchema);
    const userErrors = cartCreate?.userErrors ?? [];
    if (userErrors.length) {
      const error = new ShopifyError(`Cart creation failed: ${userErrors.map((e) => e.message).join(", ")}`);
      log.error({ query: "CartCreate" }, error.message);
      throw error;
    }
    const cart = cartCreate?.cart;
    if (!cart?.checkoutUrl) {
      const error = new ShopifyError("No checkout URL returned from Shopify");
      log.error({ query: "CartCreate" }, error.message);
      throw error;
    }
    return { ...cart, checkoutUrl: cart.checkoutUrl };
  }

  return { request, createCart };
}

export type ShopifyClient = ReturnType<typeof createShopifyClient>;
