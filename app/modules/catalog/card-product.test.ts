import { describe, expect, it } from "vitest";
import type { ProductSummary } from "~/commerce";
import { CARD_DESCRIPTION_CHARS, CARD_IMAGES, toCardProduct } from "./card-product";

const product: ProductSummary = {
  id: "p1",
  handle: "cloud-tee",
  name: "Cloud Tee",
  description: "<p>Soft <strong>cotton</strong>.</p>",
  category: "Tees",
  price: { amount: 2500, currencyCode: "USD" },
  images: ["1.png", "2.png", "3.png", "4.png", "5.png"],
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("toCardProduct", () => {
  it("sends a card only what it shows: plain text and at most four images", () => {
    expect(toCardProduct(product)).toEqual({
      handle: "cloud-tee",
      name: "Cloud Tee",
      description: "Soft cotton.",
      price: product.price,
      images: product.images.slice(0, CARD_IMAGES),
    });
  });

  it("cuts a long description at a word, as the two clamped lines would", () => {
    const long = "word ".repeat(100).trim();
    const { description } = toCardProduct({ ...product, description: long });
    expect(description!.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
    expect(description).toMatch(/word…$/);
    expect(toCardProduct({ ...product, description: null }).description).toBeNull();
  });
});
