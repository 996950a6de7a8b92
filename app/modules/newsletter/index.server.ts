// The newsletter on the server: adding an email to the list, and what a customer's own data holds of it.
export { forgetNewsletterAddress, newsletterSubscriptionOf, subscribeToNewsletter } from "./newsletter.server";
