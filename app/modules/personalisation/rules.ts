// What a shopper's personalisation may say: allowed characters, the banned-word list, the length,
// and whether the text fits the print area. The same checks run at the field and at checkout.
import { findFont } from "./fonts";
import type { PersonalisationTextField } from "../../../db/schema";

export const ALLOWED_SETS = {
  letters: { label: "letters and spaces", pattern: /^[\p{L} ]*$/u },
  alphanumeric: { label: "letters, digits and spaces", pattern: /^[\p{L}\p{N} ]*$/u },
  text: { label: "letters, digits, spaces and . , ' ! ? & - #", pattern: /^[\p{L}\p{N} .,'!?&#-]*$/u },
} as const;
export type AllowedSet = keyof typeof ALLOWED_SETS;

/** The characters of `text` outside the field's set, once each, in order (empty when all are allowed). */
export function disallowedCharacters(text: string, allowed: AllowedSet): string[] {
  const { pattern } = ALLOWED_SETS[allowed];
  const bad = new Set<string>();
  for (const char of text) if (!pattern.test(char)) bad.add(char);
  return [...bad];
}

/** Folds case, accents and look-alike digits so "Ex4mple" and "EXAMPLE" meet the same banned word. */
export function normaliseForWordCheck(text: string): string {
  const leet: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[013457@$]/g, (char) => leet[char] ?? char);
}

/** The first banned word the text contains (as a word or hidden in spacing/punctuation), or null. */
export function bannedWordIn(text: string, banned: readonly string[]): string | null {
  const plain = normaliseForWordCheck(text);
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // Letters spaced out one by one ("b a d") are read together as one word.
  const spacedOut = plain
    .split(/[\p{L}\p{N}]{2,}/u)
    .map((run) => run.replace(/[^\p{L}\p{N}]+/gu, ""))
    .filter((run) => run.length > 1);
  for (const word of banned) {
    const needle = normaliseForWordCheck(word).replace(/[^\p{L}\p{N}]+/gu, "");
    if (!needle) continue;
    if (words.includes(needle) || spacedOut.some((run) => run.includes(needle))) return word;
  }
  return null;
}

/** A text row's fitted size: the largest that fits the box, never below the floor. */
export type Fit = { ok: true; fontSize: number; width: number } | { ok: false; message: string };

/** The smallest text, as a share of the row height, before a text is refused as too long. */
export const MIN_FONT_SHARE = 0.3;
/** The largest text, as a share of the row height. */
export const MAX_FONT_SHARE = 0.8;
/** Room left at the sides of the print area. */
export const SIDE_MARGIN = 0.05;

export function estimateWidth(text: string, fontId: string, fontSize: number): number {
  const ratio = findFont(fontId)?.widthRatio ?? 0.6;
  return [...text].length * ratio * fontSize;
}

/** Fits one line of text in a box of width × rowHeight (any unit: preview and print share it). */
export function fitText(text: string, fontId: string, width: number, rowHeight: number): Fit {
  const usable = width * (1 - 2 * SIDE_MARGIN);
  const largest = rowHeight * MAX_FONT_SHARE;
  const natural = estimateWidth(text, fontId, largest);
  const fontSize = natural <= usable ? largest : largest * (usable / natural);
  if (fontSize < rowHeight * MIN_FONT_SHARE) {
    return { ok: false, message: "Too long to fit the print area: use fewer characters" };
  }
  return { ok: true, fontSize, width: estimateWidth(text, fontId, fontSize) };
}

/** Everything wrong with one field's text, as the message shown at the field (null when fine). */
export function textProblem(
  field: PersonalisationTextField,
  text: string,
  fontId: string,
  box: { width: number; rowHeight: number },
  banned: readonly string[],
): string | null {
  if ([...text].length > field.maxChars) return `At most ${field.maxChars} characters`;
  const bad = disallowedCharacters(text, field.allowed);
  if (bad.length) return `Not allowed here: ${bad.join(" ")} (use ${ALLOWED_SETS[field.allowed].label})`;
  if (bannedWordIn(text, banned)) return "This text cannot be printed: please choose other words";
  if (text.trim()) {
    const fit = fitText(text, fontId, box.width, box.rowHeight);
    if (!fit.ok) return fit.message;
  }
  return null;
}
