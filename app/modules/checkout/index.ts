// The checkout page in the browser: the form (address, shipping, card) and what a finished attempt
// leaves behind.
export { finishCheckoutAttempt, resumeCheckoutAttempt } from "./checkout-attempt";
export { CheckoutForm } from "./checkout-form";
export type { ShippingInput } from "./checkout.schema";
export { SavedAddressesSection, type AddressAnswer } from "./saved-addresses-section";
