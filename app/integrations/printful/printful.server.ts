// The Printful API v1 client (docs/partner-apis.md): stores, sync products and their sync variants.
import { z } from "zod";
import { createPartnerFetch, PartnerError, type PartnerClientOptions } from "~/lib/partner-fetch.server";
import {
  catalogProduct,
  envelope,
  order,
  printfiles,
  productDetail,
  productSummary,
  shippingRate,
  sizeTables,
  store,
  webhookConfig,
  type PrintfulOrderInput,
  type PrintfulRatesInput,
} from "./schemas";

/** Printful allows about 120 requests a minute; stay a little under it. */
export const PRINTFUL_REQUESTS_PER_MINUTE = 110;
export const PRINTFUL_PAGE_LIMIT = 100;

/** Printful's error body: `{ code, result: 'Not found', error: { reason, message } }`. */
function printfulErrorMessage(body: unknown) {
  const parsed = z
    .object({ result: z.unknown().optional(), error: z.object({ message: z.string() }).partial().optional() })
    .safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.error?.message ?? (typeof parsed.data.result === "string" ? parsed.data.result : undefined);
}

async function orNull<T extends { result: unknown }>(request: Promise<T>): Promise<T["result"] | null> {
  try {
    return (await request).result;
  } catch (error) {
    if (error instanceof PartnerError && error.status === 404) return null;
    throw error;
  }
}

type PartnerHttp = ReturnType<typeof createPartnerFetch>;

const storeHeader = (storeId?: number): Record<string, string> =>
  storeId === undefined ? {} : { "X-PF-Store-Id": String(storeId) };

/** The store, its sync products and Printful's catalogue behind them. */
function catalogueCalls(http: PartnerHttp) {
  return {
    async listStores() {
      return (await http.request("/stores", envelope(z.array(store)))).result;
    },
    /** One page of the store's sync products, with Printful's paging. */
    async listProducts(storeId: number | undefined, offset: number, limit = PRINTFUL_PAGE_LIMIT) {
      const body = await http.request(
        `/store/products?offset=${offset}&limit=${limit}`,
        envelope(z.array(productSummary)),
        { headers: storeHeader(storeId) },
      );
      return { products: body.result, total: body.paging?.total ?? offset + body.result.length };
    },
    async getProduct(storeId: number | undefined, productId: number) {
      return (
        await http.request(`/store/products/${productId}`, envelope(productDetail), { headers: storeHeader(storeId) })
      ).result;
    },
    /** A catalogue product's variants with their prices (what a sync variant of it costs us). */
    async getCatalogProduct(productId: number) {
      return (await http.request(`/products/${productId}`, envelope(catalogProduct))).result;
    },
    /** Print file sizes (pixels, dpi) of a catalogue product, per variant and placement. */
    async getPrintfiles(productId: number) {
      return (await http.request(`/mockup-generator/printfiles/${productId}`, envelope(printfiles))).result;
    },
  };
}

function orderCalls(http: PartnerHttp) {
  return {
    /** The order with this external id, or null when Printful has none (404). */
    async findOrderByExternalId(storeId: number | undefined, externalId: string) {
      return orNull(
        http.request(`/orders/@${encodeURIComponent(externalId)}`, envelope(order), { headers: storeHeader(storeId) }),
      );
    },
    async getOrder(storeId: number | undefined, orderId: string) {
      return (
        await http.request(`/orders/${encodeURIComponent(orderId)}`, envelope(order), { headers: storeHeader(storeId) })
      ).result;
    },
    /** Creates the order; `confirm` sends it to production, otherwise it stays a draft at Printful. */
    async createOrder(storeId: number | undefined, input: PrintfulOrderInput, confirm: boolean) {
      return (
        await http.request(`/orders?confirm=${confirm}`, envelope(order), {
          method: "POST",
          body: input,
          headers: storeHeader(storeId),
        })
      ).result;
    },
    async confirmOrder(storeId: number | undefined, orderId: string) {
      return (
        await http.request(`/orders/${encodeURIComponent(orderId)}/confirm`, envelope(order), {
          method: "POST",
          headers: storeHeader(storeId),
        })
      ).result;
    },
    /** Cancels an order Printful has not started on (Printful refuses once it is in production). */
    async cancelOrder(storeId: number | undefined, orderId: string) {
      return (
        await http.request(`/orders/${encodeURIComponent(orderId)}`, envelope(order), {
          method: "DELETE",
          headers: storeHeader(storeId),
          idempotent: true,
        })
      ).result;
    },
  };
}

/** Size tables, shipping rates and the webhook: what a sync, a quote and setup ask beside orders. */
function sizeShippingAndWebhookCalls(http: PartnerHttp) {
  return {
    /** A catalogue product's size tables in centimetres (v2, docs/partner-apis.md §10; issue #34). */
    async catalogSizes(catalogProductId: number) {
      return (
        await http.request(`/v2/catalog-products/${catalogProductId}/sizes?unit=cm`, z.object({ data: sizeTables }))
      ).data;
    },
    /** Live shipping rates for catalogue variants to a recipient (decision 046). */
    async shippingRates(storeId: number | undefined, input: PrintfulRatesInput) {
      return (
        await http.request("/shipping/rates", envelope(z.array(shippingRate)), {
          method: "POST",
          body: input,
          headers: storeHeader(storeId),
          idempotent: true,
        })
      ).result;
    },
    /** Sets the store's one webhook URL and the events sent to it. */
    async setWebhooks(storeId: number | undefined, url: string, types: string[]) {
      return (
        await http.request("/webhooks", envelope(webhookConfig), {
          method: "POST",
          body: { url, types },
          headers: storeHeader(storeId),
          idempotent: true,
        })
      ).result;
    },
  };
}

export function createPrintfulClient(options: PartnerClientOptions) {
  const http = createPartnerFetch({
    partner: "Printful",
    requestsPerMinute: PRINTFUL_REQUESTS_PER_MINUTE,
    errorMessage: printfulErrorMessage,
    ...options,
  });
  return {
    stats: http.stats,
    ...catalogueCalls(http),
    ...orderCalls(http),
    ...sizeShippingAndWebhookCalls(http),
  };
}
