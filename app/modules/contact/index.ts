// The contact module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export type { ContactActionData } from "./contact-form";
export { ContactPage } from "./contact-page";
// </public-entry>
