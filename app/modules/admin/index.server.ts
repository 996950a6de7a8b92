// The owner's order screen on the server: the order list with its filters, status changes and refunds.
export { issueRefund, listOrdersForAdmin, updateOrderStatus } from "./admin-orders.server";
