// /auth/forgot-password: emails a link to choose a new password (through the jobs outbox).
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { requestPasswordReset, requireVisitor } from "~/modules/accounts/index.server";
import { fieldErrorsOf, formValues } from "~/lib/forms";
import { forgotPasswordSchema, AuthCard, FormAlert, useServerErrorToast } from "~/modules/accounts";
import { useFormCheck } from "~/lib/use-form-check";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [pageTitle(matches, "Forgot password")];

export async function loader({ request }: Route.LoaderArgs) {
  await requireVisitor(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = forgotPasswordSchema.safeParse(formValues(form, ["email"]));
  if (!parsed.success) {
    return data(
      { sent: false as const, fieldErrors: fieldErrorsOf(parsed.error), serverError: undefined },
      { status: 400 },
    );
  }
  const outcome = await requestPasswordReset(request, parsed.data.email);
  if (!outcome.ok) {
    const serverError = { message: outcome.message, at: Date.now() };
    return data({ sent: false as const, fieldErrors: undefined, serverError }, { status: outcome.status });
  }
  // The same answer whether or not the address has an account.
  return { sent: true as const, email: parsed.data.email };
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(
    () => import("~/modules/accounts/auth.schema").then((schemas) => schemas.forgotPasswordSchema),
    ["email"],
  );
  useServerErrorToast(result && !result.sent ? result.serverError : undefined);

  if (result?.sent) {
    return (
      <AuthCard
        title="Check your email"
        intro={
          <>
            If an account exists for <strong>{result.email}</strong>, we&apos;ve sent a link to choose a new password.
            It works once and expires in 1 hour.
          </>
        }
      >
        <Button asChild variant="secondary" className="w-full">
          <Link to="/auth">Back to sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  const errors = clientErrors ?? result?.fieldErrors ?? {};
  return (
    <AuthCard title="Forgot password?" intro="Enter your email and we'll send you a link to choose a new password.">
      <Form method="post" noValidate className="space-y-5" onSubmit={onSubmit}>
        <FormAlert message={result?.serverError?.message} />
        <Field label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
          Send reset link
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-semibold text-lilac-deep underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
