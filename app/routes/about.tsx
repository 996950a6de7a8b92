// The About Us page (/about); its content lives in app/modules/content.
import { AboutPage } from "~/modules/content";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "About Us"),
  {
    name: "description",
    content: `${shopOf(matches).name} is soft-pastel streetwear, printed on demand. Express yourself, no rules, just style.`,
  },
];

export default function AboutPageRoute() {
  return <AboutPage />;
}
