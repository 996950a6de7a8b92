// Any path no other route claims: the 404 page, with status 404 and the path logged.
import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { log } from "~/lib/log.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [pageTitle(matches, "Page not found")];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  log.warn({ path: url.pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
