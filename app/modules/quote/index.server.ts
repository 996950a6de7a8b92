// The quote module's server face: quoteOrder (the one pricing path) and the endpoint's work.
export { quoteOrder, type Quote } from "./quote.server";
export { answerQuoteRequest } from "./quote-request.server";
export type { QuoteContext } from "./steps/step.server";
export { CART_CHANGED, recheckUnderLock } from "./locked-recheck.server";
