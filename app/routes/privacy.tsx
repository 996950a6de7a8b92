// The Privacy Policy page (/privacy); its content lives in app/modules/content.
import { PrivacyPage } from "~/modules/content";
import { loadPage } from "~/modules/content/index.server";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Privacy Policy"),
  {
    name: "description",
    content: `What personal information ${shopOf(matches).name} collects, why, who we share it with and your rights.`,
  },
];

export async function loader() {
  return { content: await loadPage("privacy") };
}

export default function PrivacyPageRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage content={loaderData.content} />;
}
