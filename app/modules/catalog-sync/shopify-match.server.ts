// Shopify mode (decision 027): the Shopify store's variants matched to the partners' synced
// variants by SKU; what cannot be made, what is not on Shopify, and availability kept in step.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import { fulfilmentPartners } from "~/integrations/partners.server";
import { createShopifyAdminClient, type ShopifyAdminClient } from "~/integrations/shopify/admin-client.server";
import { VARIANT_SKUS_QUERY } from "~/integrations/shopify/queries";
import { variantSkusSchema } from "~/integrations/shopify/responses";
import { createShopifyClient, type ShopifyClient } from "~/integrations/shopify/storefront-client.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { ShopifyMatchReport } from "../../../db/schema";

export type ShopifyVariantRow = {
  productId: string;
  product: string;
  variantId: string;
  variant: string;
  sku: string | null;
  availableForSale: boolean;
};

export function shopifyStorefront(): ShopifyClient {
  return createShopifyClient({
    storeDomain: env.SHOPIFY_STORE_DOMAIN ?? "",
    storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN ?? "",
    apiBase: env.SHOPIFY_API_BASE,
  });
}

/** The Admin API client when SHOPIFY_ADMIN_TOKEN is set; null otherwise. */
export function shopifyAdmin(): ShopifyAdminClient | null {
  if (!env.SHOPIFY_ADMIN_TOKEN) return null;
  return createShopifyAdminClient({
    storeDomain: env.SHOPIFY_STORE_DOMAIN ?? "",
    adminToken: env.SHOPIFY_ADMIN_TOKEN,
    apiBase: env.SHOPIFY_API_BASE,
  });
}

/** Every variant of every product the storefront sees, 50 products a page. */
export async function listShopifyVariants(client: ShopifyClient): Promise<ShopifyVariantRow[]> {
  const rows: ShopifyVariantRow[] = [];
  for (let after: string | null = null; ;) {
    const answer: z.infer<typeof variantSkusSchema> = await client.request(
      "VariantSkus",
      VARIANT_SKUS_QUERY,
      { first: 50, after },
      variantSkusSchema,
    );
    for (const { node } of answer.products.edges) {
      for (const { node: variant } of node.variants.edges) {
        rows.push({
          productId: node.id,
          product: node.title,
          variantId: variant.id,
          variant: variant.title,
          sku: variant.sku?.trim() || null,
          availableForSale: variant.availableForSale,
        });
      }
    }
    if (!answer.products.pageInfo.hasNextPage || !answer.products.pageInfo.endCursor) return rows;
    after = answer.products.pageInfo.endCursor;
  }
}

type PartnerVariant = { sku: string; available: boolean; productId: string; name: string; partner: string };

/** The variants of the partners' active synced products that carry a SKU. */
async function partnerVariants(): Promise<PartnerVariant[]> {
  const rows = await db
    .select({
      sku: schema.productVariants.sku,
      available: schema.productVariants.available,
      productId: schema.products.id,
      name: schema.products.name,
      partner: schema.products.source,
    })
    .from(schema.productVariants)
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(
      and(
        inArray(
          schema.products.source,
          fulfilmentPartners().map((partner) => partner.id),
        ),
        eq(schema.products.isActive, true),
        isNotNull(schema.productVariants.sku),
      ),
    );
  return rows.map((row) => ({ ...row, sku: row.sku!.trim() })).filter((row) => row.sku);
}

const emptyReport = (): ShopifyMatchReport => ({ unmatched: [], notOnShopify: [], toFix: [], fixed: 0 });

/** Products: which Shopify variants no partner can make, which partner products Shopify lacks. */
export async function matchShopifyVariants(shopify: ShopifyVariantRow[]): Promise<ShopifyMatchReport> {
  const partner = await partnerVariants();
  const bySku = new Map(partner.map((variant) => [variant.sku.toUpperCase(), variant]));
  const report = emptyReport();
  const onShopify = new Set<string>();
  for (const variant of shopify) {
    const match = variant.sku ? bySku.get(variant.sku.toUpperCase()) : undefined;
    if (match) onShopify.add(match.productId);
    else report.unmatched.push({ product: variant.product, variant: variant.variant, sku: variant.sku });
  }
  const seen = new Set<string>();
  for (const variant of partner) {
    if (onShopify.has(variant.productId) || seen.has(variant.productId)) continue;
    seen.add(variant.productId);
    report.notOnShopify.push({ partner: variant.partner, name: variant.name });
  }
  return report;
}

/**
 * Inventory: each matched Shopify variant should be for sale exactly when its partner can make
 * it. With the Admin API, the differing ones are set on Shopify (one call per product); without
 * it, they are listed for the admin to fix.
 */
export async function alignShopifyAvailability(
  shopify: ShopifyVariantRow[],
  admin: ShopifyAdminClient | null,
): Promise<ShopifyMatchReport> {
  const bySku = new Map((await partnerVariants()).map((variant) => [variant.sku.toUpperCase(), variant]));
  const report = await matchShopifyVariants(shopify);
  const differing = shopify.flatMap((variant) => {
    const match = variant.sku ? bySku.get(variant.sku.toUpperCase()) : undefined;
    return match && match.available !== variant.availableForSale ? [{ variant, available: match.available }] : [];
  });
  if (!admin) {
    report.toFix = differing.map(({ variant, available }) => ({
      product: variant.product,
      variant: variant.variant,
      sku: variant.sku!,
      available,
    }));
    return report;
  }
  const byProduct = new Map<string, typeof differing>();
  for (const item of differing)
    byProduct.set(item.variant.productId, [...(byProduct.get(item.variant.productId) ?? []), item]);
  for (const [productId, items] of byProduct) {
    await admin.setVariantsAvailability(
      productId,
      items.map(({ variant, available }) => ({ id: variant.variantId, available })),
    );
    report.fixed += items.length;
  }
  return report;
}
