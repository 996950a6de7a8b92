// POST /webhooks/:partner/:secret: the print partners' events (an unknown partner is a 404).
import { data } from "react-router";
import { respondToPartnerWebhook } from "~/modules/fulfilment/index.server";
import type { Route } from "./+types/webhooks.partner";

export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  return respondToPartnerWebhook(params.partner, params.secret, request);
}
