// /auth: sign in or create an account. A signed-in visitor is sent home.
import { data, useActionData, useSearchParams } from "react-router";
import { ZodError } from "zod";
import { redirectWithToast } from "~/lib/toast.server";
import { signIn, signUp, requireVisitor, safeRedirectPath } from "~/modules/accounts/index.server";
import { fieldErrorsOf, formValues } from "~/lib/forms";
import { signInSchema, signUpSchema, AuthForm, type AuthMode, useServerErrorToast } from "~/modules/accounts";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  pageTitle(matches, new URLSearchParams(location.search).get("mode") === "signup" ? "Create an account" : "Sign in"),
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireVisitor(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireVisitor(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const mode: AuthMode = form.get("intent") === "signup" ? "signup" : "signin";
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const values = { email: String(form.get("email") ?? ""), fullName: String(form.get("fullName") ?? "") };

  const outcome = await (async () => {
    if (mode === "signup") {
      const parsed = signUpSchema.safeParse(formValues(form, ["fullName", "email", "password"]));
      return parsed.success ? signUp(request, parsed.data) : parsed.error;
    }
    const parsed = signInSchema.safeParse(formValues(form, ["email", "password"]));
    return parsed.success ? signIn(request, parsed.data) : parsed.error;
  })();
  if (outcome instanceof ZodError) {
    return data({ mode, fieldErrors: fieldErrorsOf(outcome), serverError: undefined, values }, { status: 400 });
  }
  if (!outcome.ok) {
    const serverError = { message: outcome.message, at: Date.now(), locked: outcome.status === 429 };
    return data({ mode, fieldErrors: undefined, serverError, values }, { status: outcome.status });
  }
  if (mode === "signup") {
    // The same answer whether the address is new or already has an account (its owner is emailed).
    const signInPage = redirectTo === "/" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(redirectTo)}`;
    // The headers carry the cookie that lets this browser's verification link sign it in.
    return redirectWithToast(
      signInPage,
      {
        type: "success",
        title: "Account created!",
        description: "We emailed you a link to verify your address. Sign in to start shopping.",
      },
      { headers: outcome.headers },
    );
  }
  return redirectWithToast(
    redirectTo,
    { type: "success", title: "Welcome back!", description: "You're signed in." },
    { headers: outcome.headers },
  );
}

export default function AuthPage() {
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const mode: AuthMode = params.get("mode") === "signup" ? "signup" : "signin";
  const sameMode = result?.mode === mode ? result : undefined;
  useServerErrorToast(sameMode?.serverError);
  return (
    <AuthForm
      mode={mode}
      redirectTo={params.get("redirectTo")}
      serverErrors={sameMode?.fieldErrors}
      formError={sameMode?.serverError?.message}
      locked={sameMode?.serverError?.locked}
      values={sameMode?.values}
    />
  );
}
