// The contact page and its form.
export type { ContactActionData } from "./contact-form";
export { ContactPage } from "./contact-page";
