// POST /auth/sign-out: ends the session and goes home with the 'Signed out' toast.
import { redirect } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { signOut } from "~/modules/accounts/index.server";
import type { Route } from "./+types/auth.sign-out";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await signOut(request);
  const headers = outcome.ok ? outcome.headers : undefined;
  return redirectWithToast("/", { type: "success", title: "Signed out", description: "See you soon!" }, { headers });
}
