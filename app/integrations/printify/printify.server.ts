// The Printify API v1 client (docs/partner-apis.md): shops and their products.
import { z } from "zod";
import { createPartnerFetch, type PartnerClientOptions } from "~/lib/partner-fetch.server";

/** Printify allows 600 requests a minute; stay a little under it. */
export const PRINTIFY_REQUESTS_PER_MINUTE = 550;
/** Printify's products.json serves at most 50 a page. */
export const PRINTIFY_PAGE_LIMIT = 50;

const shop = z.object({ id: z.number(), title: z.string(), sales_channel: z.string().nullish() });

const blueprintVariants = z.object({
  variants: z.array(
    z.object({
      id: z.number(),
      placeholders: z.array(z.object({ position: z.string(), width: z.number(), height: z.number() })).default([]),
    }),
  ),
});

const product = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  tags: z.array(z.string()).default([]),
  options: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      values: z.array(z.object({ id: z.number(), title: z.string() })),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.number(),
      sku: z.string().nullish(),
      cost: z.number().int().nullish(),
      price: z.number().int().nonnegative(),
      title: z.string(),
      is_enabled: z.boolean(),
      is_default: z.boolean().default(false),
      is_available: z.boolean(),
      options: z.array(z.number()),
    }),
  ),
  images: z.array(
    z.object({
      src: z.string(),
      variant_ids: z.array(z.number()).default([]),
      position: z.string().nullish(),
      is_default: z.boolean().default(false),
    }),
  ),
  visible: z.boolean(),
  blueprint_id: z.number().nullish(),
  print_provider_id: z.number().nullish(),
  shop_id: z.number().nullish(),
});

const productPage = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number().optional(),
  total: z.number(),
  data: z.array(product),
});

const order = z.object({
  id: z.string(),
  external_id: z.string().nullish(),
  status: z.string(),
  /** Cents: the items' price to us, the shipping and the tax (docs/partner-apis.md). */
  total_price: z.number().int().nonnegative().nullish(),
  total_shipping: z.number().int().nonnegative().nullish(),
  total_tax: z.number().int().nonnegative().nullish(),
  shipments: z
    .array(
      z.object({
        carrier: z.string().nullish(),
        number: z.union([z.string(), z.number()]).transform(String),
        url: z.string().nullish(),
        delivered_at: z.string().nullish(),
      }),
    )
    .default([]),
});

const orderPage = z.object({ current_page: z.number(), last_page: z.number(), data: z.array(order) });
const webhook = z.object({ id: z.string(), topic: z.string(), url: z.string() });

/** What Printify needs to make and ship an order (docs/partner-apis.md). */
export type PrintifyOrderInput = {
  external_id: string;
  label: string;
  /** A published product's variant, or a personalised one made with the order from its blueprint. */
  line_items: (
    | { product_id: string; variant_id: number; quantity: number }
    | {
        print_provider_id: number;
        blueprint_id: number;
        variant_id: number;
        quantity: number;
        print_areas: Record<string, string>;
      }
  )[];
  shipping_method: number;
  send_shipping_notification: boolean;
  address_to: {
    first_name: string;
    last_name: string;
    email: string;
    phone?: string;
    country: string;
    region: string;
    address1: string;
    city: string;
    zip: string;
  };
};

/** POST …/orders/shipping.json: cents per method key (keys a method cannot use may be missing). */
const shippingCosts = z.record(z.string(), z.number().int().nonnegative());
export type PrintifyShippingInput = {
  line_items: { product_id: string; variant_id: number; quantity: number }[];
  address_to: PrintifyOrderInput["address_to"];
};

export type PrintifyOrder = z.infer<typeof order>;
export type PrintifyProduct = z.infer<typeof product>;

function printifyErrorMessage(body: unknown) {
  const parsed = z.object({ message: z.string().optional(), error: z.string().optional() }).safeParse(body);
  return parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
}

type PartnerHttp = ReturnType<typeof createPartnerFetch>;

/** The shops, their products and the blueprints behind them. */
function catalogueCalls(http: PartnerHttp) {
  return {
    async listShops() {
      return http.request("/shops.json", z.array(shop));
    },
    async listProducts(shopId: number, page: number, limit = PRINTIFY_PAGE_LIMIT) {
      const body = await http.request(`/shops/${shopId}/products.json?page=${page}&limit=${limit}`, productPage);
      return { products: body.data, lastPage: body.last_page, total: body.total };
    },
    async getProduct(shopId: number, productId: string) {
      return http.request(`/shops/${shopId}/products/${encodeURIComponent(productId)}.json`, product);
    },
    /** A blueprint's variants at one print provider, with their placeholders' sizes in pixels. */
    async getBlueprintVariants(blueprintId: number, printProviderId: number) {
      return http.request(
        `/catalog/blueprints/${blueprintId}/print_providers/${printProviderId}/variants.json`,
        blueprintVariants,
      );
    },
  };
}

function orderCalls(http: PartnerHttp) {
  return {
    async getOrder(shopId: number, orderId: string) {
      return http.request(`/shops/${shopId}/orders/${encodeURIComponent(orderId)}.json`, order);
    },
    /** One page of the shop's orders, newest first. */
    async listOrders(shopId: number, page: number, limit = PRINTIFY_PAGE_LIMIT) {
      const body = await http.request(`/shops/${shopId}/orders.json?page=${page}&limit=${limit}`, orderPage);
      return { orders: body.data, lastPage: body.last_page };
    },
    async createOrder(shopId: number, input: PrintifyOrderInput) {
      return http.request(`/shops/${shopId}/orders.json`, z.object({ id: z.string() }), {
        method: "POST",
        body: input,
      });
    },
    /** What each shipping method costs for these items to this address (decision 046). */
    async shippingCosts(shopId: number, input: PrintifyShippingInput) {
      return http.request(`/shops/${shopId}/orders/shipping.json`, shippingCosts, {
        method: "POST",
        body: input,
        idempotent: true,
      });
    },
    async sendToProduction(shopId: number, orderId: string) {
      await http.request(
        `/shops/${shopId}/orders/${encodeURIComponent(orderId)}/send_to_production.json`,
        z.unknown(),
        {
          method: "POST",
          idempotent: true,
        },
      );
    },
    /** Cancels an order not yet sent to production (Printify refuses afterwards). */
    async cancelOrder(shopId: number, orderId: string) {
      return http.request(`/shops/${shopId}/orders/${encodeURIComponent(orderId)}/cancel.json`, order, {
        method: "POST",
        idempotent: true,
      });
    },
  };
}

function webhookCalls(http: PartnerHttp) {
  return {
    async listWebhooks(shopId: number) {
      return http.request(`/shops/${shopId}/webhooks.json`, z.array(webhook));
    },
    /** `secret` keys the X-Pfy-Signature of every delivery. */
    async createWebhook(shopId: number, topic: string, url: string, secret: string) {
      return http.request(`/shops/${shopId}/webhooks.json`, webhook, {
        method: "POST",
        body: { topic, url, secret },
      });
    },
    async deleteWebhook(shopId: number, webhookId: string) {
      await http.request(`/shops/${shopId}/webhooks/${encodeURIComponent(webhookId)}.json`, z.unknown(), {
        method: "DELETE",
        idempotent: true,
      });
    },
  };
}

export function createPrintifyClient(options: PartnerClientOptions) {
  const http = createPartnerFetch({
    partner: "Printify",
    requestsPerMinute: PRINTIFY_REQUESTS_PER_MINUTE,
    errorMessage: printifyErrorMessage,
    // Printify asks every caller to name itself.
    headers: { "User-Agent": "softdrop" },
    ...options,
  });
  return {
    stats: http.stats,
    ...catalogueCalls(http),
    ...orderCalls(http),
    ...webhookCalls(http),
  };
}
