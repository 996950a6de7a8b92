// The commerce port's types, safe in the browser: what a catalogue adapter (our own or Shopify's)
// answers — products, variants, prices, listing queries — and what each mode can do.
export { PRODUCT_SORTS } from "./types";
export type {
  CommerceCapabilities,
  CommerceCatalog,
  HostedCheckout,
  Market,
  Money,
  ProductFacets,
  ProductDetail,
  ProductListQuery,
  ProductSort,
  ProductSummary,
  ProductVariant,
  SelectedOption,
  SitemapEntry,
} from "./types";
