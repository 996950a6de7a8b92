// The admin module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { issueRefund, listOrdersForAdmin, updateOrderStatus } from "./admin-orders.server";
// </public-entry>
