// The shipping module's public face for the browser: checkout options, estimates and the options as radios.
export {
  cheapestOption,
  chooseOption,
  flatQuote,
  formatEstimate,
  type CheckoutShippingOption,
  type ShippingQuote,
} from "./shipping-options";
export { ShippingOptions, type ShippingChoice } from "./shipping-choice";
