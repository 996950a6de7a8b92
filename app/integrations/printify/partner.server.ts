// Printify as a fulfilment partner (the port in ../partner-port.ts): its shops, products, orders
// (found among the shop's newest by external id) and one webhook per topic.
import { z } from "zod";
import type { Env } from "~/lib/env.server";
import {
  PartnerRefusal,
  requireLinkedLines,
  type FulfilmentPartner,
  type PartnerConnection,
  type PartnerCosts,
  type PartnerOrderLine,
  type PartnerTuning,
  type PartnerAddress,
  type PartnerView,
  type ShippingOption,
} from "../partner-port";
import { mapPrintifyProduct } from "./catalogue";
import { createPrintifyClient, type PrintifyOrder, type PrintifyOrderInput } from "./printify.server";
import { printifySigningSecret, verifyPrintifySignature } from "./webhook-signature.server";

export const PRINTIFY_WEBHOOK_TOPICS = ["order:shipment:created", "order:shipment:delivered", "order:updated"];

export function printifyView(order: PrintifyOrder): PartnerView {
  const shipments = order.shipments.map((shipment) => ({
    carrier: shipment.carrier ?? null,
    trackingNumber: shipment.number,
    trackingUrl: shipment.url ?? null,
  }));
  const delivered = order.shipments.length > 0 && order.shipments.every((shipment) => Boolean(shipment.delivered_at));
  const costs = printifyCosts(order);
  switch (order.status) {
    case "on-hold":
    case "pending":
    case "payment-not-received":
      return { state: "draft", shipments, costs };
    case "sending-to-production":
      return { state: "accepted", shipments, costs };
    case "in-production":
    case "partially-fulfilled":
      return { state: "in_production", shipments, costs };
    case "fulfilled":
      return { state: delivered ? "delivered" : shipments.length ? "shipped" : "in_production", shipments, costs };
    case "canceled":
      return { state: "cancelled", shipments, costs };
    case "had-issues":
      return {
        state: "failed",
        shipments,
        costs,
        error: "Printify reported a problem with this order (status had-issues)",
      };
    default:
      return { state: "accepted", shipments, costs };
  }
}

/** Printify's totals (integer cents; Printify bills in USD): items, shipping, and the tax on top. */
export function printifyCosts(order: PrintifyOrder): PartnerCosts | null {
  if (order.total_price == null) return null;
  const shippingCents = order.total_shipping ?? null;
  return {
    currency: "USD",
    productCents: order.total_price,
    shippingCents,
    totalCents: order.total_price + (shippingCents ?? 0) + (order.total_tax ?? 0),
  };
}

const idText = z.union([z.string(), z.number()]).transform(String);
const webhookEvent = z.object({
  type: z.string(),
  resource: z.object({
    id: idText,
    type: z.string().optional(),
    data: z.object({ external_id: z.string().nullish() }).partial().nullish(),
  }),
});

/** Printify orders always name their shop; an order without one cannot be asked about. */
function shopOf(shopId: number | undefined) {
  if (shopId === undefined) throw new Error("This Printify order has no shop recorded");
  return shopId;
}

const addressTo = (address: PartnerAddress) => ({
  first_name: address.firstName,
  last_name: address.lastName,
  email: address.email,
  country: address.countryCode,
  region: address.region,
  address1: address.address1,
  city: address.city,
  zip: address.zip,
});

/**
 * Printify's methods by their shared key and order code. The old key `express` (code 2 during
 * Printify's renaming, now `priority`) is ambiguous and left out; `printify_express` is code 3.
 */
const PRINTIFY_METHODS: Record<string, { code: number; name: string }> = {
  economy: { code: 4, name: "Economy" },
  standard: { code: 1, name: "Standard" },
  priority: { code: 2, name: "Priority" },
  printify_express: { code: 3, name: "Express" },
};
export const printifyMethodCode = (method: string | null | undefined) =>
  (method && PRINTIFY_METHODS[method]?.code) || 1;

/** Printify's costs in our shape (it gives no delivery days); a zero cost is taken as "not offered". */
export function printifyShippingOptions(costs: Record<string, number>): ShippingOption[] {
  return Object.entries(PRINTIFY_METHODS)
    .filter(([key]) => (costs[key] ?? 0) > 0)
    .map(([key, method]) => ({ id: key, name: method.name, priceCents: costs[key]!, minDays: null, maxDays: null }))
    .sort((a, b) => a.priceCents - b.priceCents);
}

type PrintifyClient = ReturnType<typeof createPrintifyClient>;

/** A published variant as itself; a personalised one made with the order from its blueprint and print areas. */
async function lineItems(
  client: PrintifyClient,
  shopId: number,
  lines: PartnerOrderLine[],
): Promise<PrintifyOrderInput["line_items"]> {
  const items: PrintifyOrderInput["line_items"] = [];
  for (const line of lines) {
    const variantId = Number(line.partnerVariantId);
    if (!line.printFiles?.length) {
      items.push({ product_id: line.partnerProductId!, variant_id: variantId, quantity: line.quantity });
      continue;
    }
    const product = await client.getProduct(shopId, line.partnerProductId!);
    if (!product.blueprint_id || !product.print_provider_id) {
      throw new PartnerRefusal(`${line.name}: Printify does not name its blueprint and print provider`);
    }
    items.push({
      print_provider_id: product.print_provider_id,
      blueprint_id: product.blueprint_id,
      variant_id: variantId,
      quantity: line.quantity,
      print_areas: Object.fromEntries(line.printFiles.map((file) => [file.placement, file.url])),
    });
  }
  return items;
}

// Printify cannot be asked by external id: a retry comes within hours, so the newest pages hold it.
async function findId(client: PrintifyClient, shopId: number, externalId: string) {
  for (let page = 1; page <= 3; page++) {
    const { orders, lastPage } = await client.listOrders(shopId, page);
    const found = orders.find((candidate) => candidate.external_id === externalId);
    if (found) return found.id;
    if (page >= lastPage) break;
  }
  return undefined;
}

/** Finds (among the shop's newest orders) or creates the order, then sends it to production. */
function orderSubmitter(client: PrintifyClient): PartnerConnection["submitOrder"] {
  return async (location, { externalId, label, lines, address, toProduction, shippingMethod }) => {
    requireLinkedLines(lines, "Printify");
    const shopId = shopOf(location);
    let partnerOrderId = await findId(client, shopId, externalId);
    if (!partnerOrderId) {
      const lineItemsToSend = await lineItems(client, shopId, lines);
      ({ id: partnerOrderId } = await client.createOrder(shopId, {
        external_id: externalId,
        label,
        line_items: lineItemsToSend,
        shipping_method: printifyMethodCode(shippingMethod),
        send_shipping_notification: false,
        address_to: addressTo(address),
      }));
    }
    let current = await client.getOrder(shopId, partnerOrderId);
    if (toProduction && (current.status === "on-hold" || current.status === "pending")) {
      await client.sendToProduction(shopId, partnerOrderId);
      current = await client.getOrder(shopId, partnerOrderId);
    }
    return { partnerOrderId, view: printifyView(current) };
  };
}

function printAreaSizeOf(client: PrintifyClient): PartnerConnection["printAreaSize"] {
  return async (location, { partnerProductId, partnerVariantId }, placement) => {
    const product = await client.getProduct(shopOf(location), partnerProductId);
    if (!product.blueprint_id || !product.print_provider_id) return null;
    const { variants } = await client.getBlueprintVariants(product.blueprint_id, product.print_provider_id);
    const variant = variants.find((candidate) => String(candidate.id) === partnerVariantId) ?? variants[0];
    const area = variant?.placeholders.find((candidate) => candidate.position === placement);
    // Placeholders are in pixels; Printify gives no DPI.
    return area ? { width: area.width, height: area.height, dpi: null } : null;
  };
}

/** One webhook per topic: an old URL (another SITE_URL or secret) is replaced. */
function webhookRegistrar(client: PrintifyClient, config: Env): PartnerConnection["registerWebhooks"] {
  return async (url) => {
    let shopId = printifyPartner.configuredLocation(config);
    if (shopId === undefined) {
      const shops = await client.listShops();
      if (shops.length !== 1) {
        const list = shops.map((shop) => `${shop.id} (${shop.title})`).join(", ") || "none";
        throw new Error(`Set PRINTIFY_SHOP_ID to the shop to register with; this token has: ${list}`);
      }
      shopId = shops[0]!.id;
    }
    const existing = await client.listWebhooks(shopId);
    for (const topic of PRINTIFY_WEBHOOK_TOPICS) {
      const current = existing.find((hook) => hook.topic === topic);
      // One webhook per topic, always replaced: Printify never shows a webhook's signing secret,
      // so one registered before (or without) it cannot be told apart.
      if (current) await client.deleteWebhook(shopId, current.id);
      await client.createWebhook(shopId, topic, url, printifySigningSecret(config.PARTNER_WEBHOOK_SECRET ?? ""));
    }
    return `Printify shop ${shopId}: ${PRINTIFY_WEBHOOK_TOPICS.join(", ")} → ${url}`;
  };
}

function connect(config: Env, tuning: PartnerTuning = {}): PartnerConnection {
  const client = createPrintifyClient({
    baseUrl: config.PRINTIFY_API_BASE,
    token: config.PRINTIFY_API_TOKEN ?? "",
    ...tuning,
  });
  return {
    stats: client.stats,
    async describeAccount() {
      const shops = (await client.listShops()).map((shop) => `"${shop.title}"`);
      if (shops.length === 0) return "Connected to Printify: the token has no shops yet";
      return `Connected to Printify ${shops.length === 1 ? "shop" : "shops"} ${shops.join(", ")}`;
    },
    async resolveCatalogueLocation(given) {
      if (given === undefined) throw new PartnerRefusal("Shop ID is required for Printify sync");
      return given;
    },
    async listLocations() {
      return (await client.listShops()).map(({ id, title }) => ({ id, title }));
    },
    async listProducts(shopId, cursor = 1) {
      const answer = await client.listProducts(shopId, cursor);
      return {
        total: answer.total,
        products: answer.products.map((product) => async () => mapPrintifyProduct(product)),
        next: cursor >= answer.lastPage || answer.products.length === 0 ? undefined : cursor + 1,
      };
    },
    submitOrder: orderSubmitter(client),
    async quoteShipping(location, recipient, lines) {
      const costs = await client.shippingCosts(shopOf(location), {
        line_items: lines.map((line) => ({
          product_id: line.partnerProductId,
          variant_id: Number(line.partnerVariantId),
          quantity: line.quantity,
        })),
        address_to: addressTo(recipient),
      });
      return printifyShippingOptions(costs);
    },
    async findOrder(location, externalId) {
      const shopId = shopOf(location);
      const partnerOrderId = await findId(client, shopId, externalId);
      return partnerOrderId
        ? { partnerOrderId, view: printifyView(await client.getOrder(shopId, partnerOrderId)) }
        : null;
    },
    async viewOrder(location, orderId) {
      return printifyView(await client.getOrder(shopOf(location), orderId));
    },
    async cancelOrder(location, orderId) {
      await client.cancelOrder(Number(location), orderId);
    },
    printAreaSize: printAreaSizeOf(client),
    registerWebhooks: webhookRegistrar(client, config),
  };
}

export const printifyPartner: FulfilmentPartner = {
  id: "printify",
  displayName: "Printify",
  tokenVariable: "PRINTIFY_API_TOKEN",
  catalogueLocation: {
    key: "shopId",
    name: "Shop ID",
    label: "Printify shop ID",
    required: true,
    variable: "PRINTIFY_SHOP_ID",
  },
  configured: (config) => Boolean(config.PRINTIFY_API_TOKEN),
  configuredLocation: (config) => (config.PRINTIFY_SHOP_ID ? Number(config.PRINTIFY_SHOP_ID) : undefined),
  toProduction: (config) => Boolean(config.PRINTIFY_SEND_TO_PRODUCTION),
  connect,
  parseWebhook(body) {
    const parsed = webhookEvent.safeParse(body);
    if (!parsed.success) return null;
    const resource = parsed.data.resource;
    return { type: parsed.data.type, partnerOrderId: resource.id, externalId: resource.data?.external_id };
  },
  // Printify signs its deliveries with the secret registered beside the URL: both must hold.
  verifyWebhook: ({ headers, rawBody }, config) =>
    verifyPrintifySignature(
      rawBody,
      headers.get("x-pfy-signature"),
      printifySigningSecret(config.PARTNER_WEBHOOK_SECRET ?? ""),
    ),
};
