// The newsletter on the server: adding an email to the list.
export { subscribeToNewsletter } from "./newsletter.server";
