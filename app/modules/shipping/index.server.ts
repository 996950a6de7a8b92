// The shipping module's server face: live quotes for checkout and placeOrder (decision 046).
export { clearShippingCache, quoteShipping, SHIPPING_CACHE_MS, shippingTuning } from "./quote.server";
