// /setup: the owner of a new store, which no admin has claimed yet, makes the first admin account
// with the setup code the server printed at start (decision 060). Once an admin exists: 404.
import { data, useActionData } from "react-router";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { claimStore, setupIsOpen } from "~/modules/accounts/index.server";
import { SETUP_FIELDS, SetupForm, setupSchema } from "~/modules/accounts";
import type { Route } from "./+types/setup";
import { pageTitle } from "~/modules/settings";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Set up your store"),
  { name: "robots", content: "noindex" },
];

const notFound = () => data(null, { status: 404 });

export async function loader() {
  if (!(await setupIsOpen())) throw notFound();
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  if (!(await setupIsOpen())) throw notFound();
  const form = await request.formData();
  const values = { fullName: String(form.get("fullName") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = setupSchema.safeParse(formValues(form, SETUP_FIELDS));
  if (!parsed.success) return data({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const outcome = await claimStore(request, parsed.data);
  if (!outcome.ok) {
    // Another claim won while this one ran.
    if (outcome.closed) throw notFound();
    const fieldErrors: FieldErrors = { [outcome.field]: outcome.message };
    return data({ fieldErrors, values }, { status: outcome.status });
  }
  return redirectWithToast(
    "/admin",
    { type: "success", title: "Your store is set up", description: "You're signed in as its owner." },
    { headers: outcome.headers },
  );
}

export default function SetupPage() {
  const result = useActionData<typeof action>();
  return <SetupForm serverErrors={result?.fieldErrors} values={result?.values} />;
}
