// The product page's personalisation code, loaded only on products that offer it (a lazy chunk).
export { PersonalisationFields, initialPersonalState, type PersonalState } from "./shopper-fields";
export { PersonalisationPreview } from "./shopper-preview";
