// POST /webhooks/printful/{secret} and /webhooks/printify/{secret}: the partners' events are hints
// only. The secret path segment keeps strangers out (wrong one: 404), and the partner order is
// fetched from the partner before anything changes.
import { timingSafeEqual } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { printifySigningSecret, verifyPrintifySignature } from "~/integrations/printify/webhook-signature.server";
import { refreshPartnerOrder } from "./follow-up.server";
import { orderIdOf } from "./partners.server";

export type WebhookPartner = "printful" | "printify";

const idText = z.union([z.string(), z.number()]).transform(String);

const printfulEvent = z.object({
  type: z.string(),
  data: z.object({ order: z.object({ id: idText.optional(), external_id: z.string().nullish() }) }),
});
const printifyEvent = z.object({
  type: z.string(),
  resource: z.object({
    id: idText,
    type: z.string().optional(),
    data: z.object({ external_id: z.string().nullish() }).partial().nullish(),
  }),
});

export function secretMatches(given: string | undefined) {
  const expected = env.PARTNER_WEBHOOK_SECRET;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Which partner order an event is about: the partner's id and, where sent, our external id. */
function reference(partner: WebhookPartner, body: unknown) {
  if (partner === "printful") {
    const parsed = printfulEvent.safeParse(body);
    if (!parsed.success) return null;
    const order = parsed.data.data.order;
    return { type: parsed.data.type, partnerOrderId: order.id, orderId: orderIdOf(order.external_id) };
  }
  const parsed = printifyEvent.safeParse(body);
  if (!parsed.success) return null;
  const resource = parsed.data.resource;
  return { type: parsed.data.type, partnerOrderId: resource.id, orderId: orderIdOf(resource.data?.external_id) };
}

/** The route's whole answer: 404 for a wrong secret, 401 for a bad Printify signature, 400 for a body that names no order, 503 when the partner could not be asked. */
export async function respondToPartnerWebhook(partner: WebhookPartner, secret: string | undefined, request: Request) {
  if (!secretMatches(secret)) return Response.json({ error: "Not found" }, { status: 404 });
  const raw = await request.text();
  // Printify signs its deliveries with the secret registered beside the URL: both must hold.
  if (partner === "printify") {
    const signature = request.headers.get("x-pfy-signature");
    if (!verifyPrintifySignature(raw, signature, printifySigningSecret(env.PARTNER_WEBHOOK_SECRET!))) {
      log.warn({ partner, signed: Boolean(signature) }, "partner webhook with a bad signature refused");
      return Response.json({ received: false, error: "Bad signature" }, { status: 401 });
    }
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return Response.json({ received: false, error: "The body is not JSON" }, { status: 400 });
  }
  const ref = reference(partner, body);
  if (!ref || (!ref.partnerOrderId && !ref.orderId)) {
    return Response.json({ received: false, error: "The event names no order" }, { status: 400 });
  }
  const byPartnerId = ref.partnerOrderId ? eq(schema.partnerOrders.partnerOrderId, ref.partnerOrderId) : undefined;
  const byOrder = ref.orderId ? eq(schema.partnerOrders.orderId, ref.orderId) : undefined;
  const [part] = await db
    .select()
    .from(schema.partnerOrders)
    .where(and(eq(schema.partnerOrders.partner, partner), or(byPartnerId, byOrder)))
    .limit(1);
  if (!part || !part.partnerOrderId) {
    log.info({ partner, type: ref.type, partnerOrderId: ref.partnerOrderId }, "partner webhook for no order of ours");
    return Response.json({ received: true, applied: false });
  }
  try {
    const applied = await refreshPartnerOrder(part);
    return Response.json({ received: true, applied });
  } catch (error) {
    // Nothing changed; the partner delivers again later and reconciliation asks anyway.
    log.warn({ err: error, partner, orderId: part.orderId }, "partner webhook: could not re-fetch the order");
    return Response.json({ received: false, error: "Could not reach the partner" }, { status: 503 });
  }
}
