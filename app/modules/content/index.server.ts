// The static pages' server face: the FAQ's questions and answers reach the page as loader data, so
// the page's script does not carry their text a second time (the 150 KB budget, decision 020).
export { isPageKey, loadPage, pageMarkdown, previewHtml, savePageMarkdown } from "./pages.server";
export { pageSchema } from "./page.schema";
export { faqEditorItems, loadFaq, postedFaq, rearrangedFaq, saveFaq } from "./faq.server";
export { faqFields, faqSchema } from "./faq.schema";
