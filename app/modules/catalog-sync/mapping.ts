// How a partner's product becomes ours: name, sanitised description, category, images and one
// variant per size × colour with its price in cents, sellability and the partner's variant id.
import type { PrintfulProductDetail } from "~/integrations/printful/printful.server";
import type { PrintifyProduct } from "~/integrations/printify/printify.server";
import { sanitizeDescription } from "~/lib/rich-text";

export type SyncSource = "printful" | "printify";

export type SyncedVariant = {
  /** The partner's id for this variant (Printful sync_variant.id, Printify variant id). */
  partnerVariantId: string;
  size: string;
  color: string;
  price: number;
  available: boolean;
  sku: string | null;
};

export type SyncedProduct = {
  externalId: string;
  name: string;
  description: string;
  category: string;
  /** Main image first; at most 5. */
  images: string[];
  /** Per colour, the pictures of that colour's variants (its default first; at most 5 each). */
  colorImages: Record<string, string[]>;
  variants: SyncedVariant[];
};

export type Mapped = { ok: true; product: SyncedProduct } | { ok: false; name: string; reason: string };

const MAX_IMAGES = 5;
const ONE_SIZE = "One size";
const NO_COLOUR = "Default";

/** Our category for a partner's product type or title (the demo catalogue's category names). */
export function categoryOf(...hints: (string | null | undefined)[]) {
  const text = hints.filter(Boolean).join(" ").toLowerCase();
  const rules: [RegExp, string][] = [
    [/hood/, "hoodies"],
    [/crew|sweatshirt|sweater/, "crewnecks"],
    [/t-?shirt|tee\b|tees\b|tank/, "tees"],
    [/\bcap\b|hat|beanie|snapback/, "caps"],
    [/sticker/, "stickers"],
    [/tote|bag/, "totes"],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? "apparel";
}

/** "29.99" → 2999, exactly: money never passes through a float. */
export function decimalToCents(value: string) {
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
}

/** One variant per size × colour: a partner's duplicate pair is dropped (the first one wins). */
function uniquePairs(variants: SyncedVariant[]) {
  const seen = new Set<string>();
  return variants.filter((variant) => {
    const key = `${variant.size}\u0000${variant.color}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];

type ColourPictures = { colors: (string | undefined)[]; images: (string | null | undefined)[] };

/**
 * Pictures per colour from (colours, pictures) pairs, in order. Only kept when they tell the
 * product's colours apart: one colour, or the same pictures for every colour, gives none.
 */
function perColour(entries: ColourPictures[], colourCount: number) {
  const byColour = new Map<string, string[]>();
  for (const entry of entries) {
    for (const colour of new Set(entry.colors)) {
      if (!colour) continue;
      byColour.set(colour, unique([...(byColour.get(colour) ?? []), ...entry.images]));
    }
  }
  const lists = [...byColour.values()];
  const distinct = new Set(lists.map((list) => list.join("\u0000")));
  if (colourCount < 2 || (byColour.size === colourCount && distinct.size < 2)) return {};
  return Object.fromEntries([...byColour].map(([colour, list]) => [colour, list.slice(0, MAX_IMAGES)]));
}

export function mapPrintfulProduct(detail: PrintfulProductDetail): Mapped {
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

export function mapPrintifyProduct(product: PrintifyProduct): Mapped {
  if (!product.visible) return { ok: false, name: product.title, reason: "not published at Printify" };
  const valueTitle = new Map<number, { type: string; title: string }>();
  for (const option of product.options) {
    for (const value of option.values)
      valueTitle.set(value.id, { type: option.type.toLowerCase(), title: value.title });
  }
  const optionOf = (ids: number[], type: string) =>
    ids
      .map((id) => valueTitle.get(id))
      .find((value) => value?.type === type)
      ?.title.trim();
  const variants = uniquePairs(
    product.variants.map((variant) => ({
      partnerVariantId: String(variant.id),
      size: optionOf(variant.options, "size") || ONE_SIZE,
      color: optionOf(variant.options, "color") || NO_COLOUR,
      price: variant.price,
      available: variant.is_enabled && variant.is_available,
      sku: variant.sku ?? null,
    })),
  );
  if (!product.variants.some((variant) => variant.is_enabled)) {
    return { ok: false, name: product.title, reason: "no enabled variants" };
  }
  // Default image first, then one image per colour (so every colour has its picture), then the rest.
  const colourOfVariant = new Map(variants.map((variant) => [Number(variant.partnerVariantId), variant.color]));
  const byColour = new Map<string, string>();
  for (const image of product.images) {
    const colours = new Set(image.variant_ids.map((id) => colourOfVariant.get(id)));
    if (colours.size === 1) {
      const colour = [...colours][0];
      if (colour && !byColour.has(colour)) byColour.set(colour, image.src);
    }
  }
  const defaultFirst = [
    ...product.images.filter((image) => image.is_default),
    ...product.images.filter((image) => !image.is_default),
  ];
  const images = unique([defaultFirst[0]?.src, ...byColour.values(), ...defaultFirst.map((image) => image.src)]).slice(
    0,
    MAX_IMAGES,
  );
  // A colour's pictures: every image Printify ties to one of its variants; the default first,
  // then the colour's own pictures, then those it shares with other colours.
  const tagged = defaultFirst.map((image) => ({
    colors: image.variant_ids.map((id) => colourOfVariant.get(id)),
    images: [image.src],
    rank: image.is_default ? 0 : new Set(image.variant_ids.map((id) => colourOfVariant.get(id))).size === 1 ? 1 : 2,
  }));
  const colorImages = perColour(
    tagged.sort((a, b) => a.rank - b.rank),
    new Set(variants.map((variant) => variant.color)).size,
  );
  return {
    ok: true,
    product: {
      externalId: product.id,
      name: product.title.trim(),
      description: sanitizeDescription(product.description),
      category: categoryOf(product.tags.join(" "), product.title),
      images,
      colorImages,
      variants,
    },
  };
}
