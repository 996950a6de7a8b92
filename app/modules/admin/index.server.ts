// The owner's order screen on the server: the order list with its filters, status changes and
// refunds, and what needs the owner at the top of /admin.
export { issueRefund, listOrdersForAdmin, updateOrderStatus } from "./admin-orders.server";
export { ownerAttention } from "./owner-attention.server";
