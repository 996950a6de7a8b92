// The Returns & Exchanges page (/returns); its content lives in app/modules/content.
import { ReturnsPage } from "~/modules/content";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = () => [
  { title: "Returns & Exchanges — softdrop" },
  {
    name: "description",
    content: "Return or exchange your softdrop order within 30 days. Refunds in 5-7 business days.",
  },
];

export default function ReturnsPageRoute() {
  return <ReturnsPage />;
}
