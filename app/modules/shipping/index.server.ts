// The shipping module's server face: live quotes for checkout and placeOrder (decision 046).
export { quoteShipping, ShippingQuotesLimited, shippingTuning } from "./quote.server";
