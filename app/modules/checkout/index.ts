// The checkout module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { finishCheckoutAttempt } from "./checkout-attempt";
export { CheckoutForm } from "./checkout-form";
export type { ShippingInput } from "./checkout.schema";
// </public-entry>
