// The content module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export { AboutPage } from "./about-page";
export { FaqPage } from "./faq-page";
export { policy } from "./policy";
export { PrivacyPage } from "./privacy-page";
export { ReturnsPage } from "./returns-page";
export { ShippingPage } from "./shipping-page";
export { StaticPage } from "./static-page";
export { TermsPage } from "./terms-page";
// </public-entry>
