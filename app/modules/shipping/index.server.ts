// The shipping module's server face: live quotes for checkout and placeOrder (decision 046).
export {
  clearShippingCache,
  limitShippingQuotes,
  quoteShipping,
  SHIPPING_CACHE_MS,
  SHIPPING_QUOTE_LIMIT,
  shippingTuning,
} from "./quote.server";
