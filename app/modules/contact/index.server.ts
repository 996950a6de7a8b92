// The contact form on the server: sending a shopper's message to the shop.
export { sendContactMessage } from "./contact.server";
