// The catalogue on the server: products through the configured commerce adapter, cached in the
// process, the call that empties that cache after a change, the owner's size tables and the owner's
// product list and edits (decision 062).
export { invalidateCatalogue } from "./catalog-cache.server";
export { catalog, loadOrEmpty } from "./catalog.server";
export { detailInCurrency, summaryInCurrency } from "./in-currency";
export { removeSizeGuide, saveOwnerSizeGuide, sizeGuideProduct, sizeGuideSources } from "./size-guide-admin.server";
export { sizeGuideFieldOf, sizeGuideFormSchema } from "./size-guide-form.schema";
export { listOwnerProducts, loadOwnerProduct, saveOwnerProduct } from "./owner-products.server";
export { ownerDraftFromForm, ownerProductFieldOf, ownerProductSchema } from "./owner-product.schema";
export { changeFeatured, featuredCandidates, featuredPicks } from "./featured-picks.server";
export { orderedProductsSchema, reorderedIds, type OrderedChange } from "./ordered-products.schema";
