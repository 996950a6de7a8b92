// The static pages' server face: the FAQ's questions and answers reach the page as loader data, so
// the page's script does not carry their text a second time (the 150 KB budget, decision 020).
export { faqItems } from "./faq";
export { isPageKey, loadPage, pageMarkdown, previewHtml, savePageMarkdown } from "./pages.server";
export { pageSchema } from "./page.schema";
