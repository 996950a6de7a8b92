// /reviews/unsubscribe/:token: the review request email's link; stops review requests to that
// address without signing in (a button, so a link preview cannot unsubscribe anyone).
import { data } from "react-router";
import { UnsubscribePage } from "~/components/unsubscribe-page";
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
    <UnsubscribePage
      question="Stop emails asking you to review your orders?"
      done="You're unsubscribed. We won't ask you for reviews again."
      answered={actionData}
    />
  );
}
