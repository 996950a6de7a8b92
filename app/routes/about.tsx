// The About Us page (/about); its content lives in app/modules/content.
import { AboutPage } from "~/modules/content";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "About Us — softdrop" },
  {
    name: "description",
    content: "softdrop is soft-pastel streetwear, printed on demand. Express yourself, no rules, just style.",
  },
];

export default function AboutPageRoute() {
  return <AboutPage />;
}
