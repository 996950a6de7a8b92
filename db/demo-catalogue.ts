// The demo catalogue a fresh store starts with: typed product data, its variants and its mock-up images.
import { caps } from "./demo-catalogue/caps";
import { crewnecks } from "./demo-catalogue/crewnecks";
import { hoodies } from "./demo-catalogue/hoodies";
import { stickers } from "./demo-catalogue/stickers";
import { tees } from "./demo-catalogue/tees";
import { totes } from "./demo-catalogue/totes";

export const DEMO_CATEGORIES = ["tees", "hoodies", "crewnecks", "caps", "totes", "stickers"] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** The views a mock-up can show; the first one listed is the product's main image. */
export type MockupView = "front" | "back" | "side" | "detail";

/** The little graphic printed beside the text on a mock-up. */
export type PrintGlyph = "star" | "heart" | "bolt" | "smiley" | "flower" | "cloud" | "sparkle" | "wave";

export type DemoProduct = {
  handle: string;
  name: string;
  description: string;
  category: DemoCategory;
  /** Integer cents. */
  basePrice: number;
  sizes: string[];
  /** Swatch names from SPEC section 9; a few products carry one colour outside that list on purpose. */
  colors: string[];
  material: string;
  features: string[];
  specifications: Record<string, string>;
  careInstructions: string;
  isActive?: boolean;
  /** How long ago the product "dropped", so sorting by newest means something. */
  daysAgo: number;
  /** Mock-up views to ship, main image first (1 to 4). */
  views: MockupView[];
  /** What the mock-up shows printed on the product: short lines of text and a glyph. */
  print: { lines: string[]; glyph: PrintGlyph };
  /** Size/colour combinations that are sold out, written "XXL/Pink". */
  unavailable?: string[];
  /** Extra cents charged for a size, stored as that variant's price override. */
  surcharge?: Record<string, number>;
};

export const demoCatalogue: DemoProduct[] = [...tees, ...hoodies, ...crewnecks, ...caps, ...totes, ...stickers];

export function mockupFile(handle: string, view: MockupView) {
  return `${handle}-${view}.svg`;
}

/** Public URLs of a product's images, main image first. */
export function demoImageUrls(product: DemoProduct) {
  return product.views.map((view) => `/catalog/${mockupFile(product.handle, view)}`);
}

export type DemoVariant = { size: string; color: string; price: number | null; available: boolean; sku: string };

/** One variant for every size × colour, with the product's sold-out combinations and surcharges applied. */
export function demoVariants(product: DemoProduct): DemoVariant[] {
  const soldOut = new Set((product.unavailable ?? []).map((key) => key.toLowerCase()));
  return product.sizes.flatMap((size) =>
    product.colors.map((color) => {
      const extra = product.surcharge?.[size];
      return {
        size,
        color,
        price: extra ? product.basePrice + extra : null,
        available: !soldOut.has(`${size}/${color}`.toLowerCase()),
        sku: skuFor(product.handle, size, color),
      };
    }),
  );
}

function skuFor(handle: string, size: string, color: string) {
  const code = (text: string) =>
    text
      .toUpperCase()
      .replace(/"/g, "IN")
      .replace(/[^A-Z0-9]+/g, "");
  return `SD-${code(handle)}-${code(size)}-${code(color)}`;
}
