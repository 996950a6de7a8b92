// A Printful sync product in our shape: one variant per size × colour, prices in cents, mockups per colour.
import { sanitizeDescription } from "~/lib/rich-text";
import {
  categoryOf,
  decimalToCents,
  MAX_IMAGES,
  NO_COLOUR,
  ONE_SIZE,
  perColour,
  unique,
  uniquePairs,
} from "../catalogue-mapping";
import type { Mapped } from "../partner-port";
import type { PrintfulProductDetail } from "./printful.server";

/**
 * `catalogPrices`: Printful's catalogue price per catalogue variant id, in cents, which is what a
 * sync variant costs us (docs/partner-apis.md §5); a variant not in it has no known base cost.
 */
export function mapPrintfulProduct(
  detail: PrintfulProductDetail,
  catalogPrices: ReadonlyMap<number, number> = new Map(),
): Mapped {
  const product = detail.sync_product;
  if (product.is_ignored) return { ok: false, name: product.name, reason: "ignored at Printful" };
  const kept = detail.sync_variants.filter((variant) => !variant.is_ignored);
  if (kept.length === 0) return { ok: false, name: product.name, reason: "no variants to sell" };
  const variants = uniquePairs(
    kept.map((variant) => ({
      partnerVariantId: String(variant.id),
      size: variant.size?.trim() || ONE_SIZE,
      color: variant.color?.trim() || NO_COLOUR,
      price: decimalToCents(variant.retail_price),
      available: variant.availability_status === "active",
      sku: variant.sku ?? null,
      baseCost: catalogPrices.get(variant.product.variant_id) ?? null,
    })),
  );
  const previewsOf = (variant: (typeof kept)[number]) =>
    variant.files.filter((file) => file.type === "preview").map((file) => file.preview_url);
  const previews = kept.flatMap(previewsOf);
  // Printful's mockups are per variant: a colour's pictures are its variants' previews.
  const colorImages = perColour(
    kept.map((variant) => ({ colors: [variant.color?.trim() || NO_COLOUR], images: previewsOf(variant) })),
    new Set(variants.map((variant) => variant.color)).size,
  );
  return {
    ok: true,
    product: {
      externalId: String(product.id),
      name: product.name.trim(),
      description: sanitizeDescription(product.description),
      category: categoryOf(product.type, kept[0]?.product.name, product.name),
      images: unique([product.thumbnail_url, ...previews]).slice(0, MAX_IMAGES),
      colorImages,
      variants,
    },
  };
}
