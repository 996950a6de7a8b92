// The promotions module's public face: the server-only names other folders may import.
export { quotePromotion } from "./promotion-quote.server";
export { loadAdminPromotions, promotionAction } from "./admin-promotions.server";
export { limitCodeGuesses, REFUSED_CODE_LIMIT } from "./code-throttle.server";
