// The commerce module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { PRODUCT_SORTS } from "./types";
export type {
  CommerceCapabilities,
  CommerceCatalog,
  HostedCheckout,
  Money,
  PricedCartLine,
  PricedVariant,
  ProductFacets,
  ProductDetail,
  ProductListQuery,
  ProductSort,
  ProductSummary,
  ProductVariant,
  SelectedOption,
  SitemapEntry,
} from "./types";
// </public-entry>
