// /api/auth/*: better-auth's own HTTP endpoints (session, sign-in, sign-out …) for API clients.
import { auth } from "~/modules/accounts/auth.server";
import type { Route } from "./+types/api.auth";

export function loader({ request }: Route.LoaderArgs) {
  return auth.handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth.handler(request);
}
