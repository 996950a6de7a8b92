// The Privacy Policy page (/privacy); its content lives in app/modules/content.
import { PrivacyPage } from "~/modules/content";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Privacy Policy"),
  {
    name: "description",
    content: `What personal information ${shopOf(matches).name} collects, why, who we share it with and your rights.`,
  },
];

export default function PrivacyPageRoute() {
  return <PrivacyPage />;
}
