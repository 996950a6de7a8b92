// The owner's Markdown, rendered on the server only (decision 066): micromark's safe defaults escape
// any raw HTML and drop links and images whose protocol is not http(s), mailto, tel or relative
// (so no `javascript:` link); images are shown as their alt text (a page's pictures are not yet
// the owner's to choose). No Markdown code reaches the browser.
import { micromark } from "micromark";
import type { PageContent } from "./page-texts";

/** Safe HTML for a Markdown text; "# " headings become second-level ones (the page has its own h1). */
export function markdownHtml(markdown: string): string {
  return micromark(markdown)
    .replace(/<(\/?)h1>/g, "<$1h2>")
    .replace(/<img src="[^"]*" alt="([^"]*)"[^>]*>/g, "$1");
}

/** A page's Markdown as its intro (what comes before the first heading) and its titled sections. */
export function pageContent(markdown: string): PageContent {
  const [intro = "", ...rest] = markdownHtml(markdown).split(/<h2>/);
  const sections = rest.map((part) => {
    const end = part.indexOf("</h2>");
    return { title: part.slice(0, end), html: part.slice(end + 5).trim() };
  });
  return { intro: intro.trim(), sections };
}
