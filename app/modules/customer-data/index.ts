// The customer's own data in the browser: the /account page's sections.
export { DeleteSection, DetailsSection, DownloadSection, PasswordSection } from "./account-forms";
export type { AccountAnswer, AccountIntent } from "./account-forms";
