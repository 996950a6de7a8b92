// The commerce port: what the storefront's pages ask of a catalogue, whichever backend serves it.
// Everything here is plain, serialisable data; money is integer cents with a currency code.
import type { Money } from "~/lib/money";

export type { Money };

export const PRODUCT_SORTS = ["featured", "newest", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export type ProductListQuery = {
  /** Free text matched against name, description and category. */
  q?: string;
  category?: string;
  sort?: ProductSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

/** A product as a card shows it. */
export type ProductSummary = {
  id: string;
  handle: string;
  name: string;
  description: string | null;
  category: string;
  /** The lowest variant price (the base price when there are no variants). */
  price: Money;
  /** Main image first; at most 5. */
  images: string[];
  createdAt: string;
};

export type ProductListPage = {
  products: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

export type ProductVariant = {
  id: string;
  size: string;
  color: string;
  price: Money;
  available: boolean;
};

export type ProductDetail = ProductSummary & {
  sizes: string[];
  colors: string[];
  material: string | null;
  features: string[];
  specifications: Record<string, string>;
  careInstructions: string | null;
  variants: ProductVariant[];
  updatedAt: string;
};

/** A cart line as the browser holds it; any price it carries is ignored. */
export type CartLineInput = { productId: string; size: string; color: string; quantity: number };

export type CartLineStatus =
  /** Sellable at the price shown. */
  | "ok"
  /** No longer sold: unknown product or inactive. */
  | "inactive"
  /** The product is sold but this size/colour is not (sold out or never offered). */
  | "unavailable";

export type PricedCartLine = CartLineInput & {
  status: CartLineStatus;
  /** The current unit price from the catalogue; null when the product is gone. */
  unitPrice: Money | null;
  name: string | null;
  handle: string | null;
  image: string | null;
};

export type SitemapEntry = { handle: string; updatedAt: string };

export interface CommerceCatalog {
  listProducts(query: ProductListQuery): Promise<ProductListPage>;
  /** An active product by id, else by handle; null when unknown or inactive. */
  getProduct(idOrHandle: string): Promise<ProductDetail | null>;
  /** Categories that have at least one active product, alphabetically. */
  listCategories(): Promise<string[]>;
  /** Current prices and sellability for cart lines, read fresh from the source of truth. */
  priceCartLines(lines: CartLineInput[]): Promise<PricedCartLine[]>;
  /** Every active product, for the sitemap. */
  listSitemapEntries(): Promise<SitemapEntry[]>;
}
