// The /account page's sections: the name, the email, the password, the download and the deletion. Each is
// a plain POST form (or a link) of its own, so every one works before or without JavaScript.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import { FormAlert } from "./auth-card";

export type AccountIntent = "name" | "email" | "password" | "delete";
/** What the action answered a refused form with; only the form it names shows it. */
export type AccountAnswer = { intent: AccountIntent; fieldErrors: FieldErrors; formError?: string } | undefined;

const loadSchemas = () => import("./account.schema");

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-[2rem] border-2 border-ink bg-white p-6 shadow-soft sm:p-8">
      <h2 id={id} className="text-2xl font-extrabold">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function useAnswer(intent: AccountIntent, answer: AccountAnswer, clientErrors: FieldErrors | undefined) {
  const mine = answer?.intent === intent ? answer : undefined;
  return { errors: clientErrors ?? mine?.fieldErrors ?? {}, formError: mine?.formError };
}

function SubmitButton({
  intent,
  children,
  variant,
}: {
  intent: AccountIntent;
  children: ReactNode;
  variant?: "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy}>
      {children}
    </Button>
  );
}

export function DetailsSection({ name, email, answer }: { name: string; email: string; answer: AccountAnswer }) {
  const check = useFormCheck(() => loadSchemas().then((s) => s.changeNameSchema), ["fullName"]);
  const { errors, formError } = useAnswer("name", answer, check.clientErrors);
  return (
    <Section id="account-details" title="Your details">
      <p>
        <span className="font-semibold">Email:</span> {email}
      </p>
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        <FormAlert message={formError} />
        <Field label="Full name" error={errors.fullName}>
          <Input name="fullName" autoComplete="name" defaultValue={name} />
        </Field>
        <SubmitButton intent="name">Save name</SubmitButton>
      </Form>
    </Section>
  );
}

/** A new address changes the account's only once the link emailed to it is opened (decision 068). */
export function EmailSection({ email, answer }: { email: string; answer: AccountAnswer }) {
  const check = useFormCheck(() => loadSchemas().then((s) => s.changeEmailSchema), ["newEmail", "password"]);
  const { errors, formError } = useAnswer("email", answer, check.clientErrors);
  return (
    <Section id="account-email" title="Email">
      <p className="text-ink-soft">
        You sign in with {email}. To use another address, we email it a link: your email changes once you open it.
      </p>
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        <FormAlert message={formError} />
        <Field label="New email" error={errors.newEmail}>
          <Input name="newEmail" type="email" autoComplete="email" />
        </Field>
        <Field label="Your password" error={errors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        <SubmitButton intent="email">Change email</SubmitButton>
      </Form>
    </Section>
  );
}

export function PasswordSection({ answer }: { answer: AccountAnswer }) {
  const check = useFormCheck(
    () => loadSchemas().then((s) => s.changePasswordSchema),
    ["currentPassword", "newPassword"],
  );
  const { errors, formError } = useAnswer("password", answer, check.clientErrors);
  return (
    <Section id="account-password" title="Password">
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        <FormAlert message={formError} />
        <Field label="Current password" error={errors.currentPassword}>
          <Input name="currentPassword" type="password" autoComplete="current-password" />
        </Field>
        <Field label="New password" error={errors.newPassword}>
          <Input name="newPassword" type="password" autoComplete="new-password" />
        </Field>
        <SubmitButton intent="password">Change password</SubmitButton>
      </Form>
    </Section>
  );
}

export function DownloadSection() {
  return (
    <Section id="account-data" title="Your data">
      <p className="text-ink-soft">
        One file with your account, your orders with their lines and history, the lists you asked to be told about, your
        newsletter signup and your reviews.
      </p>
      <Button asChild variant="outline">
        <a href="/account/data" download>
          Download my data
        </a>
      </Button>
    </Section>
  );
}

export function DeleteSection({ answer }: { answer: AccountAnswer }) {
  const check = useFormCheck(() => loadSchemas().then((s) => s.deleteAccountSchema), ["password"]);
  const { errors, formError } = useAnswer("delete", answer, check.clientErrors);
  return (
    <Section id="account-delete" title="Delete my account">
      <p className="text-ink-soft">
        This signs you out everywhere and can&apos;t be undone. Your orders stay in the shop&apos;s books without your
        name, email or street; your reviews and your notify and newsletter signups are removed.
      </p>
      <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit}>
        <FormAlert message={formError} />
        <Field label="Your password" error={errors.password}>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        <SubmitButton intent="delete" variant="danger">
          Delete my account
        </SubmitButton>
      </Form>
    </Section>
  );
}
