// The cart module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { handOffHostedCart, priceHostedCart } from "./hosted-checkout.server";
// </public-entry>
