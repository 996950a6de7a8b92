// The Privacy Policy page (/privacy); its content lives in app/modules/content.
import { PrivacyPage } from "~/modules/content";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy — softdrop" },
  {
    name: "description",
    content: "What personal information softdrop collects, why, who we share it with and your rights.",
  },
];

export default function PrivacyPageRoute() {
  return <PrivacyPage />;
}
