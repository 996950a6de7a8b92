// The FAQ's questions and answers (decision 066): the owner's where saved, today's ten otherwise;
// answers are Markdown rendered on the server. The editor's add, remove and move buttons post the
// whole list and get it back rearranged, unsaved, so they work without JavaScript.
import { savePage, storedPages } from "~/modules/settings/index.server";
import { faqItems, type FaqItem } from "./faq";
import { FAQ_MAX_ITEMS } from "./faq.schema";
import { markdownHtml } from "./markdown.server";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The questions as the editor shows them. */
export async function faqEditorItems(): Promise<FaqItem[]> {
  return (await storedPages()).faq?.items ?? faqItems;
}

/** The FAQ page's data: each answer as safe HTML, and "Last updated" once the owner saved. */
export async function loadFaq() {
  const saved = (await storedPages()).faq;
  const items = (saved?.items ?? faqItems).map(({ question, answer }) => ({
    question,
    answerHtml: markdownHtml(answer),
  }));
  return { items, ...(saved ? { updated: dateFormat.format(new Date(saved.updatedAt)) } : {}) };
}

export async function saveFaq(items: FaqItem[]) {
  await savePage("faq", { items, updatedAt: new Date().toISOString() });
}

/** The list the form posted: question-0, answer-0, … up to `count` (at most FAQ_MAX_ITEMS). */
export function postedFaq(form: FormData): FaqItem[] {
  const count = Math.min(Number(form.get("count")) || 0, FAQ_MAX_ITEMS);
  return Array.from({ length: count }, (_, index) => ({
    question: String(form.get(`question-${index}`) ?? ""),
    answer: String(form.get(`answer-${index}`) ?? ""),
  }));
}

/**
 * The list after one of the editor's buttons: "add", "remove-N", "up-N" or "down-N"; undefined
 * for any other intent (preview, save).
 */
export function rearrangedFaq(items: FaqItem[], intent: string): FaqItem[] | undefined {
  if (intent === "add") {
    return items.length < FAQ_MAX_ITEMS ? [...items, { question: "", answer: "" }] : items;
  }
  const match = /^(remove|up|down)-(\d+)$/.exec(intent);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (index >= items.length) return items;
  const next = [...items];
  if (match[1] === "remove") next.splice(index, 1);
  const swapWith = match[1] === "up" ? index - 1 : match[1] === "down" ? index + 1 : -1;
  if (swapWith >= 0 && swapWith < next.length) [next[index], next[swapWith]] = [next[swapWith]!, next[index]!];
  return next;
}
