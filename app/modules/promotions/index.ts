// The promotions module's public face: the browser-safe names other folders may import.
export type { CartQuote } from "./cart-quote.schema";
export { floorUnitPrice, priceWithPromotion, REFUSALS } from "./pricing";
export { readCode } from "./code-store";
export { PromotionCodeField } from "./promotion-code-field";
export { usePromotionQuote } from "./use-promotion-quote";
export { AdminPromotionsPage } from "./admin-promotions-page";
