// The customer's own data on the server: the download of everything kept about them, and the
// deletion of their account (decision 063).
export { customerDataExport, exportFileName } from "./customer-export.server";
export { deleteCustomerAccount } from "./account-deletion.server";
