// /drops/unsubscribe/:token: leaves a notify list without signing in (a button, so a link
// preview cannot unsubscribe anyone).
import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { unsubscribe } from "~/modules/drops/index.server";
import type { Route } from "./+types/drops.unsubscribe.$token";

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe — softdrop" },
  { name: "robots", content: "noindex" },
];

export async function action({ params }: Route.ActionArgs) {
  const done = await unsubscribe(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Unsubscribe</h1>
      {actionData ? (
        <p role="status" className="mt-4 text-lg">
          {actionData.done ? "You're unsubscribed. We won't email you about this again." : "This link is not valid."}
        </p>
      ) : (
        <Form method="post" className="mt-8">
          <p className="mb-6 text-ink-soft">Stop emails from this notify list?</p>
          <Button type="submit">Unsubscribe</Button>
        </Form>
      )}
    </section>
  );
}
