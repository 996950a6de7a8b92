// The sign-in / sign-up form: one form whose mode comes from the URL (?mode=signup), so the
// toggle is a plain link that also works without JavaScript.
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { checkThenSubmit } from "~/lib/use-form-check";
import { AuthCard, FormAlert } from "./auth-card";

export type AuthMode = "signin" | "signup";

export type AuthFormProps = {
  mode: AuthMode;
  redirectTo: string | null;
  serverErrors?: FieldErrors;
  formError?: string;
  /** The sign-in was refused for too many attempts: point at the reset, which lifts the lock. */
  locked?: boolean;
  values?: { email?: string; fullName?: string };
};

function modeHref(mode: AuthMode, redirectTo: string | null) {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

/** The fields of the mode, with the reset link where a locked or forgetful shopper needs it. */
function AuthFields({
  signup,
  locked,
  errors,
  values,
}: {
  signup: boolean;
  locked: boolean | undefined;
  errors: FieldErrors;
  values: AuthFormProps["values"];
}) {
  return (
    <>
      {locked && !signup ? (
        <p className="text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-lilac-deep underline underline-offset-4">
            Reset your password
          </Link>{" "}
          and you can sign in again straight away.
        </p>
      ) : null}
      {signup ? (
        <Field label="Full name" error={errors.fullName}>
          <Input name="fullName" autoComplete="name" defaultValue={values?.fullName} />
        </Field>
      ) : null}
      <Field label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" defaultValue={values?.email} />
      </Field>
      <Field label="Password" error={errors.password}>
        <Input name="password" type="password" autoComplete={signup ? "new-password" : "current-password"} />
      </Field>
      {signup ? null : (
        <p className="-mt-2 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-lilac-deep underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
      )}
    </>
  );
}

/** The link to the other mode, keeping where the shopper was going. */
function ModeSwitch({ signup, redirectTo }: { signup: boolean; redirectTo: string | null }) {
  return (
    <p className="mt-6 text-center text-sm text-ink-soft">
      {signup ? "Already have an account? " : "New here? "}
      <Link
        to={modeHref(signup ? "signin" : "signup", redirectTo)}
        className="font-semibold text-lilac-deep underline-offset-4 hover:underline"
      >
        {signup ? "Sign in instead" : "Create an account"}
      </Link>
    </p>
  );
}

export function AuthForm({ mode, redirectTo, serverErrors, formError, locked, values }: AuthFormProps) {
  const signup = mode === "signup";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Set only when the browser's check fails; a submit that passes it shows the server's answer.
  const [clientErrors, setClientErrors] = useState<{ mode: AuthMode; errors: FieldErrors }>();
  const errors = (clientErrors?.mode === mode ? clientErrors.errors : undefined) ?? serverErrors ?? {};

  return (
    <AuthCard
      title={signup ? "Join us!" : "Welcome back"}
      intro={
        signup ? "Create an account to check out and follow your orders." : "Sign in to check out and see your orders."
      }
    >
      <Form
        key={mode}
        method="post"
        action={modeHref(mode, redirectTo)}
        noValidate
        className="space-y-5"
        onSubmit={checkThenSubmit(async (form) => {
          const { signInSchema, signUpSchema } = await import("./auth.schema");
          const schema = signup ? signUpSchema : signInSchema;
          const parsed = schema.safeParse(
            formValues(new FormData(form), signup ? ["fullName", "email", "password"] : ["email", "password"]),
          );
          setClientErrors(parsed.success ? undefined : { mode, errors: fieldErrorsOf(parsed.error) });
          return parsed.success;
        })}
      >
        <input type="hidden" name="intent" value={mode} />
        <FormAlert message={formError} />
        <AuthFields signup={signup} locked={locked} errors={errors} values={values} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? (
            <Spinner label={signup ? "Creating your account" : "Signing in"} className="[&>span]:h-5 [&>span]:w-5" />
          ) : null}
          {signup ? "Create Account" : "Sign In"}
        </Button>
      </Form>
      <ModeSwitch signup={signup} redirectTo={redirectTo} />
    </AuthCard>
  );
}
