// The Returns & Exchanges page (/returns); its content lives in app/modules/content.
import { ReturnsPage } from "~/modules/content";
import { loadPage } from "~/modules/content/index.server";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Returns & Exchanges"),
  {
    name: "description",
    content: `Return or exchange your ${shopOf(matches).name} order within 30 days. Refunds in 5-7 business days.`,
  },
];

export async function loader() {
  return { content: await loadPage("returns") };
}

export default function ReturnsPageRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnsPage content={loaderData.content} />;
}
