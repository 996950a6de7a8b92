// The promotions module's public face: the browser-safe names other folders may import.
export { MAX_CODE_LENGTH } from "./pricing";
export { readCode, useCode } from "./code-store";
export { PromotionCodeField } from "./promotion-code-field";
export { AdminPromotionsPage } from "./admin-promotions-page";
