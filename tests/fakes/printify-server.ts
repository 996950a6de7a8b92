// A local fake of the Printify API v1 (docs/partner-apis.md shapes): the token's shops and each shop's
// products with Printify's paging, error bodies, and faults on demand.
import { createHmac } from "node:crypto";
import { deliverWebhook, sleep, type OrderFault, type WebhookDelivery } from "./fake-webhooks";
import { fakeRates, type ShippingSwitch } from "./shipping-rates-fake";
import { startPartnerFake, type FakeAnswer } from "./partner-fake";

export type FakePrintifyProduct = {
  id: string;
  title: string;
  description: string;
  tags: string[];
  options: { name: string; type: string; values: { id: number; title: string }[] }[];
  variants: {
    id: number;
    sku: string;
    cost: number;
    price: number;
    title: string;
    is_enabled: boolean;
    is_default: boolean;
    is_available: boolean;
    options: number[];
  }[];
  images: { src: string; variant_ids: number[]; position: string; is_default: boolean }[];
  visible: boolean;
  blueprint_id: number;
  print_provider_id: number;
  shop_id: number;
};
export type FakePrintifyShop = { id: number; title: string; sales_channel: string; products: FakePrintifyProduct[] };

let nextValueId = 500;
let nextVariantId = 70_000;

/** A product with a size and a colour option and one variant per pair (override afterwards). */
export function printifyProduct(input: {
  id: string;
  title: string;
  shopId: number;
  description?: string;
  sizes?: string[];
  colors?: string[];
  price?: number;
  tags?: string[];
}): FakePrintifyProduct {
  const sizes = (input.sizes ?? ["S", "M", "L"]).map((title) => ({ id: nextValueId++, title }));
  const colors = (input.colors ?? ["Black"]).map((title) => ({ id: nextValueId++, title }));
  const variants = sizes.flatMap((size) =>
    colors.map((color, c) => ({
      id: nextVariantId++,
      sku: `PY-${input.id}-${size.title}-${color.title}`.toUpperCase(),
      cost: 1200,
      price: input.price ?? 3499,
      title: `${color.title} / ${size.title}`,
      is_enabled: true,
      is_default: c === 0 && size === sizes[0],
      is_available: true,
      // Printify lists colour before size for apparel.
      options: [color.id, size.id],
    })),
  );
  const image = `https://images.printify.test/${input.id}`;
  return {
    id: input.id,
    title: input.title,
    description: input.description ?? `<p>${input.title}</p>`,
    tags: input.tags ?? ["Hoodies"],
    options: [
      { name: "Colors", type: "color", values: colors },
      { name: "Sizes", type: "size", values: sizes },
    ],
    variants,
    images: [
      { src: `${image}/back.png`, variant_ids: variants.map((v) => v.id), position: "back", is_default: false },
      ...colors.map((color, index) => ({
        src: `${image}/front-${color.title.toLowerCase()}.png`,
        variant_ids: variants.filter((variant) => variant.options[0] === color.id).map((variant) => variant.id),
        position: "front",
        is_default: index === 0,
      })),
    ],
    visible: true,
    blueprint_id: 77,
    print_provider_id: 29,
    shop_id: input.shopId,
  };
}

const errorBody = (status: number, message: string) => ({ status: "error", code: status * 100, message });

export async function startFakePrintify(options: {
  token?: string;
  shops: FakePrintifyShop[];
  /** Placeholder sizes by position for every variant (default: front and back 3153 × 3995). */
  placeholders?: Record<string, { width: number; height: number }>;
}) {
  const fake = await startPartnerFake({ token: options.token ?? "py-test-token", errorBody });
  const shops = options.shops;

  fake.route("GET", /^\/shops\.json$/, () => ({
    status: 200,
    body: shops.map(({ id, title, sales_channel }) => ({ id, title, sales_channel })),
  }));
  fake.route("GET", /^\/shops\/(\d+)\/products\.json$/, (request) => {
    const shop = shops.find((candidate) => String(candidate.id) === request.params[0]);
    if (!shop) return { status: 404, body: errorBody(404, "Shop not found.") };
    const limit = Number(request.query.get("limit") ?? 10) || 10;
    if (limit > 50) return { status: 400, body: errorBody(400, "The limit may not be greater than 50.") };
    const page = Math.max(1, Number(request.query.get("page") ?? 1) || 1);
    const total = shop.products.length;
    return {
      status: 200,
      body: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / limit)),
        per_page: limit,
        total,
        data: shop.products.slice((page - 1) * limit, page * limit),
      },
    };
  });

  fake.route("GET", /^\/shops\/(\d+)\/products\/(\w+)\.json$/, (request) => {
    const shop = shops.find((candidate) => String(candidate.id) === request.params[0]);
    const product = shop?.products.find((candidate) => candidate.id === request.params[1]);
    if (!product) return { status: 404, body: errorBody(404, "Product not found.") };
    return { status: 200, body: product };
  });

  // The catalogue: a blueprint's variants at a print provider with their placeholders (pixels).
  fake.route("GET", /^\/catalog\/blueprints\/(\d+)\/print_providers\/(\d+)\/variants\.json$/, (request) => {
    const [blueprint, provider] = request.params.map(Number);
    const made = shops.flatMap((shop) =>
      shop.products.filter((product) => product.blueprint_id === blueprint && product.print_provider_id === provider),
    );
    if (!made.length) return { status: 404, body: errorBody(404, "Blueprint not found.") };
    const sizes = options.placeholders ?? { front: { width: 3153, height: 3995 }, back: { width: 3153, height: 3995 } };
    const variants = made.flatMap((product) =>
      product.variants.map((variant) => ({
        id: variant.id,
        title: variant.title,
        options: {},
        placeholders: Object.entries(sizes).map(([position, size]) => ({ position, ...size })),
      })),
    );
    return { status: 200, body: { id: blueprint, title: made[0]!.title, variants } };
  });

  // Shipping costs (decision 046): the shop's products, cents per method key, a price per country.
  const shipping: ShippingSwitch = { down: false };
  fake.route("POST", /^\/shops\/(\d+)\/orders\/shipping\.json$/, (request) => {
    const shop = shops.find((candidate) => String(candidate.id) === request.params[0]);
    if (!shop) return { status: 404, body: errorBody(404, "Shop not found.") };
    const body = (request.body ?? {}) as {
      address_to?: { country?: string };
      line_items?: { product_id?: string; variant_id?: number; quantity?: number }[];
    };
    const refuse = (status: number, message: string) => ({ status, body: errorBody(status, message) });
    const items = body.line_items ?? [];
    const known = (item: { product_id?: string; variant_id?: number }) =>
      shop.products.some((p) => p.id === item.product_id && p.variants.some((v) => v.id === item.variant_id));
    if (!items.every(known)) return refuse(400, "Validation failed.");
    const quantity = items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
    const rates = fakeRates(shipping, body.address_to?.country, quantity, refuse);
    if ("status" in rates) return rates;
    const answer: Record<string, number> = {};
    for (const rate of rates) answer[rate.method === "standard" ? "standard" : "priority"] = rate.cents;
    return { status: 200, body: answer };
  });
  return { ...fake, shops, shipping, ...printifyOrders(fake, shops) };
}

export type FakePrintifyOrderStatus =
  | "pending"
  | "on-hold"
  | "sending-to-production"
  | "in-production"
  | "canceled"
  | "fulfilled"
  | "partially-fulfilled"
  | "had-issues";
export type FakePrintifyOrder = {
  id: string;
  shop_id: number;
  external_id: string;
  label: string;
  address_to: Record<string, string | undefined>;
  line_items: {
    product_id: string | null;
    variant_id: number;
    quantity: number;
    status: string;
    cost: number;
    /** A line made with the order (personalised): its blueprint, print provider and print areas. */
    blueprint_id?: number;
    print_provider_id?: number;
    print_areas?: Record<string, string>;
  }[];
  status: FakePrintifyOrderStatus;
  /** Cents, as Printify sends them: the items' cost, shipping and tax. */
  total_price: number;
  total_shipping: number;
  total_tax: number;
  shipping_method: number;
  shipments: { carrier: string; number: string; url: string; delivered_at: string | null }[];
  created_at: string;
  sent_to_production_at: string | null;
  fulfilled_at: string | null;
};

let nextOrderNumber = 1;

/**
 * A line item made with the order: print_provider_id, blueprint_id, variant_id and print_areas
 * (position → image URL), all required; the blueprint and provider must be a product's of the shop.
 */
function madeWithOrder(
  item: {
    product_id?: string;
    variant_id?: number;
    blueprint_id?: unknown;
    print_provider_id?: unknown;
    print_areas?: unknown;
  },
  shop: FakePrintifyShop,
) {
  if (item.product_id !== undefined) return "product_id cannot be combined with print_areas";
  if (typeof item.blueprint_id !== "number" || typeof item.print_provider_id !== "number") {
    return "blueprint_id and print_provider_id are required";
  }
  const product = shop.products.find(
    (candidate) =>
      candidate.blueprint_id === item.blueprint_id && candidate.print_provider_id === item.print_provider_id,
  );
  const variant = product?.variants.find((candidate) => candidate.id === item.variant_id);
  if (!variant) return `variant ${String(item.variant_id)} not found for blueprint ${item.blueprint_id}`;
  const areas = item.print_areas;
  if (!areas || typeof areas !== "object" || Array.isArray(areas) || !Object.keys(areas).length) {
    return "print_areas is required";
  }
  for (const url of Object.values(areas)) {
    if (typeof url !== "string" || !URL.canParse(url)) return "print_areas: each position needs an image URL";
  }
  return {
    variant_id: variant.id,
    cost: variant.cost,
    blueprint_id: item.blueprint_id,
    print_provider_id: item.print_provider_id,
    print_areas: areas as Record<string, string>,
  };
}

/** Printify's orders: create, list, read, send to production, cancel; webhooks per shop. */
function printifyOrders(fake: Awaited<ReturnType<typeof startPartnerFake>>, shops: FakePrintifyShop[]) {
  const orders: FakePrintifyOrder[] = [];
  const orderFaults: OrderFault[] = [];
  const deliveries: WebhookDelivery[] = [];
  const webhooks: { id: string; shop_id: number; topic: string; url: string; secret?: string }[] = [];
  const bad = (status: number, message: string): FakeAnswer => ({ status, body: errorBody(status, message) });
  const shopOf = (id: string | undefined) => shops.find((shop) => String(shop.id) === id);
  const orderOf = (shopId: string | undefined, id: string | undefined) =>
    orders.find((order) => String(order.shop_id) === shopId && order.id === id);

  fake.route("POST", /^\/shops\/(\d+)\/orders\.json$/, async (request) => {
    const shop = shopOf(request.params[0]);
    if (!shop) return bad(404, "Shop not found.");
    const body = (request.body ?? {}) as {
      external_id?: string;
      label?: string;
      line_items?: {
        product_id?: string;
        variant_id?: number;
        quantity?: number;
        blueprint_id?: unknown;
        print_provider_id?: unknown;
        print_areas?: unknown;
      }[];
      shipping_method?: number;
      address_to?: Record<string, string | undefined>;
    };
    const address = body.address_to ?? {};
    for (const field of ["first_name", "last_name", "country", "address1", "city", "zip"]) {
      if (!address[field]) return bad(400, `Validation failed: address_to.${field} is required`);
    }
    if (!Array.isArray(body.line_items) || body.line_items.length === 0) {
      return bad(400, "Validation failed: line_items is required");
    }
    const lineItems = [];
    for (const item of body.line_items) {
      if (item.print_areas !== undefined || item.blueprint_id !== undefined) {
        const made = madeWithOrder(item, shop);
        if (typeof made === "string") return bad(400, `Validation failed: ${made}`);
        lineItems.push({ ...made, product_id: null, quantity: item.quantity ?? 1, status: "on-hold" });
        continue;
      }
      const product = shop.products.find((candidate) => candidate.id === item.product_id);
      const variant = product?.variants.find((candidate) => candidate.id === item.variant_id);
      if (!product || !variant) return bad(400, `Validation failed: variant ${String(item.variant_id)} not found`);
      if (!variant.is_available || !variant.is_enabled) {
        return bad(400, `Validation failed: ${product.title} ${variant.title} is not available`);
      }
      lineItems.push({
        product_id: product.id,
        variant_id: variant.id,
        quantity: item.quantity ?? 1,
        status: "on-hold",
        cost: variant.cost,
      });
    }
    const order: FakePrintifyOrder = {
      id: `5a96f649b2439217d070${String(nextOrderNumber++).padStart(4, "0")}`,
      shop_id: shop.id,
      external_id: body.external_id ?? "",
      label: body.label ?? "",
      address_to: address,
      line_items: lineItems,
      status: "on-hold",
      total_price: lineItems.reduce((sum, line) => sum + line.cost * line.quantity, 0),
      // Printify's standard rate: 4.00 for the first item, 1.00 for each one after.
      total_shipping: 300 + 100 * lineItems.reduce((sum, line) => sum + line.quantity, 0),
      total_tax: 0,
      shipping_method: body.shipping_method ?? 1,
      shipments: [],
      created_at: new Date().toISOString(),
      sent_to_production_at: null,
      fulfilled_at: null,
    };
    orders.push(order);
    const fault = orderFaults[0];
    if (fault) {
      if (--fault.times <= 0) orderFaults.shift();
      await sleep(fault.delayMs);
    }
    return { status: 200, body: { id: order.id } };
  });
  fake.route("GET", /^\/shops\/(\d+)\/orders\.json$/, (request) => {
    const shop = shopOf(request.params[0]);
    if (!shop) return bad(404, "Shop not found.");
    const limit = Math.min(50, Number(request.query.get("limit") ?? 10) || 10);
    const page = Math.max(1, Number(request.query.get("page") ?? 1) || 1);
    const mine = orders.filter((order) => order.shop_id === shop.id).reverse(); // newest first
    return {
      status: 200,
      body: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(mine.length / limit)),
        per_page: limit,
        total: mine.length,
        data: mine.slice((page - 1) * limit, page * limit),
      },
    };
  });
  fake.route("GET", /^\/shops\/(\d+)\/orders\/(\w+)\.json$/, (request) => {
    const order = orderOf(request.params[0], request.params[1]);
    return order ? { status: 200, body: order } : bad(404, "Order not found.");
  });
  fake.route("POST", /^\/shops\/(\d+)\/orders\/(\w+)\/send_to_production\.json$/, (request) => {
    const order = orderOf(request.params[0], request.params[1]);
    if (!order) return bad(404, "Order not found.");
    if (order.status === "on-hold" || order.status === "pending") {
      order.status = "sending-to-production";
      order.sent_to_production_at = new Date().toISOString();
    } else if (order.status === "canceled") {
      return bad(400, "Order is canceled.");
    }
    return { status: 200, body: order };
  });
  fake.route("POST", /^\/shops\/(\d+)\/orders\/(\w+)\/cancel\.json$/, (request) => {
    const order = orderOf(request.params[0], request.params[1]);
    if (!order) return bad(404, "Order not found.");
    if (order.status !== "on-hold" && order.status !== "pending" && order.status !== "canceled") {
      return bad(400, "Order can not be canceled: it was already sent to production.");
    }
    order.status = "canceled";
    return { status: 200, body: order };
  });
  fake.route("POST", /^\/shops\/(\d+)\/webhooks\.json$/, (request) => {
    const shop = shopOf(request.params[0]);
    if (!shop) return bad(404, "Shop not found.");
    const body = (request.body ?? {}) as { topic?: string; url?: string; secret?: string };
    if (!body.topic || !body.url || !URL.canParse(body.url)) return bad(400, "Validation failed: topic and url");
    const existing = webhooks.find((hook) => hook.shop_id === shop.id && hook.topic === body.topic);
    if (existing) return bad(400, `A webhook for ${body.topic} already exists`);
    const hook = { id: `wh${webhooks.length + 1}`, shop_id: shop.id, topic: body.topic, url: body.url };
    webhooks.push({ ...hook, secret: body.secret });
    // Printify never shows the secret back.
    return { status: 200, body: hook };
  });
  fake.route("GET", /^\/shops\/(\d+)\/webhooks\.json$/, (request) => ({
    status: 200,
    body: webhooks
      .filter((hook) => String(hook.shop_id) === request.params[0])
      .map(({ secret: _secret, ...hook }) => hook),
  }));
  fake.route("DELETE", /^\/shops\/(\d+)\/webhooks\/(\w+)\.json$/, (request) => {
    const index = webhooks.findIndex(
      (hook) => String(hook.shop_id) === request.params[0] && hook.id === request.params[1],
    );
    if (index < 0) return bad(404, "Webhook not found.");
    webhooks.splice(index, 1);
    return { status: 200, body: {} };
  });

  function need(externalId: string) {
    const order = orders.find((candidate) => candidate.external_id === externalId);
    if (!order) throw new Error(`The Printify fake has no order ${externalId}`);
    return order;
  }
  const event = (type: string, order: FakePrintifyOrder) => ({
    id: `evt-${Math.random().toString(16).slice(2)}`,
    type,
    created_at: new Date().toISOString(),
    resource: { id: order.id, type: "order", data: { shop_id: order.shop_id, status: order.status } },
  });
  const urlFor = (order: FakePrintifyOrder, topic: string) =>
    webhooks.find((hook) => hook.shop_id === order.shop_id && hook.topic === topic)?.url;

  return {
    orders,
    webhooks,
    deliveries,
    slowAfterCreate(delayMs: number, times = 1) {
      orderFaults.push({ kind: "slow-after-create", delayMs, times });
    },
    orderFor: (externalId: string) => orders.find((order) => order.external_id === externalId),
    setStatus(externalId: string, status: FakePrintifyOrderStatus) {
      need(externalId).status = status;
    },
    ship(externalId: string, tracking: { number: string; url?: string; carrier?: string }) {
      const order = need(externalId);
      order.shipments.push({
        carrier: tracking.carrier ?? "UPS",
        number: tracking.number,
        url: tracking.url ?? `https://tracking.printify.test/${tracking.number}`,
        delivered_at: null,
      });
      order.status = "fulfilled";
      order.fulfilled_at = new Date().toISOString();
      return event("order:shipment:created", order);
    },
    deliverPackages(externalId: string) {
      const order = need(externalId);
      for (const shipment of order.shipments) shipment.delivered_at ??= new Date().toISOString();
      return event("order:shipment:delivered", order);
    },
    failOrder(externalId: string) {
      const order = need(externalId);
      order.status = "had-issues";
      return event("order:updated", order);
    },
    event: (type: string, externalId: string) => event(type, need(externalId)),
    /**
     * POSTs a webhook body to the URL registered for its topic (or `url`), signed with the
     * registered secret (or `secret`) in X-Pfy-Signature as Printify signs it.
     */
    deliver(body: { type: string; resource: { id: string } }, url?: string, secret?: string) {
      const order = orders.find((candidate) => candidate.id === body.resource.id);
      const hook = order ? webhooks.find((h) => h.shop_id === order.shop_id && h.topic === body.type) : undefined;
      const key = secret ?? hook?.secret;
      const sign = key
        ? (raw: string) => ({ "X-Pfy-Signature": `sha256=${createHmac("sha256", key).update(raw).digest("hex")}` })
        : undefined;
      return deliverWebhook(url ?? (order ? urlFor(order, body.type) : undefined), body, deliveries, sign);
    },
  };
}

export type FakePrintify = Awaited<ReturnType<typeof startFakePrintify>>;
