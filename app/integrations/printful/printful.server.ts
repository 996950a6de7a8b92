// The Printful API v1 client (docs/partner-apis.md): stores, sync products and their sync variants.
import { z } from "zod";
import { createPartnerFetch, PartnerError, type PartnerClientOptions } from "~/lib/partner-fetch.server";

/** Printful allows about 120 requests a minute; stay a little under it. */
export const PRINTFUL_REQUESTS_PER_MINUTE = 110;
export const PRINTFUL_PAGE_LIMIT = 100;

const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    code: z.number(),
    result,
    paging: z.object({ total: z.number(), offset: z.number(), limit: z.number() }).optional(),
  });

const store = z.object({ id: z.number(), name: z.string() });

const productSummary = z.object({
  id: z.number(),
  external_id: z.string().nullish(),
  name: z.string(),
  variants: z.number(),
  synced: z.number(),
  thumbnail_url: z.string().nullish(),
  is_ignored: z.boolean().default(false),
});

const file = z.object({
  type: z.string(),
  preview_url: z.string().nullish(),
  thumbnail_url: z.string().nullish(),
});

const syncVariant = z.object({
  id: z.number(),
  external_id: z.string().nullish(),
  sync_product_id: z.number(),
  name: z.string(),
  synced: z.boolean(),
  variant_id: z.number(),
  retail_price: z.string().regex(/^\d+(\.\d{1,2})?$/, "must be a decimal amount"),
  currency: z.string(),
  sku: z.string().nullish(),
  is_ignored: z.boolean().default(false),
  product: z.object({
    variant_id: z.number(),
    product_id: z.number(),
    image: z.string().nullish(),
    name: z.string(),
  }),
  files: z.array(file).default([]),
  size: z.string().nullish(),
  color: z.string().nullish(),
  availability_status: z.string(),
});

const productDetail = z.object({
  sync_product: productSummary.extend({ description: z.string().nullish(), type: z.string().nullish() }),
  sync_variants: z.array(syncVariant),
});

const order = z.object({
  id: z.number(),
  external_id: z.string().nullish(),
  status: z.string(),
  /** What Printful charges us; every field a decimal string, any may be absent (docs/partner-apis.md). */
  costs: z
    .object({
      currency: z.string(),
      subtotal: z.string().nullish(),
      discount: z.string().nullish(),
      shipping: z.string().nullish(),
      total: z.string().nullish(),
    })
    .partial()
    .nullish(),
  shipments: z
    .array(
      z.object({
        carrier: z.string().nullish(),
        service: z.string().nullish(),
        tracking_number: z.union([z.string(), z.number()]).transform(String),
        tracking_url: z.string().nullish(),
        ship_date: z.string().nullish(),
      }),
    )
    .default([]),
});

/** GET /products/{id}: a catalogue product's variants and what each costs (a decimal string). */
const catalogProduct = z.object({
  variants: z.array(z.object({ id: z.number(), price: z.string().regex(/^\d+(\.\d{1,2})?$/) })),
});

/** The Mockup Generator's print files of a catalogue product: sizes per placement and variant. */
const printfiles = z.object({
  printfiles: z.array(z.object({ printfile_id: z.number(), width: z.number(), height: z.number(), dpi: z.number() })),
  variant_printfiles: z.array(z.object({ variant_id: z.number(), placements: z.record(z.string(), z.number()) })),
});

/** v2 size tables (PARTNERS.md §12): every value a string, either `value` or `min_value` + `max_value`. */
const sizeTables = z.object({
  size_tables: z.array(
    z.object({
      type: z.string(),
      unit: z.string(),
      description: z.string().nullish(),
      measurements: z.array(
        z.object({
          type_label: z.string(),
          unit: z.string().nullish(),
          values: z.array(
            z.object({
              size: z.string(),
              value: z.string().nullish(),
              min_value: z.string().nullish(),
              max_value: z.string().nullish(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PrintfulSizeTables = z.infer<typeof sizeTables>;

const webhookConfig = z.object({ url: z.string().nullish(), types: z.array(z.string()).default([]) });

/** POST /shipping/rates: one option per method; the delivery days may be missing. */
const shippingRate = z.object({
  id: z.string().min(1),
  name: z.string(),
  rate: z.string().regex(/^\d+(\.\d{1,2})?$/, "must be a decimal amount"),
  currency: z.string(),
  minDeliveryDays: z.number().int().nonnegative().nullish(),
  maxDeliveryDays: z.number().int().nonnegative().nullish(),
});
export type PrintfulShippingRate = z.infer<typeof shippingRate>;
export type PrintfulRatesInput = {
  recipient: { address1: string; city: string; country_code: string; state_code?: string; zip: string };
  items: { variant_id: string; quantity: number }[];
  currency: string;
};

/** What Printful needs to make and ship an order (docs/partner-apis.md). */
export type PrintfulOrderInput = {
  external_id: string;
  recipient: {
    name: string;
    address1: string;
    city: string;
    state_code?: string;
    country_code: string;
    zip: string;
    email: string;
  };
  /** A method id from /shipping/rates ("STANDARD", "EXPRESS"); absent: Printful's default. */
  shipping?: string;
  /** A synced item, or a personalised one: the catalogue variant with its own print files. */
  items: (
    | { sync_variant_id: number; quantity: number }
    | { variant_id: number; quantity: number; files: { type: string; url: string }[] }
  )[];
};

export type PrintfulOrder = z.infer<typeof order>;
export type PrintfulProductDetail = z.infer<typeof productDetail>;

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

export function createPrintfulClient(options: PartnerClientOptions) {
  const http = createPartnerFetch({
    partner: "Printful",
    requestsPerMinute: PRINTFUL_REQUESTS_PER_MINUTE,
    errorMessage: printfulErrorMessage,
    ...options,
  });
  const storeHeader = (storeId?: number): Record<string, string> =>
    storeId === undefined ? {} : { "X-PF-Store-Id": String(storeId) };

  return {
    stats: http.stats,
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
    /** The order with this external id, or null when Printful has none (404). */
    /** Print file sizes (pixels, dpi) of a catalogue product, per variant and placement. */
    async getPrintfiles(productId: number) {
      return (await http.request(`/mockup-generator/printfiles/${productId}`, envelope(printfiles))).result;
    },
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
    /** A catalogue product's size tables in centimetres (v2, PARTNERS.md §12; issue #34). */
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
