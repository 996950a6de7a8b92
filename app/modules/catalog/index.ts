// The catalogue's pages in the browser: listing filters and grid, product gallery, options and
// purchase, SEO tags, the sitemap and robots texts, the owner's size table form and the owner's
// product list and form (decision 062).
export { toCardProduct } from "./card-product";
export { CatalogFilters, SortSelect } from "./catalog-filters";
export { FEATURED_FETCH, FEATURED_SHOWN, FeaturedProducts } from "./featured-products";
export { OrderedProductsForm } from "./ordered-products-form";
export { catalogueQuery, listingHref, parseListingQuery } from "./listing-query";
export { OptionPurchase } from "./option-purchase";
export { Pagination } from "./pagination";
export { Assurances, ProductDetailSections } from "./product-details";
export { galleryImages, ProductGallery } from "./product-gallery";
export { ProductGrid, SourceProblem } from "./product-grid";
export { ProductImage } from "./product-image";
export { ProductPurchase } from "./product-purchase";
export { productMeta } from "./product-seo";
export { ProductSubpage } from "./product-subpage";
export { draftFromForm, draftFromGuide, editDraft, type SizeGuideDraft } from "./size-guide-draft";
export { SizeGuideForm } from "./size-guide-form";
export { SizeGuideTable, UnitSwitch } from "./size-guide-table";
export { robotsTxt, sitemapXml } from "./sitemap";
export { OwnerProductList } from "./owner-product-list";
export { draftOfProduct, OwnerProductForm } from "./owner-product-form";
export { type OwnerProductDraft } from "./owner-product.schema";
