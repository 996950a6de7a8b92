// What makes two personalised lines of one variant different lines: their exact choices.
import type { LinePersonalisation } from "../../../db/schema";

/** A stable key for a line's personalisation ("" for none), for the cart's and checkout's line ids. */
export function personalisationKey(value: LinePersonalisation | null | undefined): string {
  if (!value) return "";
  const texts = [...value.texts]
    .sort((a, b) => a.fieldId.localeCompare(b.fieldId))
    .map((text) => [text.fieldId, text.text, text.font, text.color.toLowerCase()]);
  return JSON.stringify([texts, value.uploadId ?? null]);
}
