// POST /newsletter: subscribes an address. Answers the home page's fetcher, or redirects home
// with a toast when the form was posted without JavaScript.
import { data } from "react-router";
import { fieldErrorsOf } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { newsletterSchema } from "~/modules/newsletter";
import { subscribeToNewsletter } from "~/modules/newsletter/index.server";
import type { Route } from "./+types/newsletter";

export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") });
  // A fetcher sends no navigation Accept header; a plain HTML form post does.
  const fromFetcher = !request.headers.get("Accept")?.includes("text/html");
  if (!parsed.success) {
    const error = fieldErrorsOf(parsed.error).email ?? "Please enter a valid email address";
    if (fromFetcher) return data({ ok: false as const, error }, { status: 400 });
    return redirectWithToast("/", { type: "error", title: error });
  }
  const isNew = await subscribeToNewsletter(parsed.data.email);
  const result = {
    ok: true as const,
    title: isNew ? "You're on the list!" : "You're already subscribed!",
    description: isNew ? "Watch your inbox for new drops and members-only codes." : "We'll keep the good stuff coming.",
  };
  if (fromFetcher) return data(result);
  return redirectWithToast("/", { type: "success", title: result.title, description: result.description });
}
