// /reviews/unsubscribe/:token: the review request email's link; stops review requests to that
// address without signing in (a button, so a link preview cannot unsubscribe anyone).
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { unsubscribeFromReviewRequests } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/reviews.unsubscribe.$token";

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Unsubscribe"),
  { name: "robots", content: "noindex" },
];

export async function action({ params }: Route.ActionArgs) {
  const done = await unsubscribeFromReviewRequests(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function ReviewUnsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Unsubscribe</h1>
      {actionData ? (
        <p role="status" className="mt-4 text-lg">
          {actionData.done ? "You're unsubscribed. We won't ask you for reviews again." : "This link is not valid."}
        </p>
      ) : (
        <Form method="post" className="mt-8">
          <p className="mb-6 text-ink-soft">Stop emails asking you to review your orders?</p>
          <Button type="submit">Unsubscribe</Button>
        </Form>
      )}
    </section>
  );
}
