// Checks a form with its zod schema in the browser before it is sent: the server checks again.
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf, formValues, type FieldErrors } from "./forms";

/** The messages from the last submit attempt (undefined once it passed) and the submit handler. */
export function useFormCheck(schema: z.ZodType, fields: readonly string[]) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(formValues(new FormData(event.currentTarget), fields));
    setClientErrors(parsed.success ? undefined : fieldErrorsOf(parsed.error));
    if (!parsed.success) event.preventDefault();
  };
  return { clientErrors, onSubmit };
}
