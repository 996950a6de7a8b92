// The promotions module's public face: the browser-safe names other folders may import.
export { floorUnitPrice, MAX_CODE_LENGTH, priceWithPromotion, REFUSALS } from "./pricing";
export { readCode, useCode } from "./code-store";
export { PromotionCodeField, type CodeOutcome } from "./promotion-code-field";
export { AdminPromotionsPage } from "./admin-promotions-page";
