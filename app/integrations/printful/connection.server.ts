// A connection to Printful (the port's PartnerConnection): catalogue pages with their costs and size
// guides, orders found by external id, shipping quotes and the store's webhook.
import type { Env } from "~/lib/env.server";
import { PartnerError } from "~/lib/partner-fetch.server";
import { decimalToCents } from "../catalogue-mapping";
import {
  PartnerRefusal,
  requireLinkedLines,
  type PartnerConnection,
  type PartnerOrderLine,
  type PartnerTuning,
  type SyncedProduct,
} from "../partner-port";
import { mapPrintfulProduct, mapPrintfulSizeGuide } from "./catalogue";
import { printfulShippingOptions, printfulView } from "./order-view";
import { createPrintfulClient } from "./printful.server";
import type { PrintfulOrder, PrintfulOrderInput, PrintfulProductDetail, PrintfulSizeTables } from "./schemas";

type PrintfulClient = ReturnType<typeof createPrintfulClient>;

export const PRINTFUL_WEBHOOK_TYPES = ["package_shipped", "order_failed", "order_canceled", "order_updated"];

/** The configured Printful store, if any. */
export const printfulStoreId = (config: Env) =>
  config.PRINTFUL_STORE_ID ? Number(config.PRINTFUL_STORE_ID) : undefined;

/** How long a product's sync → catalogue variant ids serve shipping quotes (a sync changes them rarely). */
export const PRODUCT_LOOKUP_MS = 10 * 60 * 1000;
const productLookups = new Map<string, { ids: Promise<Map<string, number>>; expires: number }>();

/**
 * A product's sync variant ids → catalogue variant ids, for shipping quotes: one lookup per
 * product for ten minutes, shared by every quote in this process (a failed lookup is not kept).
 */
function catalogueVariantIds(
  base: string,
  storeId: number | undefined,
  productId: string,
  lookup: () => Promise<PrintfulProductDetail>,
) {
  const key = `${base}|${storeId ?? ""}|${productId}`;
  const now = Date.now();
  const cached = productLookups.get(key);
  if (cached && cached.expires > now) return cached.ids;
  const ids = lookup().then(
    (product) => new Map(product.sync_variants.map((variant) => [String(variant.id), variant.variant_id])),
  );
  if (productLookups.size >= 1000) productLookups.delete(productLookups.keys().next().value!);
  productLookups.set(key, { ids, expires: now + PRODUCT_LOOKUP_MS });
  ids.catch(() => productLookups.delete(key));
  return ids;
}

/**
 * The base cost of a product's variants: the catalogue price of each one's catalogue variant, one
 * call per catalogue product for the connection's life (a store's products share a few). A price
 * Printful cannot give leaves the cost unknown, never stops the sync.
 */
function catalogueLookups(client: PrintfulClient) {
  const catalogues = new Map<number, Promise<[number, number][]>>();
  const sizeTables = new Map<number, Promise<PrintfulSizeTables | null>>();
  /** The size table of the product's catalogue product; none when Printful has none (404) or it is unusable. */
  async function sizeGuideOf(detail: PrintfulProductDetail, product: SyncedProduct) {
    const catalogProductId = detail.sync_variants[0]?.product.product_id;
    if (catalogProductId === undefined) return null;
    const sizes = [...new Set(product.variants.map((variant) => variant.size))];
    // One request per catalogue product per sync, however many store products share it.
    if (!sizeTables.has(catalogProductId)) {
      sizeTables.set(
        catalogProductId,
        client.catalogSizes(catalogProductId).catch((error: unknown) => {
          if (error instanceof PartnerError && error.status === 404) return null;
          throw error;
        }),
      );
    }
    const tables = await sizeTables.get(catalogProductId)!;
    return tables ? mapPrintfulSizeGuide(tables, sizes) : null;
  }

  async function catalogPrices(detail: PrintfulProductDetail) {
    const prices = new Map<number, number>();
    for (const productId of new Set(detail.sync_variants.map((variant) => variant.product.product_id))) {
      if (!catalogues.has(productId)) {
        catalogues.set(
          productId,
          client.getCatalogProduct(productId).then(
            (catalog) =>
              catalog.variants.map((variant): [number, number] => [variant.id, decimalToCents(variant.price)]),
            (error: unknown) => {
              if (error instanceof PartnerError) return [];
              throw error;
            },
          ),
        );
      }
      for (const [id, cents] of await catalogues.get(productId)!) prices.set(id, cents);
    }
    return prices;
  }
  return { sizeGuideOf, catalogPrices };
}

const found = (order: PrintfulOrder) => ({ partnerOrderId: String(order.id), view: printfulView(order) });

/** The order's items: a synced variant as itself, a personalised one as its catalogue variant + files. */
async function orderItems(
  client: PrintfulClient,
  storeId: number | undefined,
  lines: PartnerOrderLine[],
): Promise<PrintfulOrderInput["items"]> {
  const items: PrintfulOrderInput["items"] = [];
  for (const line of lines) {
    if (!line.printFiles?.length) {
      items.push({ sync_variant_id: Number(line.partnerVariantId), quantity: line.quantity });
      continue;
    }
    const product = await client.getProduct(storeId, Number(line.partnerProductId));
    const variant = product.sync_variants.find((candidate) => String(candidate.id) === line.partnerVariantId);
    if (!variant) throw new PartnerRefusal(`${line.name}: its Printful variant is gone, sync the catalogue and retry`);
    items.push({
      variant_id: variant.variant_id,
      quantity: line.quantity,
      files: line.printFiles.map((file) => ({ type: file.placement, url: file.url })),
    });
  }
  return items;
}

function catalogueMethods(
  client: PrintfulClient,
): Pick<PartnerConnection, "resolveCatalogueLocation" | "listLocations" | "listProducts"> {
  const { sizeGuideOf, catalogPrices } = catalogueLookups(client);
  return {
    /** The store given, else the token's only store (GET /stores). */
    async resolveCatalogueLocation(given) {
      if (given !== undefined) return given;
      const stores = await client.listStores();
      if (stores.length === 1) return stores[0]!.id;
      if (stores.length === 0) throw new PartnerRefusal("This Printful token has no stores");
      const list = stores.map((store) => `${store.id} (${store.name})`).join(", ");
      throw new PartnerRefusal(`This Printful token has several stores; enter one store ID: ${list}`);
    },
    // The store is detected from the token; nothing to pick.
    listLocations: async () => [],
    async listProducts(storeId, cursor = 0) {
      const page = await client.listProducts(storeId, cursor);
      const products = page.products.map((summary) => async () => {
        if (summary.is_ignored) return { ok: false as const, name: summary.name, reason: "ignored at Printful" };
        try {
          const detail = await client.getProduct(storeId, summary.id);
          const mapped = mapPrintfulProduct(detail, await catalogPrices(detail));
          return mapped.ok
            ? { ...mapped, product: { ...mapped.product, sizeGuide: await sizeGuideOf(detail, mapped.product) } }
            : mapped;
        } catch (error) {
          // Deleted between the list and the fetch: skipped; any other fault ends the sync.
          if (error instanceof PartnerError && error.status === 404) {
            return { ok: false as const, name: summary.name, reason: "no longer at Printful" };
          }
          throw error;
        }
      });
      const next = cursor + page.products.length;
      return { total: page.total, products, next: page.products.length === 0 || next >= page.total ? undefined : next };
    },
  };
}

function orderMethods(
  client: PrintfulClient,
): Pick<PartnerConnection, "submitOrder" | "findOrder" | "viewOrder" | "cancelOrder"> {
  return {
    /** Finds or creates the order; confirms a draft unless the owner approves orders at Printful. */
    // (items: a personalised line is sent as its catalogue variant with its print files, the
    // documented way; the catalogue variant id is read from the sync variant.)
    async submitOrder(storeId, { externalId, lines, address, toProduction, shippingMethod }) {
      requireLinkedLines(lines, "Printful");
      let order = await client.findOrderByExternalId(storeId, externalId);
      if (!order) {
        const items = await orderItems(client, storeId, lines);
        order = await client.createOrder(
          storeId,
          {
            external_id: externalId,
            recipient: {
              name: address.name,
              address1: address.address1,
              city: address.city,
              ...(address.regionIsCode ? { state_code: address.region } : {}),
              country_code: address.countryCode,
              zip: address.zip,
              email: address.email,
            },
            items,
            ...(shippingMethod ? { shipping: shippingMethod.toUpperCase() } : {}),
          },
          toProduction,
        );
      } else if (order.status === "draft" && toProduction) {
        order = await client.confirmOrder(storeId, String(order.id));
      }
      return found(order);
    },
    async findOrder(storeId, externalId) {
      const order = await client.findOrderByExternalId(storeId, externalId);
      return order ? found(order) : null;
    },
    async viewOrder(storeId, orderId) {
      return printfulView(await client.getOrder(storeId, orderId));
    },
    async cancelOrder(storeId, orderId) {
      await client.cancelOrder(storeId, orderId);
    },
  };
}

function printAreaSizeOf(client: PrintfulClient): PartnerConnection["printAreaSize"] {
  return async (storeId, { partnerProductId, partnerVariantId }, placement) => {
    const product = await client.getProduct(storeId, Number(partnerProductId));
    const variant =
      product.sync_variants.find((candidate) => String(candidate.id) === partnerVariantId) ?? product.sync_variants[0];
    if (!variant) return null;
    const files = await client.getPrintfiles(variant.product.product_id);
    const fileId = files.variant_printfiles.find((entry) => entry.variant_id === variant.variant_id)?.placements[
      placement
    ];
    const file = files.printfiles.find((candidate) => candidate.printfile_id === fileId);
    return file ? { width: file.width, height: file.height, dpi: file.dpi } : null;
  };
}

/** Rates are asked for catalogue variants: each sync variant's is read from its product. */
function shippingQuotes(client: PrintfulClient, config: Env): PartnerConnection["quoteShipping"] {
  return async (storeId, recipient, lines) => {
    const items: { variant_id: string; quantity: number }[] = [];
    for (const productId of new Set(lines.map((line) => line.partnerProductId))) {
      const catalogueIds = await catalogueVariantIds(config.PRINTFUL_API_BASE, storeId, productId, () =>
        client.getProduct(storeId, Number(productId)),
      );
      for (const line of lines.filter((candidate) => candidate.partnerProductId === productId)) {
        const variantId = catalogueIds.get(line.partnerVariantId);
        if (variantId === undefined) throw new PartnerRefusal(`Printful has no variant ${line.partnerVariantId}`);
        items.push({ variant_id: String(variantId), quantity: line.quantity });
      }
    }
    const rates = await client.shippingRates(storeId, {
      recipient: {
        address1: recipient.address1,
        city: recipient.city,
        country_code: recipient.countryCode,
        ...(recipient.regionIsCode ? { state_code: recipient.region } : {}),
        zip: recipient.zip,
      },
      items,
      currency: "USD",
    });
    return printfulShippingOptions(rates);
  };
}

export function connectPrintful(config: Env, tuning: PartnerTuning = {}): PartnerConnection {
  const client = createPrintfulClient({
    baseUrl: config.PRINTFUL_API_BASE,
    token: config.PRINTFUL_API_TOKEN ?? "",
    ...tuning,
  });
  return {
    stats: client.stats,
    async describeAccount() {
      const stores = (await client.listStores()).map((store) => `"${store.name}"`);
      if (stores.length === 0) return "Connected to Printful: the token has no stores yet";
      return `Connected to Printful ${stores.length === 1 ? "store" : "stores"} ${stores.join(", ")}`;
    },
    ...catalogueMethods(client),
    ...orderMethods(client),
    printAreaSize: printAreaSizeOf(client),
    quoteShipping: shippingQuotes(client, config),
    async registerWebhooks(url) {
      await client.setWebhooks(printfulStoreId(config), url, PRINTFUL_WEBHOOK_TYPES);
      return `Printful: ${PRINTFUL_WEBHOOK_TYPES.join(", ")} → ${url}`;
    },
  };
}
