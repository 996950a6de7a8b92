// Small helpers every form shares: reading FormData for a schema and showing zod's messages.
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field, for showing beside it. */
export function fieldErrorsOf<Field extends string = string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors as Partial<Record<Field, string>>;
}

/** Reads a form's text fields into a plain object for a schema. */
export function formValues(form: FormData, fields: readonly string[]) {
  return Object.fromEntries(fields.map((field) => [field, form.get(field) ?? undefined]));
}
