// The one form pattern (decision 052): a zod schema per form, parsed in the browser and again in
// the action, and its messages shown at their fields through fieldErrorsOf; plus reading FormData.
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The form field an issue belongs to: by default the first key of its path ('form' for the whole). */
const topField = (path: readonly PropertyKey[]) => String(path[0] ?? "form");

/**
 * The first message for each field, for showing beside it. `fieldOf` names the field of an issue
 * whose path is not the field's name (a list's rows, a value parsed on its own).
 */
export function fieldErrorsOf<Field extends string = string>(
  error: z.ZodError,
  fieldOf: (path: readonly PropertyKey[]) => Field = topField as (path: readonly PropertyKey[]) => Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors as Partial<Record<Field, string>>;
}

/** Reads a form's text fields into a plain object for a schema. */
export function formValues(form: FormData, fields: readonly string[]) {
  return Object.fromEntries(fields.map((field) => [field, form.get(field) ?? undefined]));
}
