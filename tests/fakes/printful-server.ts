// A local fake of the Printful API v1 (docs/partner-apis.md shapes): stores, sync products with paging,
// each product's sync variants, the v1 envelope and error bodies, faults on demand.
import { deliverWebhook, sleep, type OrderFault, type WebhookDelivery } from "./fake-webhooks";
import { startPartnerFake, type FakeAnswer, type FakeRequest } from "./partner-fake";
import { fakeRates, type ShippingSwitch } from "./shipping-rates-fake";

export type FakePrintfulVariant = {
  id: number;
  external_id: string;
  sync_product_id: number;
  name: string;
  synced: boolean;
  variant_id: number;
  retail_price: string;
  currency: string;
  sku: string;
  is_ignored: boolean;
  product: { variant_id: number; product_id: number; image: string; name: string };
  files: { type: "default" | "preview"; preview_url: string; thumbnail_url: string }[];
  size: string;
  color: string;
  availability_status: "active" | "discontinued" | "out_of_stock" | "temporary_out_of_stock";
};
export type FakePrintfulProduct = {
  sync_product: {
    id: number;
    external_id: string;
    name: string;
    variants: number;
    synced: number;
    thumbnail_url: string;
    is_ignored: boolean;
    /** Not in Printful's list answers: the detail's description and product type. */
    description?: string;
    type?: string;
  };
  sync_variants: FakePrintfulVariant[];
};
export type FakePrintfulStore = { id: number; name: string; type: string; products: FakePrintfulProduct[] };

let nextVariantId = 900_000;

/** A sync product with one sync variant per size × colour (override anything afterwards). */
export function printfulProduct(input: {
  id: number;
  name: string;
  description?: string;
  type?: string;
  sizes?: string[];
  colors?: string[];
  price?: string;
  imageBase?: string;
}): FakePrintfulProduct {
  const sizes = input.sizes ?? ["S", "M", "L"];
  const colors = input.colors ?? ["White"];
  const image = input.imageBase ?? `https://files.cdn.printful.test/${input.id}`;
  const variants = sizes.flatMap((size, s) =>
    colors.map((color, c) => {
      const id = nextVariantId++;
      return {
        id,
        external_id: `ext-${id}`,
        sync_product_id: input.id,
        name: `${input.name} / ${color} / ${size}`,
        synced: true,
        variant_id: 4000 + s * 10 + c,
        retail_price: input.price ?? "29.99",
        currency: "USD",
        sku: `PF-${input.id}-${size}-${color}`.toUpperCase(),
        is_ignored: false,
        product: { variant_id: 4000 + s * 10 + c, product_id: 71, image: `${image}/catalog-${color}.png`, name: "Tee" },
        files: [
          { type: "default" as const, preview_url: `${image}/design.png`, thumbnail_url: `${image}/design-thumb.png` },
          {
            type: "preview" as const,
            preview_url: `${image}/mockup-${color.toLowerCase()}.png`,
            thumbnail_url: `${image}/mockup-${color.toLowerCase()}-thumb.png`,
          },
        ],
        size,
        color,
        availability_status: "active" as const,
      };
    }),
  );
  return {
    sync_product: {
      id: input.id,
      external_id: `pf-${input.id}`,
      name: input.name,
      variants: variants.length,
      synced: variants.length,
      thumbnail_url: `${image}/thumb.png`,
      is_ignored: false,
      description: input.description,
      type: input.type ?? "T-SHIRT",
    },
    sync_variants: variants,
  };
}

const errorBody = (status: number, message: string) => ({
  code: status,
  result: message,
  error: { reason: status === 404 ? "NotFound" : status === 401 ? "Unauthorized" : "BadRequest", message },
});

/** The catalogue price the fake gives a catalogue variant: "11.50", or the one set in `catalogPrices`. */
export const DEFAULT_CATALOG_PRICE = "11.50";

export async function startFakePrintful(options: {
  token?: string;
  stores: FakePrintfulStore[];
  catalogPrices?: Record<number, string>;
  /** Print file sizes by placement for every catalogue product (default: front and back 1800 × 2400 at 150 dpi). */
  printfileSizes?: Record<string, { width: number; height: number; dpi: number }>;
}) {
  const fake = await startPartnerFake({ token: options.token ?? "pf-test-token", errorBody });
  const stores = options.stores;

  /** The store a request is for: X-PF-Store-Id, or the only store of the token. */
  function storeOf(request: FakeRequest): FakePrintfulStore | FakeAnswer {
    const header = request.headers["x-pf-store-id"];
    if (header === undefined) {
      if (stores.length === 1) return stores[0]!;
      return {
        status: 400,
        body: errorBody(400, "This API endpoint applies only to a single store. Missing store_id parameter"),
      };
    }
    const store = stores.find((candidate) => String(candidate.id) === header);
    return store ?? { status: 404, body: errorBody(404, "Store not found") };
  }
  const isAnswer = (value: FakePrintfulStore | FakeAnswer): value is FakeAnswer => "status" in value;

  fake.route("GET", /^\/stores$/, () => ({
    status: 200,
    body: { code: 200, result: stores.map(({ id, name, type }) => ({ id, name, type })) },
  }));
  fake.route("GET", /^\/store\/products$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const offset = Math.max(0, Number(request.query.get("offset") ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(request.query.get("limit") ?? 20) || 20));
    const result = store.products.slice(offset, offset + limit).map((product) => {
      const { description: _d, type: _t, ...summary } = product.sync_product;
      return summary;
    });
    return { status: 200, body: { code: 200, result, paging: { total: store.products.length, offset, limit } } };
  });
  fake.route("GET", /^\/store\/products\/(\d+)$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const product = store.products.find((candidate) => String(candidate.sync_product.id) === request.params[0]);
    if (!product) return { status: 404, body: errorBody(404, "Not found") };
    return { status: 200, body: { code: 200, result: product } };
  });

  // The Mockup Generator's print files of a catalogue product: one print file per placement, every
  // catalogue variant of it (as the stores' sync variants name them) mapped to them.
  fake.route("GET", /^\/mockup-generator\/printfiles\/(\d+)$/, (request) => {
    const productId = Number(request.params[0]);
    const variantIds = new Set(
      stores.flatMap((store) =>
        store.products.flatMap((product) =>
          product.sync_variants
            .filter((variant) => variant.product.product_id === productId)
            .map((variant) => variant.variant_id),
        ),
      ),
    );
    if (!variantIds.size) return { status: 404, body: errorBody(404, "Not found") };
    const sizes = options.printfileSizes ?? {
      front: { width: 1800, height: 2400, dpi: 150 },
      back: { width: 1800, height: 2400, dpi: 150 },
    };
    const placements = Object.keys(sizes);
    const printfiles = placements.map((placement, index) => ({
      printfile_id: index + 1,
      ...sizes[placement]!,
      fill_mode: "fit",
      can_rotate: false,
    }));
    const ids = Object.fromEntries(placements.map((placement, index) => [placement, index + 1]));
    return {
      status: 200,
      body: {
        code: 200,
        result: {
          product_id: productId,
          available_placements: Object.fromEntries(placements.map((placement) => [placement, `${placement} print`])),
          printfiles,
          variant_printfiles: [...variantIds].map((variant_id) => ({ variant_id, placements: ids })),
          option_groups: [],
          options: [],
        },
      },
    };
  });

  // The catalogue (no store): a product's variants with their prices, what a sync variant costs us.
  fake.route("GET", /^\/products\/(\d+)$/, (request) => {
    const productId = Number(request.params[0]);
    const ids = new Set(
      stores.flatMap((store) =>
        store.products.flatMap((product) =>
          product.sync_variants
            .filter((variant) => variant.product.product_id === productId)
            .map((variant) => variant.product.variant_id),
        ),
      ),
    );
    if (!ids.size) return { status: 404, body: errorBody(404, "Not found") };
    const variants = [...ids].map((id) => ({
      id,
      product_id: productId,
      price: options.catalogPrices?.[id] ?? DEFAULT_CATALOG_PRICE,
      in_stock: true,
    }));
    return { status: 200, body: { code: 200, result: { product: { id: productId, type: "T-SHIRT" }, variants } } };
  });

  // Size tables (v2, docs/partner-apis.md §10): for every catalogue product of the store, a product_measure
  // table in the unit asked (cm or inches), a range on one size, and a measure_yourself table.
  // A test adds a catalogue product's id here to have Printful answer that it has no size table.
  const withoutSizeTables = new Set<number>();
  fake.route("GET", /^\/v2\/catalog-products\/(\d+)\/sizes$/, (request) => {
    const productId = Number(request.params[0]);
    const known =
      !withoutSizeTables.has(productId) &&
      stores.some((store) =>
        store.products.some((product) => product.sync_variants.some((v) => v.product.product_id === productId)),
      );
    if (!known)
      return {
        status: 404,
        body: { code: 404, result: "Not found", error: { reason: "NotFound", message: "Not found" } },
      };
    const unit = request.query.get("unit") === "cm" ? "cm" : "inches";
    const cm = (n: number) => (unit === "cm" ? String(n) : (n / 2.54).toFixed(2));
    const sizes = ["S", "M", "L", "XL", "2XL"];
    const chest = [46, 51, 56, 61, 66];
    const length = [71, 74, 76, 79, 81];
    const data = {
      catalog_product_id: productId,
      available_sizes: sizes,
      size_tables: [
        {
          type: "measure_yourself",
          unit,
          description: "<p>Measure around the <b>fullest part</b> of your chest.</p>",
          measurements: [{ type_label: "Chest", values: sizes.map((size, i) => ({ size, value: cm(chest[i]! * 2) })) }],
        },
        {
          type: "product_measure",
          unit,
          description: "<p>Lay the garment flat.</p><p>Length: from the shoulder to the hem.</p>",
          image_url: "https://files.example/size.png",
          measurements: [
            {
              type_label: "Chest width",
              values: sizes.map((size, i) =>
                size === "S" ? { size, min_value: cm(45), max_value: cm(47) } : { size, value: cm(chest[i]!) },
              ),
            },
            { type_label: "Length", values: sizes.map((size, i) => ({ size, value: cm(length[i]!) })) },
            { type_label: "Fit", unit: "none", values: sizes.map((size) => ({ size, value: "regular" })) },
          ],
        },
      ],
    };
    return { status: 200, body: { data, _links: { self: { href: `/v2/catalog-products/${productId}/sizes` } } } };
  });

  // Shipping rates (decision 046): catalogue variants of the store's products, a price per country.
  const shipping: ShippingSwitch = { down: false };
  fake.route("POST", /^\/shipping\/rates$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const body = (request.body ?? {}) as {
      recipient?: { country_code?: string; address1?: string; city?: string };
      items?: { variant_id?: string | number; quantity?: number }[];
    };
    const refuse = (status: number, message: string) => ({ status, body: errorBody(status, message) });
    if (!body.recipient?.address1 || !body.recipient.city) return refuse(400, "Recipient: address is required");
    const known = new Set(store.products.flatMap((p) => p.sync_variants.map((v) => String(v.variant_id))));
    const items = body.items ?? [];
    if (items.some((item) => !known.has(String(item.variant_id)))) return refuse(400, "Items: unknown variant_id");
    const quantity = items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
    const rates = fakeRates(shipping, body.recipient.country_code, quantity, refuse);
    if ("status" in rates) return rates;
    const result = rates.map((rate) => ({
      id: rate.method.toUpperCase(),
      name: rate.method === "standard" ? "Flat Rate" : "Express",
      rate: (rate.cents / 100).toFixed(2),
      currency: "USD",
      minDeliveryDays: rate.minDays,
      maxDeliveryDays: rate.maxDays,
    }));
    return { status: 200, body: { code: 200, result } };
  });

  const orders = printfulOrders(fake, stores, storeOf, isAnswer);
  return { ...fake, stores, shipping, withoutSizeTables, ...orders };
}

export type FakePrintfulOrderStatus =
  "draft" | "pending" | "failed" | "canceled" | "inprocess" | "onhold" | "fulfilled";
export type FakePrintfulOrder = {
  id: number;
  external_id: string;
  store: number;
  status: FakePrintfulOrderStatus;
  shipping: string;
  created: number;
  updated: number;
  recipient: Record<string, unknown>;
  items: {
    id: number;
    sync_variant_id: number | null;
    /** A catalogue item (personalised): its catalogue variant and the print files sent with it. */
    variant_id?: number;
    files?: { type: string; url: string }[];
    quantity: number;
    name: string;
  }[];
  costs: { currency: string; subtotal: string; shipping: string; total: string };
  shipments: {
    id: number;
    carrier: string;
    service: string;
    tracking_number: string;
    tracking_url: string;
    created: number;
    ship_date: string;
    shipped_at: number;
    reshipment: boolean;
  }[];
};

const REQUIRES_STATE = new Set(["US", "CA", "AU"]);

/**
 * A catalogue item with files (Printful's documented way to send a personalised item): a catalogue
 * variant_id, never combined with sync_variant_id, and files of distinct placements with URLs.
 */
function catalogItem(
  item: { sync_variant_id?: number; variant_id?: number; files?: unknown },
  variants: FakePrintfulVariant[],
): { variant_id: number; files: { type: string; url: string }[]; name: string } | string {
  if (item.sync_variant_id !== undefined) return "Item: sync_variant_id cannot be combined with files";
  const variant = variants.find((candidate) => candidate.variant_id === item.variant_id);
  if (!variant) return `Item: catalog variant ${String(item.variant_id)} not found`;
  if (!Array.isArray(item.files) || item.files.length === 0) return "Item: files are required";
  const files: { type: string; url: string }[] = [];
  for (const file of item.files as { type?: unknown; url?: unknown }[]) {
    const type = typeof file.type === "string" ? file.type : "default";
    if (typeof file.url !== "string" || !URL.canParse(file.url)) return "Item: file url is invalid";
    if (files.some((other) => other.type === type)) return `Item: DUPLICATED_FILE_TYPE ${type}`;
    files.push({ type, url: file.url });
  }
  return { variant_id: variant.variant_id, files, name: variant.name };
}
let nextOrderId = 11_000_000;
let nextShipmentId = 500;

/** Printful's orders (v1): create with external_id, look up by id or @external_id, confirm, cancel; webhooks. */
function printfulOrders(
  fake: Awaited<ReturnType<typeof startPartnerFake>>,
  stores: FakePrintfulStore[],
  storeOf: (request: FakeRequest) => FakePrintfulStore | FakeAnswer,
  isAnswer: (value: FakePrintfulStore | FakeAnswer) => value is FakeAnswer,
) {
  const orders: FakePrintfulOrder[] = [];
  const orderFaults: OrderFault[] = [];
  const deliveries: WebhookDelivery[] = [];
  const webhook: { url?: string; types: string[] } = { types: [] };
  const bad = (status: number, message: string): FakeAnswer => ({ status, body: errorBody(status, message) });
  const ok = (result: unknown): FakeAnswer => ({ status: 200, body: { code: 200, result } });

  function findOrder(store: FakePrintfulStore, key: string) {
    return orders.find(
      (order) =>
        order.store === store.id &&
        (key.startsWith("@") ? order.external_id === key.slice(1) : String(order.id) === key),
    );
  }

  fake.route("POST", /^\/orders$/, async (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const body = (request.body ?? {}) as {
      external_id?: string;
      recipient?: Record<string, string | undefined>;
      items?: { sync_variant_id?: number; variant_id?: number; files?: unknown; quantity?: number }[];
      shipping?: string;
    };
    if (body.external_id && orders.some((order) => order.external_id === body.external_id)) {
      return bad(400, `Order with External ID ${body.external_id} already exists`);
    }
    if (body.external_id && body.external_id.length > 32) return bad(400, "External ID is too long");
    const recipient = body.recipient ?? {};
    for (const field of ["name", "address1", "city", "country_code", "zip"]) {
      if (!recipient[field]) return bad(400, `Recipient: ${field} is required`);
    }
    if (REQUIRES_STATE.has(recipient.country_code ?? "") && !recipient.state_code) {
      return bad(400, `Recipient: State code is required for country ${recipient.country_code}`);
    }
    if (!Array.isArray(body.items) || body.items.length === 0) return bad(400, "Items: at least one item is required");
    const variants = store.products.flatMap((product) => product.sync_variants);
    const items = [];
    for (const item of body.items) {
      if (item.files !== undefined || item.variant_id !== undefined) {
        const checked = catalogItem(item, variants);
        if (typeof checked === "string") return bad(400, checked);
        items.push({ id: nextShipmentId++, sync_variant_id: null, quantity: item.quantity ?? 1, ...checked });
        continue;
      }
      const variant = variants.find((candidate) => candidate.id === item.sync_variant_id);
      if (!variant) return bad(400, `Item: sync variant ${String(item.sync_variant_id)} not found`);
      if (variant.availability_status === "discontinued") {
        return bad(400, `Item: ${variant.name} is discontinued`);
      }
      items.push({
        id: nextShipmentId++,
        sync_variant_id: variant.id,
        quantity: item.quantity ?? 1,
        name: variant.name,
      });
    }
    const now = Math.floor(Date.now() / 1000);
    const order: FakePrintfulOrder = {
      id: nextOrderId++,
      external_id: body.external_id ?? "",
      store: store.id,
      status: request.query.get("confirm") === "true" || request.query.get("confirm") === "1" ? "pending" : "draft",
      shipping: body.shipping ?? "STANDARD",
      created: now,
      updated: now,
      recipient,
      items,
      costs: { currency: "USD", subtotal: "10.00", shipping: "4.00", total: "14.00" },
      shipments: [],
    };
    orders.push(order);
    const fault = orderFaults[0];
    if (fault) {
      if (--fault.times <= 0) orderFaults.shift();
      await sleep(fault.delayMs);
    }
    return ok(order);
  });
  fake.route("GET", /^\/orders\/(@?[\w-]+)$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const order = findOrder(store, decodeURIComponent(request.params[0]!));
    return order ? ok(order) : bad(404, "Not found");
  });
  fake.route("POST", /^\/orders\/(@?[\w-]+)\/confirm$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const order = findOrder(store, decodeURIComponent(request.params[0]!));
    if (!order) return bad(404, "Not found");
    if (order.status !== "draft") return bad(400, "Only draft orders can be confirmed");
    order.status = "pending";
    return ok(order);
  });
  fake.route("DELETE", /^\/orders\/(@?[\w-]+)$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const order = findOrder(store, decodeURIComponent(request.params[0]!));
    if (!order) return bad(404, "Not found");
    if (order.status === "canceled") return ok(order);
    if (!["draft", "pending", "failed", "onhold"].includes(order.status)) {
      return bad(400, "This order can not be cancelled, it is already being fulfilled");
    }
    order.status = "canceled";
    return ok(order);
  });
  fake.route("POST", /^\/webhooks$/, (request) => {
    const body = (request.body ?? {}) as { url?: string; types?: string[] };
    if (!body.url || !URL.canParse(body.url)) return bad(400, "Url: a valid URL is required");
    webhook.url = body.url;
    webhook.types = body.types ?? [];
    return ok({ url: webhook.url, types: webhook.types, params: [] });
  });
  fake.route("GET", /^\/webhooks$/, () => ok({ url: webhook.url ?? null, types: webhook.types, params: [] }));

  const byExternal = (externalId: string) => orders.find((order) => order.external_id === externalId);
  function need(externalId: string) {
    const order = byExternal(externalId);
    if (!order) throw new Error(`The Printful fake has no order ${externalId}`);
    return order;
  }
  const event = (type: string, order: FakePrintfulOrder, data: Record<string, unknown> = {}) => ({
    type,
    created: Math.floor(Date.now() / 1000),
    retries: 0,
    store: order.store,
    data: { ...data, order },
  });

  return {
    orders,
    webhook,
    deliveries,
    /** The next `times` order creations answer only after `delayMs` (the order exists already). */
    slowAfterCreate(delayMs: number, times = 1) {
      orderFaults.push({ kind: "slow-after-create", delayMs, times });
    },
    orderFor: byExternal,
    /** Moves an order on at the partner; nothing is sent to the store. */
    setStatus(externalId: string, status: FakePrintfulOrderStatus) {
      need(externalId).status = status;
    },
    /** Ships the order with a tracking number (status fulfilled); answers the webhook body to deliver. */
    ship(externalId: string, tracking: { number: string; url?: string; carrier?: string }) {
      const order = need(externalId);
      const shipment = {
        id: nextShipmentId++,
        carrier: tracking.carrier ?? "USPS",
        service: "USPS First Class",
        tracking_number: tracking.number,
        tracking_url: tracking.url ?? `https://tracking.printful.test/${tracking.number}`,
        created: Math.floor(Date.now() / 1000),
        ship_date: new Date().toISOString().slice(0, 10),
        shipped_at: Math.floor(Date.now() / 1000),
        reshipment: false,
      };
      order.shipments.push(shipment);
      order.status = "fulfilled";
      return event("package_shipped", order, { shipment });
    },
    /** Fails the order at the partner; answers the webhook body. */
    failOrder(externalId: string, reason = "The print file could not be processed") {
      const order = need(externalId);
      order.status = "failed";
      return event("order_failed", order, { reason });
    },
    event: (type: string, externalId: string) => event(type, need(externalId)),
    /** POSTs a webhook body to the registered URL (or `url`); answers the store's status. */
    deliver: (body: unknown, url?: string) => deliverWebhook(url ?? webhook.url, body, deliveries),
  };
}

export type FakePrintful = Awaited<ReturnType<typeof startFakePrintful>>;
