// Partner product descriptions arrive as HTML: keep paragraphs, lists, bold and line breaks,
// drop every other tag, attribute, script and style, and escape all text. The output is stable
// (sanitising it again changes nothing), so it can be stored and re-checked when rendered.

const KEPT: Record<string, string> = { p: "p", ul: "ul", ol: "ol", li: "li", strong: "strong", b: "strong" };
/** Elements whose content is never text for a shopper. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "head",
  "title",
  "textarea",
  "select",
]);

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", "#39": "'" };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith("#")) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? whole;
    return NAMED[lower] ?? whole;
  });
}

function safeCodePoint(code: number) {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : undefined;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<![^>]*>/g;

/** Safe HTML for a product description (see the file comment); empty input gives "". */
export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return "";
  let out = "";
  const open: string[] = [];
  let droppingUntil: string | undefined;
  let last = 0;
  const text = (raw: string) => {
    if (!droppingUntil) out += escapeText(decodeEntities(raw));
  };
  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === "/";
    const name = (match[2] ?? "").toLowerCase();
    if (!name) continue; // a comment or doctype
    if (droppingUntil) {
      if (closing && name === droppingUntil) droppingUntil = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith("/>")) droppingUntil = name;
      continue;
    }
    if (name === "br") {
      out += "<br>";
      continue;
    }
    const kept = KEPT[name];
    if (!kept) continue;
    if (!closing) {
      out += `<${kept}>`;
      open.push(kept);
      continue;
    }
    const at = open.lastIndexOf(kept);
    if (at === -1) continue; // a closing tag nothing opened
    while (open.length > at) out += `</${open.pop()}>`;
  }
  text(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out.trim();
}

/** The description as plain text (cards, search snippets, meta): tags gone, entities decoded. */
export function descriptionText(html: string | null | undefined): string {
  if (!html) return "";
  return decodeEntities(
    sanitizeDescription(html)
      .replace(/<\/(p|li)>|<br>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

const inlineHtml = (line: string) => escapeText(line.trim()).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");

/**
 * The owner's description, typed as plain text on /admin/products (decision 062), as the safe HTML
 * the product page shows: a blank line starts a paragraph, a block of lines each starting "- " is
 * a list, **words** are bold, any other line break stays a line break.
 */
export function descriptionFromText(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim());
  return blocks
    .map((block) => {
      const lines = block.split("\n").filter((line) => line.trim());
      if (lines.every((line) => /^\s*- /.test(line)))
        return `<ul>${lines.map((line) => `<li>${inlineHtml(line.replace(/^\s*- /, ""))}</li>`).join("")}</ul>`;
      return `<p>${lines.map(inlineHtml).join("<br>")}</p>`;
    })
    .join("");
}

/** A stored description as the owner edits it: descriptionFromText's text, which gives it back. */
export function descriptionToText(html: string | null | undefined): string {
  const text = sanitizeDescription(html)
    .replace(/<li>/g, "- ")
    .replace(/<\/li>/g, "\n")
    .replace(/<\/?(ul|ol)>|<\/p>/g, "\n\n")
    .replace(/<br>/g, "\n")
    .replace(/<\/?strong>/g, "**")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text)
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
