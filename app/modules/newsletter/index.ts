// The newsletter module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { NewsletterBlock } from "./newsletter-block";
export { newsletterSchema } from "./newsletter.schema";
// </public-entry>
