// The Shipping Information page (/shipping); its content lives in app/modules/content.
import { ShippingPage } from "~/modules/content";
import { loadPage } from "~/modules/content/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/shipping";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Shipping Information"),
  {
    name: "description",
    content:
      "Made to order in 2-7 business days, delivered in 3-7 business days in the US and 7-21 worldwide. Flat $5.99 shipping.",
  },
];

export async function loader() {
  return { content: await loadPage("shipping") };
}

export default function ShippingPageRoute({ loaderData }: Route.ComponentProps) {
  return <ShippingPage content={loaderData.content} />;
}
