// Printify's webhook signature: X-Pfy-Signature is "sha256=" and the hex HMAC-SHA256 of the raw
// body, keyed with the secret given when the webhook was registered (docs/partner-apis.md §7).
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signing secret registered with Printify, derived from PARTNER_WEBHOOK_SECRET (no second
 * setting to keep): a different value from the URL's secret path segment, so a leaked URL alone
 * cannot sign.
 */
export function printifySigningSecret(partnerWebhookSecret: string) {
  return createHmac("sha256", partnerWebhookSecret).update("printify-webhook-signing").digest("hex");
}

export function signPrintifyBody(rawBody: string, secret: string) {
  return `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}`;
}

/** Whether the header is the signature of these exact bytes; compared in constant time. */
export function verifyPrintifySignature(rawBody: string, header: string | null | undefined, secret: string) {
  if (!header) return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const expected = Buffer.from(signPrintifyBody(rawBody, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
