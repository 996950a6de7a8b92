// The newsletter module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { subscribeToNewsletter } from "./newsletter.server";
// </public-entry>
