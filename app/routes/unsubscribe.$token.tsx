// An email's unsubscribe link, for each list a shopper may leave without signing in: the review
// requests (/reviews/unsubscribe/:token, decision 058) and the checkout reminders
// (/checkout/reminders/unsubscribe/:token, decision 069). A button first, so a link preview that
// opens the page unsubscribes nobody; then the answer.
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { unsubscribeFromCheckoutReminders } from "~/modules/checkout/index.server";
import { unsubscribeFromReviewRequests } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/unsubscribe.$token";

/** Each list by the first segment of its address: what the button stops, what a valid link answers, and the unsubscribe. */
const LISTS = {
  reviews: {
    question: "Stop emails asking you to review your orders?",
    done: "You're unsubscribed. We won't ask you for reviews again.",
    unsubscribe: unsubscribeFromReviewRequests,
  },
  checkout: {
    question: "Stop reminders about carts you leave before paying?",
    done: "You're unsubscribed. We won't remind you about your cart again.",
    unsubscribe: unsubscribeFromCheckoutReminders,
  },
};

const listOf = (pathname: string) => (pathname.startsWith("/checkout/") ? LISTS.checkout : LISTS.reviews);

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Unsubscribe"),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const { question, done } = listOf(new URL(request.url).pathname);
  return { question, done };
}

export async function action({ params, request }: Route.ActionArgs) {
  const done = await listOf(new URL(request.url).pathname).unsubscribe(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Unsubscribe</h1>
      {actionData ? (
        <p role="status" className="mt-4 text-lg">
          {actionData.done ? loaderData.done : "This link is not valid."}
        </p>
      ) : (
        <Form method="post" className="mt-8">
          <p className="mb-6 text-ink-soft">{loaderData.question}</p>
          <Button type="submit">Unsubscribe</Button>
        </Form>
      )}
    </section>
  );
}
