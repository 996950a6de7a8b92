// The Terms of Service page (/terms); its content lives in app/modules/content.
import { TermsPage } from "~/modules/content";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service — softdrop" },
  { name: "description", content: "The terms for using the softdrop store and buying from it." },
];

export default function TermsPageRoute() {
  return <TermsPage />;
}
