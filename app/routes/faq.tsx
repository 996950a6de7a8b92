// The FAQ page (/faq); its content lives in app/modules/content.
import { FaqPage } from "~/modules/content";
import { faqItems } from "~/modules/content/index.server";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => [
  { title: "FAQ — softdrop" },
  { name: "description", content: "Answers about orders, shipping, returns, refunds and sizing at softdrop." },
];

export function loader() {
  return { items: faqItems };
}

export default function FaqPageRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage items={loaderData.items} />;
}
