// A Printify product in our shape: options become size and colour, images are tied to colours.
import { sanitizeDescription } from "~/lib/rich-text";
import { categoryOf, MAX_IMAGES, NO_COLOUR, ONE_SIZE, perColour, unique, uniquePairs } from "../catalogue-mapping";
import type { Mapped } from "../partner-port";
import type { PrintifyProduct } from "./printify.server";

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
  // Printify lists every variant of the blueprint; only the enabled ones are the product's. A
  // disabled variant is left out entirely (not kept as "unavailable"), so a colour or size whose
  // variants are all disabled is never one of the product's options, whatever a later sync says
  // about availability; one that was synced before is marked unavailable as gone.
  const variants = uniquePairs(
    product.variants
      .filter((variant) => variant.is_enabled)
      .map((variant) => ({
        partnerVariantId: String(variant.id),
        size: optionOf(variant.options, "size") || ONE_SIZE,
        color: optionOf(variant.options, "color") || NO_COLOUR,
        price: variant.price,
        available: variant.is_available,
        sku: variant.sku ?? null,
        baseCost: variant.cost ?? null,
      })),
  );
  if (!product.variants.some((variant) => variant.is_enabled)) {
    return { ok: false, name: product.title, reason: "no enabled variants" };
  }
  // Default image first, then one image per colour (so every colour has its picture), then the rest.
  const colourOfVariant = new Map(variants.map((variant) => [Number(variant.partnerVariantId), variant.color]));
  const byColour = new Map<string, string>();
  // An image's colours: those of the product's own variants it shows (disabled ones are not ours).
  const coloursOf = (image: (typeof product.images)[number]) =>
    unique(image.variant_ids.map((id) => colourOfVariant.get(id)));
  for (const image of product.images) {
    const colours = coloursOf(image);
    if (colours.length === 1 && !byColour.has(colours[0]!)) byColour.set(colours[0]!, image.src);
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
    colors: coloursOf(image),
    images: [image.src],
    rank: image.is_default ? 0 : coloursOf(image).length === 1 ? 1 : 2,
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
