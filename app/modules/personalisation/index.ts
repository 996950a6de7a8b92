// The personalisation module's public face: the browser-safe names other folders may import.
export { FONT_IDS, findFont, PRINT_FONTS } from "./fonts";
export type { PrintFont } from "./fonts";
export { layoutPrint } from "./layout";
export type { Layout, PrintSetup } from "./layout";
export { linePersonalisationSchema, personalisationSetupSchema } from "./personalisation.schema";
export type { LinePersonalisationInput, PersonalisationSetup } from "./personalisation.schema";
export { PersonalisationSummary } from "./personalisation-summary";
export { personalisationKey } from "./line-key";
export { DEFAULT_SETUP, setupFromForm } from "./setup-form";
export { PersonalisationSetupForm } from "./setup-form-view";
export { useShopperPanel } from "./use-shopper-panel";
export type { PersonalState } from "./shopper-fields";
export { OrderPrintFiles } from "./order-print-files";
export type { OrderPrintView } from "./order-print-files";
