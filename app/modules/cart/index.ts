// The cart module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { CartButton } from "./cart-button";
export { CartLine } from "./cart-line";
export { CartPageBody } from "./cart-page-body";
export { addToCart, cartLines, clearCart, MAX_LINE_QUANTITY, readCart } from "./cart-store";
export type { CartItem } from "./cart-store";
export { summarizeCart } from "./cart-summary";
export type { CartSummary } from "./cart-summary";
export { DiscountRow, OrderSummary, ShippingAndTotal } from "./order-summary";
export { useCommerce, useHostedCartKey } from "./use-commerce";
// </public-entry>
