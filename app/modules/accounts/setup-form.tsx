// The first-run setup form (/setup): the setup code, the shop's name, then the owner's account as
// sign-up asks for it. A plain post the server checks; with scripts the same schema runs first (setupSchema).
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import { AuthCard, FormAlert } from "./auth-card";

export const SETUP_FIELDS = ["code", "shopName", "fullName", "email", "password"] as const;

export type SetupFormProps = {
  serverErrors?: FieldErrors;
  values?: { shopName?: string; fullName?: string; email?: string };
};

export function SetupForm({ serverErrors, values }: SetupFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { clientErrors, onSubmit } = useFormCheck(
    () => import("./auth.schema").then((schemas) => schemas.setupSchema),
    SETUP_FIELDS,
  );
  const errors = clientErrors ?? serverErrors ?? {};
  return (
    <AuthCard
      title="Set up your store"
      intro="Make the owner's account. It runs the shop from the admin screen; this page closes once it exists."
    >
      <Form method="post" noValidate className="space-y-5" onSubmit={onSubmit}>
        <FormAlert message={errors.form} />
        <p className="text-sm text-ink-soft">
          The setup code is in the server&apos;s log from its start, and in the file <code>setup-code</code> in its data
          folder (<code>DATA_DIR</code>, <code>./.data</code> unless set).
        </p>
        <Field label="Setup code" error={errors.code}>
          <Input name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </Field>
        <Field label="Shop name" error={errors.shopName}>
          <Input name="shopName" autoComplete="organization" defaultValue={values?.shopName} />
        </Field>
        <Field label="Your name" error={errors.fullName}>
          <Input name="fullName" autoComplete="name" defaultValue={values?.fullName} />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" defaultValue={values?.email} />
        </Field>
        <Field label="Password" error={errors.password}>
          <Input name="password" type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner label="Setting up your store" className="[&>span]:h-5 [&>span]:w-5" /> : null}
          Create owner account
        </Button>
      </Form>
    </AuthCard>
  );
}
