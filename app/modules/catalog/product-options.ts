// Which sizes and colours a shopper can still pick, from a product's variants.
import type { ProductDetail, ProductVariant } from "~/commerce";

type Options = Pick<ProductDetail, "sizes" | "colors" | "variants">;

/** The variant for a choice; a product without sizes (or colours) matches on "". */
export function findVariant(product: Options, size: string | null, color: string | null): ProductVariant | undefined {
  return product.variants.find((v) => v.size === (size ?? "") && v.color === (color ?? ""));
}

/** True when some available variant has this size (and the chosen colour, if any). */
export function isSizeAvailable(product: Options, size: string, color: string | null) {
  return product.variants.some((v) => v.available && v.size === size && (color === null || v.color === color));
}

/** True when some available variant has this colour (and the chosen size, if any). */
export function isColorAvailable(product: Options, color: string, size: string | null) {
  return product.variants.some((v) => v.available && v.color === color && (size === null || v.size === size));
}

/** What Add to Cart must refuse, in the order the shopper should fix it (SPEC §5). */
export function selectionProblem(product: Options, size: string | null, color: string | null) {
  if (product.sizes.length > 0 && !size) return "Please select a size";
  if (product.colors.length > 0 && !color) return "Please select a color";
  const variant = findVariant(product, size, color);
  if (!variant || !variant.available) return "This size and color is sold out";
  return null;
}
