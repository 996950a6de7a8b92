// /drops/unsubscribe/:token: leaves a notify list without signing in (a button, so a link
// preview cannot unsubscribe anyone); with ?again=1, the re-subscribe email's link: the address's
// own way back onto the list.
import { data, Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { resubscribe, unsubscribe } from "~/modules/drops/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/drops.unsubscribe.$token";

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Unsubscribe"),
  { name: "robots", content: "noindex" },
];

export async function action({ params, request }: Route.ActionArgs) {
  const again = (await request.formData()).get("intent") === "resubscribe";
  const done = await (again ? resubscribe : unsubscribe)(params.token);
  return data({ done, again }, { status: done ? 200 : 404 });
}

function answer({ done, again }: { done: boolean; again: boolean }) {
  if (!done) return "This link is not valid.";
  return again
    ? "You're back on the list. We'll email you once."
    : "You're unsubscribed. We won't email you about this again.";
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  const again = useSearchParams()[0].get("again") === "1";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">{again ? "Notify me again" : "Unsubscribe"}</h1>
      {actionData ? (
        <p role="status" className="mt-4 text-lg">
          {answer(actionData)}
        </p>
      ) : (
        <Form method="post" className="mt-8">
          <p className="mb-6 text-ink-soft">
            {again ? "Get emails from this notify list again?" : "Stop emails from this notify list?"}
          </p>
          {again ? <input type="hidden" name="intent" value="resubscribe" /> : null}
          <Button type="submit">{again ? "Yes, notify me" : "Unsubscribe"}</Button>
        </Form>
      )}
    </section>
  );
}
