// POST /webhooks/{partner}/{secret}: the partners' events are hints only (each adapter reads its
// partner's body). The secret path segment keeps strangers out (wrong one: 404), and the partner order is
// fetched from the partner before anything changes.
import { timingSafeEqual } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { findPartner } from "~/integrations/partners.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { refreshPartnerOrder } from "./follow-up.server";
import { orderIdOf } from "./partners.server";

export function secretMatches(given: string | undefined) {
  const expected = env.PARTNER_WEBHOOK_SECRET;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route's whole answer: 404 for a wrong secret, 401 for a bad signature, 400 for a body that names no order, 503 when the partner could not be asked. */
export async function respondToPartnerWebhook(partnerId: string, secret: string | undefined, request: Request) {
  const adapter = findPartner(partnerId);
  if (!adapter || !secretMatches(secret)) return Response.json({ error: "Not found" }, { status: 404 });
  const partner = adapter.id;
  const raw = await request.text();
  if (adapter.verifyWebhook && !adapter.verifyWebhook({ headers: request.headers, rawBody: raw }, env)) {
    log.warn({ partner }, "partner webhook with a bad signature refused");
    return Response.json({ received: false, error: "Bad signature" }, { status: 401 });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return Response.json({ received: false, error: "The body is not JSON" }, { status: 400 });
  }
  const parsed = adapter.parseWebhook(body);
  const ref = parsed && { ...parsed, orderId: orderIdOf(parsed.externalId) };
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
