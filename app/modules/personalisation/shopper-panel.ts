// The personalisation code loaded only where it is used (a lazy chunk): the product page's fields
// and preview, and the thumbnails of personalised lines.
export { PersonalisationFields, initialPersonalState, type PersonalState } from "./shopper-fields";
export { PersonalisationPreview } from "./shopper-preview";
export { ThumbnailView } from "./thumbnail-view";
