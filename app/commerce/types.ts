// The commerce port: what the storefront's pages ask of a catalogue, whichever backend serves it.
// Everything here is plain, serialisable data; money is integer cents with a currency code.
import type { CurrencyCode, Money } from "~/lib/money";
import type { SizeGuide } from "~/lib/size-guide";

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
  /**
   * Filters (issue #34): a product matches when one of its variants has one of the sizes, one of
   * the colours (both compared without case), a price in [minPrice, maxPrice] (cents) and, with
   * inStock, is available.
   */
  sizes?: string[];
  colors?: string[];
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean;
  /** Also count the products per filter option for this view (the listing's filter form). */
  facets?: boolean;
  /**
   * Only the products of this collection, "featured" then in the owner's order (decision 067).
   * Native mode only: collections are ours, a platform's stay at the platform.
   */
  collectionId?: string;
};

/** An option's label and how many products of the view (its other filters applied) it would show. */
export type FacetOption = [label: string, count: number];

/** Every size and colour the shop sells, each with its count for the current view. */
export type ProductFacets = { sizes: FacetOption[]; colors: FacetOption[]; inStock: number };

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
  /** Null when the source pages by cursor and does not count (Shopify). */
  total: number | null;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Present when the query asked for facets. */
  facets?: ProductFacets;
};

export type SelectedOption = { name: string; value: string };
export type ProductOption = { name: string; values: string[] };

export type ProductVariant = {
  id: string;
  size: string;
  color: string;
  price: Money;
  available: boolean;
  /** The platform's generic options (Variant B); native variants are described by size and colour. */
  title?: string;
  selectedOptions?: SelectedOption[];
};

export type ProductDetail = ProductSummary & {
  /** The product's size table (centimetres), when it has one. */
  sizeGuide?: SizeGuide | null;
  sizes: string[];
  colors: string[];
  material: string | null;
  features: string[];
  specifications: Record<string, string>;
  careInstructions: string | null;
  variants: ProductVariant[];
  /** Pictures per colour (synced products): the gallery shows a colour's own when it is picked. */
  colorImages?: Record<string, string[]>;
  /** One button group each on the product page when the mode chooses by generic options. */
  options?: ProductOption[];
  /** What search engines read instead of the name and description, when the owner set it (decision 062). */
  seoTitle?: string | null;
  seoDescription?: string | null;
  updatedAt: string;
};

/** A cart line as the browser holds it; any price it carries is ignored. */
export type CartLineInput = {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  /** A hosted checkout's cart names the platform's variant instead (the drawer's lines, Variant B). */
  variantId?: string;
};

export type CartLineStatus =
  /** Sellable at the price shown. */
  | "ok"
  /** No longer sold: unknown product or inactive. */
  | "inactive"
  /** The product is sold but this size/colour is not (sold out or never offered). */
  | "unavailable";

export type PricedCartLine = Omit<CartLineInput, "variantId"> & {
  status: CartLineStatus;
  /** The current unit price from the catalogue; null when the product is gone. */
  unitPrice: Money | null;
  /** The backend's id for the size/colour bought, when it has one (an order line records it). */
  variantId: string | null;
  name: string | null;
  handle: string | null;
  image: string | null;
  /** Why a sellable product cannot be bought now (a drop not launched yet, sold out): shown on the line. */
  notice?: string;
};

export type SitemapEntry = { handle: string; updatedAt: string };

/** How the storefront around the catalogue works in a mode; the UI asks this, never the mode name. */
export type CommerceCapabilities = {
  /** "page": our cart page and our own /checkout; "drawer": a cart drawer handing off to a hosted checkout. */
  cart: "page" | "drawer";
  /** The product page's buying panel: size and colour pickers, or one button group per generic option. */
  productOptions: "size-color" | "generic";
  /** The hosted checkout's platform, named on the checkout button and in texts ('Checkout with …'). */
  platformName: string | null;
  /**
   * The admin's product sync: "partner-catalogue" brings the partners' products into our catalogue
   * per partner; "match-platform" runs both partners' syncs and matches them to the platform's
   * variants by SKU, and inventory follows on the platform (decision 027).
   */
  productSync: "partner-catalogue" | "match-platform";
};

/**
 * The currency a shopper buys in, for a catalogue whose platform prices per market (decision 072):
 * its answers carry the market's prices, in the currency its Money says. Null: the shop's own
 * market. Our own catalogue has one price list and takes none.
 */
export type Market = CurrencyCode | null;

/** A drawer line's current state at the platform. */
export type PricedVariant = {
  variantId: string;
  /** "gone": the variant no longer exists; "unavailable": not for sale now. */
  status: "ok" | "unavailable" | "gone";
  price: Money | null;
  title: string | null;
  /** The variant's product's handle (a drop chooses Shopify products by handle). */
  handle?: string | null;
};

export type HostedCheckoutLine = { variantId: string; quantity: number };

/** Variant B: the cart is checked out on the platform. */
export interface HostedCheckout {
  priceVariants(variantIds: string[], market?: Market): Promise<PricedVariant[]>;
  /**
   * Creates the platform's cart with the shopper's discount code, if any; the URL to open (already
   * carrying the sales channel) and whether the platform found the code applicable (null: no code).
   */
  createCheckout(
    lines: HostedCheckoutLine[],
    discountCode?: string | null,
    market?: Market,
  ): Promise<{ cartId: string; checkoutUrl: string; discountApplicable: boolean | null }>;
}

export interface CommerceCatalog {
  listProducts(query: ProductListQuery, market?: Market): Promise<ProductListPage>;
  /** An active product by id, else by handle; null when unknown or inactive. */
  getProduct(idOrHandle: string, market?: Market): Promise<ProductDetail | null>;
  /** Categories that have at least one active product, alphabetically. */
  listCategories(): Promise<string[]>;
  /** Current prices and sellability for cart lines, read fresh from the source of truth. */
  priceCartLines(lines: CartLineInput[], market?: Market): Promise<PricedCartLine[]>;
  /** Every active product, for the sitemap. */
  listSitemapEntries(): Promise<SitemapEntry[]>;
}
