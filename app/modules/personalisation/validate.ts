// Checks a line's personalisation against the product's set-up: at the field in the browser and
// again at checkout on the server, which is the authority.
import { findFont } from "./fonts";
import { textRowBox } from "./layout";
import type { PersonalisationSetup } from "./personalisation.schema";
import { textProblem } from "./rules";
import type { LinePersonalisation } from "../../../db/schema";

export type PersonalisationProblems = Record<string, string>;

/** Field id → message for every problem (empty when the personalisation may be printed). */
export function personalisationProblems(
  setup: PersonalisationSetup,
  value: LinePersonalisation,
): PersonalisationProblems {
  const problems: PersonalisationProblems = {};
  const box = textRowBox(setup, setup.allowImage && Boolean(value.uploadId));
  for (const entry of value.texts) {
    if (!setup.fields.some((field) => field.id === entry.fieldId)) problems[entry.fieldId] = "Unknown field";
  }
  if (new Set(value.texts.map((entry) => entry.fieldId)).size !== value.texts.length) {
    problems.form = "A field was given twice";
  }
  let filled = 0;
  for (const field of setup.fields) {
    const entry = value.texts.find((text) => text.fieldId === field.id);
    if (!entry) continue;
    if (!field.fonts.includes(entry.font) || !findFont(entry.font)) {
      problems[field.id] = "Choose one of the fonts offered";
      continue;
    }
    if (!field.colors.map((color) => color.toLowerCase()).includes(entry.color.toLowerCase())) {
      problems[field.id] = "Choose one of the colours offered";
      continue;
    }
    const problem = textProblem(field, entry.text, entry.font, box, setup.bannedWords);
    if (problem) problems[field.id] = problem;
    if (entry.text.trim()) filled += 1;
  }
  if (value.uploadId && !setup.allowImage) problems.image = "This product takes no picture";
  if (!filled && !value.uploadId && !problems.form) problems.form = "Add your text or picture";
  return problems;
}
