// /checkout/reminders/unsubscribe/:token: the checkout reminder's link (decision 069); stops
// reminders to that address without signing in (a button, so a link preview cannot unsubscribe).
import { data } from "react-router";
import { UnsubscribePage } from "~/components/unsubscribe-page";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { unsubscribeFromCheckoutReminders } from "~/modules/checkout/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/checkout.reminders.unsubscribe.$token";

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Unsubscribe"),
  { name: "robots", content: "noindex" },
];

export async function action({ params }: Route.ActionArgs) {
  const done = await unsubscribeFromCheckoutReminders(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function CheckoutReminderUnsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      question="Stop reminders about carts you leave before paying?"
      done="You're unsubscribed. We won't remind you about your cart again."
      answered={actionData}
    />
  );
}
