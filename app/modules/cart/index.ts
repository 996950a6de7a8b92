// The cart in the browser: its store (lines kept in browser storage), the header button and drawer,
// the cart page's lines and summary, and which commerce mode prices them.
export { CartButton } from "./cart-button";
export { CartLine } from "./cart-line";
export { CartPageBody } from "./cart-page-body";
export { addToCart, clearCart, MAX_LINE_QUANTITY, readCart, restoreCart } from "./cart-store";
export type { CartItem } from "./cart-store";
export { cartLines, summarizeCart } from "./cart-summary";
export type { CartSummary } from "./cart-summary";
export { DiscountRow, OrderSummary, ShippingAndTotal } from "./order-summary";
export { useCommerce, useHostedCartKey, usePageCurrency } from "./use-commerce";
