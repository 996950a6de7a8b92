// The drops module's browser-safe face: drop state rules, the schemas and the components.
export { formatDropTime } from "./drop-state";
export { readDropForm } from "./drop.schema";
export { notifySchema } from "./notify.schema";
export { LazyBackInStock, LazyDropPurchase } from "./lazy-parts";
export { LazyListingDropLine } from "./lazy-listing";
export { DropPage } from "./drop-page";
export { DropForm, EMPTY_DROP_FORM } from "./drop-form";
export { DropAdminPage } from "./drop-admin-page";
