// The contact form: checks input in the browser on submit, shows the server's verdict, and still
// works as a plain POST when JavaScript is off.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { toast as showToast } from "~/components/ui/toaster";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { checkThenSubmit } from "~/lib/use-form-check";
import type { ContactFieldErrors } from "./contact.schema";

// The checks (and zod) load on the first submit rather than with the page.
const loadChecks = () => import("./contact.schema");
type Checks = Awaited<ReturnType<typeof loadChecks>>;

export type ContactActionData = {
  values: Partial<Record<string, string>>;
  fieldErrors?: ContactFieldErrors;
  formError?: string;
  toast?: { title: string; description?: string };
};

function validate({ parseContact }: Checks, form: HTMLFormElement): ContactFieldErrors {
  const result = parseContact(Object.fromEntries(new FormData(form)));
  return result.success ? {} : result.fieldErrors;
}

/** The message's fields and the spam bots' honeypot. */
function ContactFields({ errors, values }: { errors: ContactFieldErrors; values: ContactActionData["values"] }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input name="name" autoComplete="name" required defaultValue={values.name} />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" required defaultValue={values.email} />
        </Field>
      </div>
      <Field label="Subject" error={errors.subject}>
        <Input name="subject" required defaultValue={values.subject} />
      </Field>
      <Field label="Message" error={errors.message}>
        <Textarea name="message" rows={6} required defaultValue={values.message} />
      </Field>
      {/* A honeypot: hidden from people and screen readers, filled in by spam bots. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

export function ContactForm({ actionData }: { actionData: ContactActionData | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/contact";
  // null until the shopper first submits; from then on the messages follow what they type.
  const [clientErrors, setClientErrors] = useState<ContactFieldErrors | null>(null);
  const errors = clientErrors ?? actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? {};

  useEffect(() => {
    if (actionData?.toast) showToast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);

  // A successful send (client checks passed, so clientErrors is already null) redirects back here without action data: empty the form for the next message.
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!actionData) formRef.current?.reset();
    }
  }, [navigation.state, actionData]);

  const onSubmit = checkThenSubmit(async (form) => {
    const checks = await loadChecks();
    const found = validate(checks, form);
    const first = checks.contactFields.find((field) => found[field]);
    if (!first) {
      setClientErrors(null);
      return true;
    }
    setClientErrors(found);
    const input = form.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
    return false;
  });

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!clientErrors && !actionData?.fieldErrors) return;
    const form = event.currentTarget;
    void loadChecks().then((checks) => setClientErrors(validate(checks, form)));
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="Contact form"
      className="space-y-5 rounded-card border-2 border-line bg-white p-6 shadow-soft sm:p-8"
    >
      {actionData?.formError ? (
        <p role="alert" className="rounded-2xl bg-bubblegum/40 px-4 py-3 font-semibold text-ink">
          {actionData.formError}
        </p>
      ) : null}
      <ContactFields errors={errors} values={values} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? (
          <>
            <Spinner label="Sending" className="[&>span]:h-5 [&>span]:w-5" /> Sending...
          </>
        ) : (
          "Send Message"
        )}
      </Button>
    </Form>
  );
}
