// The store's pages (About, Shipping, Returns, Privacy, Terms; decision 066): the owner's Markdown
// where saved, today's text naming the shop elsewhere, rendered on the server.
import { savePage, storedPages, storeSettings } from "~/modules/settings/index.server";
import { markdownHtml, pageContent } from "./markdown.server";
import { defaultPageMarkdown, PAGE_KEYS, type PageContent, type PageKey } from "./page-texts";
import { policy } from "./policy";

export const isPageKey = (value: string): value is PageKey => (PAGE_KEYS as readonly string[]).includes(value);

/** The legal pages showed their date before the owner could edit them. */
const DATED_BY_DEFAULT: readonly PageKey[] = ["privacy", "terms"];

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A page's Markdown as the editor shows it: the owner's, or the default for the shop's name. */
export async function pageMarkdown(page: PageKey) {
  const [pages, { shopName }] = await Promise.all([storedPages(), storeSettings()]);
  return pages[page]?.markdown ?? defaultPageMarkdown(page, shopName);
}

/** What the page shows: its intro and sections, and "Last updated: …" once saved (or when dated by default). */
export async function loadPage(page: PageKey): Promise<PageContent> {
  const [pages, { shopName }] = await Promise.all([storedPages(), storeSettings()]);
  const saved = pages[page];
  const content = pageContent(saved?.markdown ?? defaultPageMarkdown(page, shopName));
  const updated = saved
    ? dateFormat.format(new Date(saved.updatedAt))
    : DATED_BY_DEFAULT.includes(page)
      ? policy.lastUpdated
      : undefined;
  return { ...content, ...(updated ? { updated } : {}) };
}

/** Saves a page's Markdown and dates it today; a text equal to the default stays the default (it follows a rename). */
export async function savePageMarkdown(page: PageKey, markdown: string) {
  const { shopName } = await storeSettings();
  const same = markdown.trim() === defaultPageMarkdown(page, shopName).trim();
  await savePage(page, { ...(same ? {} : { markdown }), updatedAt: new Date().toISOString() });
}

/** The preview's HTML for a Markdown text, as the page would show it. */
export const previewHtml = (markdown: string) => markdownHtml(markdown);
