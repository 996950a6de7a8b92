// The Terms of Service page (/terms); its content lives in app/modules/content.
import { TermsPage } from "~/modules/content";
import { loadPage } from "~/modules/content/index.server";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Terms of Service"),
  { name: "description", content: `The terms for using the ${shopOf(matches).name} store and buying from it.` },
];

export async function loader() {
  return { content: await loadPage("terms") };
}

export default function TermsPageRoute({ loaderData }: Route.ComponentProps) {
  return <TermsPage content={loaderData.content} />;
}
