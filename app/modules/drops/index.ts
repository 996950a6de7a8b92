// The drops module's browser-safe face: drop state rules, the schemas and the components.
export {
  countdownParts,
  dropPhase,
  ENDED_MESSAGE,
  formatDropTime,
  NOT_YET_MESSAGE,
  SOLD_OUT_MESSAGE,
  unitsLeft,
  type DropPhase,
  type DropProductState,
} from "./drop-state";
export { dropFormSchema, raiseEditionSchema, readDropForm } from "./drop.schema";
export { notifySchema } from "./notify.schema";
export { BackInStock } from "./back-in-stock";
export { Countdown } from "./countdown";
export { DropBadge } from "./drop-badge";
export { DropPurchase } from "./drop-purchase";
export { LazyBackInStock, LazyDropPurchase } from "./lazy-parts";
export { LazyListingDropLine } from "./lazy-listing";
export type { DropStatus, DropView } from "./drop-view";
export { NotifyForm } from "./notify-form";
export { useServerNow } from "./use-server-clock";
export { DropPage, type DropPageData } from "./drop-page";
export { DropForm, EMPTY_DROP_FORM, type DropFormValues } from "./drop-form";
export { DropAdminPage, type DropAdminPageData } from "./drop-admin-page";
