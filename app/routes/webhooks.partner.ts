// POST /webhooks/printful/:secret and /webhooks/printify/:secret: the print partners' events.
import { data } from "react-router";
import { respondToPartnerWebhook } from "~/modules/fulfilment/webhooks.server";
import type { Route } from "./+types/webhooks.partner";

export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const partner = params.partner;
  if (partner !== "printful" && partner !== "printify") throw data(null, { status: 404 });
  return respondToPartnerWebhook(partner, params.secret, request);
}
