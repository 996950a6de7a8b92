// The newsletter sign-up block and its schema.
export { NewsletterBlock } from "./newsletter-block";
export { newsletterSchema } from "./newsletter.schema";
