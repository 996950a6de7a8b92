// The cart module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { InvalidCartError, priceCart } from "./cart-pricing.server";
export { handOffHostedCart, priceHostedCart } from "./hosted-checkout.server";
// </public-entry>
