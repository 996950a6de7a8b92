// The checkout module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { endUnpaidOrder } from "./end-unpaid.server";
export { placeOrder } from "./place-order.server";
export { checkoutStatus, submitCheckout } from "./submit-checkout.server";
// </public-entry>
