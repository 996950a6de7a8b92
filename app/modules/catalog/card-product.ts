// What a product card shows, and nothing else: loaders send cards only this, so the page's
// hydration data stays small (decision record 020).
import type { ProductSummary } from "~/commerce";
import { descriptionText } from "~/lib/rich-text";

export const CARD_IMAGES = 4;
/** A card clamps its description to two lines (about 70 characters at four columns): more is never seen. */
export const CARD_DESCRIPTION_CHARS = 72;

/** Plain text, cut at a word before the limit with an ellipsis. */
function cardDescription(description: string) {
  const text = descriptionText(description);
  if (text.length <= CARD_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, CARD_DESCRIPTION_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}

export type CardProduct = Pick<ProductSummary, "handle" | "name" | "description" | "price" | "images">;

export function toCardProduct(product: ProductSummary): CardProduct {
  const { handle, name, description, price, images } = product;
  // Partner descriptions are HTML: a card shows their text only.
  return {
    handle,
    name,
    description: description ? cardDescription(description) : null,
    price,
    images: images.slice(0, CARD_IMAGES),
  };
}
