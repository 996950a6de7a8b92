// The promotions module's public face: the server-only names other folders may import.
export { InvalidQuoteError, quoteCart } from "./cart-quote.server";
export { freeShippingPromise, quotePromotion } from "./promotion-quote.server";
export type { PromotionQuote, QuoteLine } from "./promotion-quote.server";
export { loadAdminPromotions, promotionAction } from "./admin-promotions.server";
export type { AdminPromotion } from "./admin-promotions.server";
export { limitCodeGuesses, REFUSED_CODE_LIMIT, tooManyCodes } from "./code-throttle.server";
