// Pictures per colour: kept only when they tell the colours apart; the page falls back to the
// product's pictures for a colour without its own.
import { describe, expect, it } from "vitest";
import { galleryImages } from "~/modules/catalog";
import { printfulProduct } from "../../tests/fakes/printful-server";
import { printifyProduct } from "../../tests/fakes/printify-server";
import type { Mapped } from "./partner-port";
import { mapPrintfulProduct } from "./printful/catalogue";
import { mapPrintifyProduct } from "./printify/catalogue";

const colourPictures = (mapped: Mapped) => (mapped.ok ? mapped.product.colorImages : undefined);

describe("pictures per colour", () => {
  it("keeps none for a single colour or when every picture shows every colour", () => {
    expect(colourPictures(mapPrintifyProduct(printifyProduct({ id: "one", title: "One", shopId: 1 })))).toEqual({});
    expect(colourPictures(mapPrintfulProduct(printfulProduct({ id: 1, name: "One" }) as never))).toEqual({});
    const shared = printifyProduct({ id: "s", title: "Shared", shopId: 1, colors: ["Black", "Lilac"] });
    const everyVariant = shared.variants.map((variant) => variant.id);
    shared.images = shared.images.map((image) => ({ ...image, variant_ids: everyVariant }));
    expect(colourPictures(mapPrintifyProduct(shared))).toEqual({});
  });

  it("puts the default picture first for its colour, and keeps a colour's own pictures", () => {
    const product = printifyProduct({ id: "p", title: "Two", shopId: 1, colors: ["Black", "Lilac"] });
    // Printify marks the Lilac front as the product's default.
    product.images = product.images.map((image) => ({ ...image, is_default: image.src.endsWith("front-lilac.png") }));
    const mapped = mapPrintifyProduct(product);
    expect(mapped.ok && mapped.product.images[0]).toBe("https://images.printify.test/p/front-lilac.png");
    expect(colourPictures(mapped)).toEqual({
      Black: ["https://images.printify.test/p/front-black.png", "https://images.printify.test/p/back.png"],
      Lilac: ["https://images.printify.test/p/front-lilac.png", "https://images.printify.test/p/back.png"],
    });
  });

  it("shows the picked colour's pictures, and the product's for a colour without its own", () => {
    const product = { images: ["main.png", "back.png"], colorImages: { Black: ["black.png", "back.png"] } };
    expect(galleryImages(product, null)).toEqual(["main.png", "back.png"]);
    expect(galleryImages(product, "Black")).toEqual(["black.png", "back.png"]);
    expect(galleryImages(product, "Lilac")).toEqual(["main.png", "back.png"]);
    expect(galleryImages({ images: ["main.png"] }, "Black")).toEqual(["main.png"]);
  });
});
