// The personalisation module's public face: the browser-safe names other folders may import.
export { personalisationSetupSchema } from "./personalisation.schema";
export type { PersonalisationSetup } from "./personalisation.schema";
export { PersonalisationSummary } from "./personalisation-summary";
export { personalisationKey } from "./line-key";
export { DEFAULT_SETUP, setupFromForm } from "./setup-form";
export { PersonalisationSetupForm } from "./setup-form-view";
export { useShopperPanel } from "./use-shopper-panel";
export type { PersonalState } from "./shopper-fields";
export { OrderPrintFiles } from "./order-print-files";
