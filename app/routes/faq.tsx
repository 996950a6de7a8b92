// The FAQ page (/faq); its content lives in app/modules/content.
import { FaqPage } from "~/modules/content";
import { loadFaq } from "~/modules/content/index.server";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "FAQ"),
  {
    name: "description",
    content: `Answers about orders, shipping, returns, refunds and sizing at ${shopOf(matches).name}.`,
  },
];

export function loader() {
  return loadFaq();
}

export default function FaqPageRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
