// The shipping module's public face for the browser: checkout options, estimates and the request schema.
export {
  cheapestOption,
  chooseOption,
  combineParts,
  FALLBACK_MESSAGE,
  flatQuote,
  formatEstimate,
  type CheckoutShippingOption,
  type PartQuote,
  type ShippingQuote,
} from "./shipping-options";
export { shippingRatesSchema, type ShippingRatesAddress, type ShippingRatesLine } from "./shipping-rates.schema";
export { ShippingOptions, useShippingChoice, withShipping, type ShippingChoice } from "./shipping-choice";
