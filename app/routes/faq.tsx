// The FAQ page (/faq); its content lives in app/modules/content.
import { FaqPage } from "~/modules/content";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => [
  { title: "FAQ — softdrop" },
  { name: "description", content: "Answers about orders, shipping, returns, refunds and sizing at softdrop." },
];

export default function FaqPageRoute() {
  return <FaqPage />;
}
