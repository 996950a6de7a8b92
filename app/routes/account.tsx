// /account: the signed-in customer's own data: their name, email (decision 068) and password, the
// download of what the shop keeps about them and the deletion of the account (decision 063).
import { data, useActionData } from "react-router";
import { ZodError } from "zod";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  DeleteSection,
  DetailsSection,
  DownloadSection,
  EmailSection,
  PasswordSection,
  type AccountAnswer,
  type AccountIntent,
} from "~/modules/accounts";
import {
  changeName,
  changePassword,
  requestEmailChange,
  requireUser,
  signOut,
  WRONG_PASSWORD,
} from "~/modules/accounts/index.server";
import { deleteCustomerAccount } from "~/modules/customer-data/index.server";
import { SavedAddressesSection, type AddressAnswer } from "~/modules/checkout";
import { changeAddressBook, savedAddresses } from "~/modules/checkout/index.server";
import type { Route } from "./+types/account";
import { pageTitle } from "~/modules/settings";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "My Account"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.name, email: user.email, addresses: await savedAddresses(user.id) };
}

const refused = (intent: AccountIntent, status: number, fieldErrors: FieldErrors, formError?: string) =>
  data({ intent, fieldErrors, formError }, { status });

async function deleteAccount(request: Request, user: { id: string; email: string }, form: FormData) {
  const parsed = deleteAccountSchema.safeParse(formValues(form, ["password"]));
  if (!parsed.success) return refused("delete", 400, fieldErrorsOf(parsed.error));
  const outcome = await deleteCustomerAccount(user, parsed.data.password);
  if (!outcome.ok) {
    return outcome.field === "password"
      ? refused("delete", outcome.status, { password: outcome.message })
      : refused("delete", outcome.status, {}, outcome.message);
  }
  // The session row is gone with the account; signing out clears the browser's cookie too.
  const cleared = await signOut(request);
  return redirectWithToast(
    "/",
    { type: "success", title: "Account deleted", description: "Your account is gone. Thanks for shopping with us." },
    { headers: cleared.ok ? cleared.headers : undefined },
  );
}

async function updatePassword(request: Request, user: { id: string; email: string }, form: FormData) {
  const parsed = changePasswordSchema.safeParse(formValues(form, ["currentPassword", "newPassword"]));
  if (!parsed.success) return refused("password", 400, fieldErrorsOf(parsed.error));
  const outcome = await changePassword(request, user, parsed.data);
  if (!outcome.ok) {
    return outcome.message === WRONG_PASSWORD || outcome.status === 429
      ? refused("password", outcome.status, { currentPassword: outcome.message })
      : refused("password", outcome.status, {}, outcome.message);
  }
  return redirectWithToast(
    "/account",
    { type: "success", title: "Password changed", description: "Other devices have been signed out." },
    { headers: outcome.headers },
  );
}

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

async function updateEmail(request: Request, user: SessionUser, form: FormData) {
  const parsed = changeEmailSchema.safeParse(formValues(form, ["newEmail", "password"]));
  if (!parsed.success) return refused("email", 400, fieldErrorsOf(parsed.error));
  const outcome = await requestEmailChange(request, user, parsed.data);
  if (!outcome.ok) {
    return outcome.field
      ? refused("email", outcome.status, { [outcome.field]: outcome.message })
      : refused("email", outcome.status, {}, outcome.message);
  }
  return redirectWithToast("/account", {
    type: "success",
    title: "Check your new inbox",
    description: `We sent a link to confirm ${parsed.data.newEmail}. Your email changes once you open it.`,
  });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") return deleteAccount(request, user, form);
  if (intent === "password") return updatePassword(request, user, form);
  if (intent === "email") return updateEmail(request, user, form);
  if (intent === "address-update" || intent === "address-remove") {
    const outcome = await changeAddressBook(user.id, intent, form);
    if (outcome.ok) return redirectWithToast("/account", { type: "success", title: outcome.title });
    if (outcome.message) return redirectWithToast("/account", { type: "error", title: outcome.message });
    return data({ address: { addressId: outcome.addressId, fieldErrors: outcome.fieldErrors } }, { status: 400 });
  }
  if (intent !== "name")
    return data({ intent: "name" as const, fieldErrors: {}, formError: "Unknown action" }, { status: 400 });
  const parsed = changeNameSchema.safeParse(formValues(form, ["fullName"]));
  const outcome = parsed.success ? await changeName(request, parsed.data.fullName) : parsed.error;
  if (outcome instanceof ZodError) return refused("name", 400, fieldErrorsOf(outcome));
  if (!outcome.ok) return refused("name", outcome.status, {}, outcome.message);
  return redirectWithToast(
    "/account",
    { type: "success", title: "Name updated", description: "That's the name on your account now." },
    { headers: outcome.headers },
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const answer = (actionData && "intent" in actionData ? actionData : undefined) as AccountAnswer;
  const addressAnswer = actionData && "address" in actionData ? (actionData.address as AddressAnswer) : undefined;
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-extrabold">My Account</h1>
      <DetailsSection name={loaderData.name} email={loaderData.email} answer={answer} />
      <EmailSection email={loaderData.email} answer={answer} />
      <SavedAddressesSection addresses={loaderData.addresses} answer={addressAnswer} />
      <PasswordSection answer={answer} />
      <DownloadSection />
      <DeleteSection answer={answer} />
    </section>
  );
}
