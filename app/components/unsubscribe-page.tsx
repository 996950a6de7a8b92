// An email's unsubscribe page: a button first (a link preview that opens the page unsubscribes
// nobody), then the answer. The route's action says whether the link was valid.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export function UnsubscribePage({
  question,
  done,
  answered,
}: {
  /** What the button stops, as a question ('Stop emails asking you to review your orders?'). */
  question: string;
  /** What a valid link's unsubscribe answers. */
  done: string;
  /** The action's answer, once the button was pressed. */
  answered?: { done: boolean };
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Unsubscribe</h1>
      {answered ? (
        <p role="status" className="mt-4 text-lg">
          {answered.done ? done : "This link is not valid."}
        </p>
      ) : (
        <Form method="post" className="mt-8">
          <p className="mb-6 text-ink-soft">{question}</p>
          <Button type="submit">Unsubscribe</Button>
        </Form>
      )}
    </section>
  );
}
