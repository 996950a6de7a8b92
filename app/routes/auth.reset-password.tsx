// /auth/reset-password?token=…: choose a new password from the emailed link (expires, works once).
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { redirectWithToast } from "~/lib/toast.server";
import { isResetTokenUsable, resetPassword } from "~/modules/accounts/index.server";
import { fieldErrorsOf, formValues } from "~/lib/forms";
import { resetPasswordSchema, AuthCard, FormAlert, useServerErrorToast } from "~/modules/accounts";
import { useFormCheck } from "~/lib/use-form-check";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = ({ matches }) => [pageTitle(matches, "Choose a new password")];

const EXPIRED = "This reset link has expired or was already used.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isResetTokenUsable(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = resetPasswordSchema.safeParse(formValues(form, ["token", "password"]));
  if (!parsed.success) {
    return data({ fieldErrors: fieldErrorsOf(parsed.error), serverError: undefined }, { status: 400 });
  }
  const outcome = await resetPassword(request, parsed.data);
  if (!outcome.ok) {
    const message = outcome.status === 400 && /token/i.test(outcome.message) ? EXPIRED : outcome.message;
    return data({ fieldErrors: undefined, serverError: { message, at: Date.now() } }, { status: outcome.status });
  }
  return redirectWithToast("/auth", {
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(
    () => import("~/modules/accounts/auth.schema").then((schemas) => schemas.resetPasswordSchema),
    ["token", "password"],
  );
  useServerErrorToast(result?.serverError);

  if (!loaderData.usable) {
    return (
      <AuthCard title="Link expired" intro={`${EXPIRED} Ask for a new one and use it within 1 hour.`}>
        <Button asChild className="w-full">
          <Link to="/auth/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  const errors = clientErrors ?? result?.fieldErrors ?? {};
  return (
    <AuthCard title="Choose a new password" intro="At least 6 characters. You'll sign in with it next.">
      <Form method="post" noValidate className="space-y-5" onSubmit={onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert message={result?.serverError?.message ?? errors.token} />
        <Field label="New password" error={errors.password}>
          <Input name="password" type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
          Save new password
        </Button>
      </Form>
    </AuthCard>
  );
}
