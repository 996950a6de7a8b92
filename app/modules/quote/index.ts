// The quote module's browser face: the one cart-line schema, the Quote's types and the one hook
// the cart, the drawer and the checkout price through (decision 050).
export { addressComplete, type QuoteAddress } from "./quote-address";
export { MAX_CART_LINES, mergeCartLines, orderLinesSchema, variantLineSchema } from "./quote.schema";
export type { CartLine } from "./quote.schema";
export { codeOutcome, codeRefusal } from "./quote-types";
export type { QuotedLine, QuoteTax, ShopperQuote } from "./quote-types";
export { useQuote } from "./use-quote";
