// Collections in the browser (decision 067): the owner's form for a collection's fields.
export { CollectionForm, EMPTY_COLLECTION } from "./collection-form";
export type { CollectionDraft } from "./collection.schema";
