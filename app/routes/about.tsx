// The About Us page (/about); its content lives in app/modules/content.
import { AboutPage } from "~/modules/content";
import { loadPage } from "~/modules/content/index.server";
import { storeSettings } from "~/modules/settings/index.server";
import { pageTitle, shopOf } from "~/modules/settings";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "About Us"),
  {
    name: "description",
    content: `${shopOf(matches).name} is soft-pastel streetwear, printed on demand. Express yourself, no rules, just style.`,
  },
];

export async function loader() {
  const [content, { shopName }] = await Promise.all([loadPage("about"), storeSettings()]);
  return { content, shopName };
}

export default function AboutPageRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage shopName={loaderData.shopName} content={loaderData.content} />;
}
