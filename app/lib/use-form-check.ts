// Checks a form with its zod schema in the browser before it is sent: the server checks again.
// The schema arrives through a dynamic import on the first submit, so the schema module and zod
// stay out of the page's first-load JavaScript (decision record 020).
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf, formValues, type FieldErrors } from "./forms";

const checked = new WeakSet<HTMLFormElement>();

/**
 * An onSubmit handler that holds the submit, runs `check` (which may load code), and sends the
 * form on (with the same submit button) when it passes.
 */
export function checkThenSubmit(check: (form: HTMLFormElement) => Promise<boolean>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (checked.delete(form)) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? undefined;
    void check(form).then((passed) => {
      if (!passed) return;
      checked.add(form);
      // In a task of its own: a check that needed no loading ends while the browser is still
      // firing this submit event, and a form asked to submit then silently does not.
      setTimeout(() => form.requestSubmit(submitter));
    });
  };
}

/** The messages from the last submit attempt (undefined once it passed) and the submit handler. */
export function useFormCheck(loadSchema: () => Promise<z.ZodType>, fields: readonly string[]) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const onSubmit = checkThenSubmit(async (form) => {
    const parsed = (await loadSchema()).safeParse(formValues(new FormData(form), fields));
    setClientErrors(parsed.success ? undefined : fieldErrorsOf(parsed.error));
    return parsed.success;
  });
  return { clientErrors, onSubmit };
}
