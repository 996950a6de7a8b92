// The FAQ page: ten questions in a keyboard-operable accordion, and a way to ask anything else.
import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Link } from "react-router";
import { policy } from "./policy";
import { StaticPage } from "./static-page";

type Props = { items: { question: string; answerHtml: string }[]; updated?: string };

/** The owner's questions, with answers the server rendered from Markdown (decision 066). */
export function FaqPage({ items, updated }: Props) {
  return (
    <StaticPage
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      intro="Quick answers about orders, shipping, returns and fit."
      note={updated ? `Last updated: ${updated}` : undefined}
    >
      <Accordion items={items} />
      <div className="rounded-card bg-bubblegum/40 p-8 text-center">
        <h2 className="text-2xl font-bold">Still have questions?</h2>
        <p className="mt-2 text-ink-soft">
          Send us a message and we&apos;ll get back to you within {policy.supportReply}.
        </p>
        <Button asChild className="mt-5">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
