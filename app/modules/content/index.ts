// The shop's static pages: about, FAQ, shipping, returns, privacy and terms.
export { AboutPage } from "./about-page";
export { FaqPage } from "./faq-page";
export { policy } from "./policy";
export { PrivacyPage } from "./privacy-page";
export { ReturnsPage } from "./returns-page";
export { ShippingPage } from "./shipping-page";
export { StaticPage } from "./static-page";
export { TermsPage } from "./terms-page";
export { PageEditor } from "./page-editor";
export { FaqEditor } from "./faq-editor";
