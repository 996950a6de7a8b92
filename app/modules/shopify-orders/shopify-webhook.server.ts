// POST /webhooks/shopify, the whole answer: the signature checked on the raw body first (401 and
// nothing changes when it does not match), then the topic's payload checked and applied.
import { z } from "zod";
import {
  isOrderTopic,
  isWebhookTopic,
  shopifyOrderSchema,
  verifyShopifyWebhook,
} from "~/integrations/shopify/webhooks.server";
import { log } from "~/lib/log.server";
import { applyShopifyWebhook } from "./apply-shopify-webhook.server";

const webhookId = z.string().trim().min(1).max(200);

export async function respondToShopifyWebhook(request: Request, secret: string) {
  const rawBody = await request.text();
  if (!verifyShopifyWebhook(rawBody, request.headers.get("x-shopify-hmac-sha256"), secret)) {
    log.warn({ topic: request.headers.get("x-shopify-topic") }, "shopify webhook rejected: bad signature");
    return Response.json({ received: false, error: "Invalid signature" }, { status: 401 });
  }
  const topic = request.headers.get("x-shopify-topic") ?? "";
  const id = webhookId.safeParse(request.headers.get("x-shopify-webhook-id") ?? "");
  if (!id.success) return Response.json({ received: false, error: "Missing X-Shopify-Webhook-Id" }, { status: 400 });
  if (!isWebhookTopic(topic)) {
    log.info({ topic }, "shopify webhook topic not used; ignored");
    return Response.json({ received: true, applied: false });
  }
  let order;
  if (isOrderTopic(topic)) {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = undefined;
    }
    const parsed = shopifyOrderSchema.safeParse(body);
    if (!parsed.success) {
      log.warn({ topic, issues: parsed.error.issues.slice(0, 5) }, "shopify order webhook with an unreadable body");
      return Response.json({ received: false, error: "Unreadable order payload" }, { status: 400 });
    }
    order = parsed.data;
  }
  try {
    const outcome = await applyShopifyWebhook({ webhookId: id.data, topic, order });
    return Response.json({ received: true, outcome });
  } catch (error) {
    // Nothing was recorded: Shopify's retry applies it later.
    log.error({ err: error, topic }, "shopify webhook could not be applied");
    return Response.json({ received: false }, { status: 500 });
  }
}
