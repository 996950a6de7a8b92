// /api/auth/*: better-auth's own HTTP endpoints (session, sign-in, sign-out …) for API clients.
import { auth, openVerificationLink, VERIFY_EMAIL_PATH } from "~/modules/accounts/index.server";
import type { Route } from "./+types/api.auth";

export function loader({ request }: Route.LoaderArgs) {
  // A verification link verifies once and signs in only where the account was made.
  if (new URL(request.url).pathname === VERIFY_EMAIL_PATH) return openVerificationLink(auth, request);
  return auth.handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth.handler(request);
}
