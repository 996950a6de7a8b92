// POST /currency: the shopper's currency select (decision 071). A plain form post, so it works
// before scripts load: an offered currency is kept in a cookie and the shopper goes back to the
// page they were on; anything else changes nothing.
import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/modules/accounts/index.server";
import { chooseCurrency } from "~/modules/currency/index.server";
import type { Route } from "./+types/currency";

export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get("returnTo"));
  const cookie = await chooseCurrency(String(form.get("currency") ?? ""));
  return redirect(back, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}
