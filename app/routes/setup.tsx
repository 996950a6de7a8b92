// /setup: the owner of a new store, which no admin has claimed yet, makes the first admin account
// with the setup code the server printed at start (decision 060), and names the shop (061). Once
// an admin exists: 404.
import { data, useActionData } from "react-router";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { claimStore, setupIsOpen } from "~/modules/accounts/index.server";
import { SETUP_FIELDS, SetupForm, setupSchema } from "~/modules/accounts";
import type { Route } from "./+types/setup";
import { pageTitle } from "~/modules/settings";
import { nameShop, shopSettingsSchema } from "~/modules/settings/index.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Set up your store"),
  { name: "robots", content: "noindex" },
];

const notFound = () => data(null, { status: 404 });

/** The account's fields, and the shop's name by the store settings' own rule. */
const setupFormSchema = setupSchema.extend({ shopName: shopSettingsSchema.shape.shopName });

export async function loader() {
  if (!(await setupIsOpen())) throw notFound();
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  if (!(await setupIsOpen())) throw notFound();
  const form = await request.formData();
  const text = (field: string) => String(form.get(field) ?? "");
  const values = { shopName: text("shopName"), fullName: text("fullName"), email: text("email") };
  const parsed = setupFormSchema.safeParse(formValues(form, SETUP_FIELDS));
  if (!parsed.success) return data({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const outcome = await claimStore(request, parsed.data);
  if (!outcome.ok) {
    // Another claim won while this one ran.
    if (outcome.closed) throw notFound();
    const fieldErrors: FieldErrors = { [outcome.field]: outcome.message };
    return data({ fieldErrors, values }, { status: outcome.status });
  }
  await nameShop(parsed.data.shopName);
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
