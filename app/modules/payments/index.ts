// The payments module's browser-safe face: what a refund asks for, and the list of an order's
// refunds (the admin card and the customer's order page).
export type { RefundRequest } from "./refund-rule";
export { RefundList } from "./refund-list";
