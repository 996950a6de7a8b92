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
import type { SizeGuide } from "~/lib/size-guide";
import type { PrintfulProductDetail, PrintfulSizeTables } from "./schemas";

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

/**
 * Printful's size table as ours (issue #34): the product's own measurements (product_measure),
 * else the body's (measure_yourself); rows without figures (unit "none") dropped; the sizes the
 * product sells, in its order. Null when nothing usable is left.
 */
export function mapPrintfulSizeGuide(tables: PrintfulSizeTables, sizes: string[]): SizeGuide | null {
  const table =
    tables.size_tables.find((candidate) => candidate.type === "product_measure" && candidate.unit === "cm") ??
    tables.size_tables.find((candidate) => candidate.type === "measure_yourself" && candidate.unit === "cm");
  if (!table) return null;
  const number = (text: string | null | undefined) => {
    const value = Number(text);
    return text && Number.isFinite(value) && value > 0 ? value : null;
  };
  const measurements = table.measurements
    .filter((row) => !row.unit || row.unit === "cm")
    .map((row) => ({
      label: row.type_label,
      values: sizes.map((size): [number, number] | null => {
        const found = row.values.find((value) => value.size === size);
        const min = number(found?.value ?? found?.min_value);
        const max = number(found?.value ?? found?.max_value);
        return min !== null && max !== null ? [min, max] : null;
      }),
    }))
    .filter((row) => row.values.some((value) => value !== null));
  if (!measurements.length) return null;
  const howToMeasure = (table.description ?? "")
    .replace(/<\/p>\s*<p>/g, " ")
    .replace(/<[^>]*>/g, "")
    .trim();
  return { source: "partner", sizes, measurements, howToMeasure: howToMeasure || null };
}
