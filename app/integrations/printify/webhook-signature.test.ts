// Printify's signed webhooks: the signature of the raw body with the registered secret is checked
// before anything else is read, and registration hands Printify that secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { respondToPartnerWebhook } from "~/modules/fulfilment/index.server";
import { printifySigningSecret, signPrintifyBody, verifyPrintifySignature } from "./webhook-signature.server";

const PATH_SECRET = "sig-path-secret-0123456789";
const body = JSON.stringify({
  id: "evt-1",
  type: "order:updated",
  resource: { id: "no-such-order", type: "order", data: { shop_id: 1, status: "in-production" } },
});

function post(headers: Record<string, string>, raw = body) {
  return respondToPartnerWebhook(
    "printify",
    PATH_SECRET,
    new Request(`http://store.test/webhooks/printify/${PATH_SECRET}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: raw,
    }),
  );
}

const previous = env.PARTNER_WEBHOOK_SECRET;
beforeAll(() => {
  env.PARTNER_WEBHOOK_SECRET = PATH_SECRET;
});
afterAll(() => {
  env.PARTNER_WEBHOOK_SECRET = previous;
});

describe("Printify webhook signatures", () => {
  it("checks sha256=<hex HMAC-SHA256 of the raw body> in constant time", () => {
    const secret = "a-registered-secret";
    const signature = signPrintifyBody(body, secret);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyPrintifySignature(body, signature, secret)).toBe(true);
    expect(verifyPrintifySignature(body, signature.toUpperCase().replace("SHA256", "sha256"), secret)).toBe(true);
    expect(verifyPrintifySignature(`${body} `, signature, secret)).toBe(false);
    expect(verifyPrintifySignature(body, signature, "another-secret")).toBe(false);
    expect(verifyPrintifySignature(body, undefined, secret)).toBe(false);
    expect(verifyPrintifySignature(body, "sha256=", secret)).toBe(false);
  });

  it("signs with a secret derived from, and different from, the URL's secret path segment", () => {
    const signing = printifySigningSecret(PATH_SECRET);
    expect(signing).toMatch(/^[0-9a-f]{64}$/);
    expect(signing).not.toContain(PATH_SECRET);
  });

  it("refuses a delivery with the right path but no or a wrong signature (401), takes a signed one", async () => {
    const unsigned = await post({});
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ received: false, error: "Bad signature" });
    const forged = await post({ "X-Pfy-Signature": signPrintifyBody(body, PATH_SECRET) });
    expect(forged.status).toBe(401);
    const signed = await post({ "X-Pfy-Signature": signPrintifyBody(body, printifySigningSecret(PATH_SECRET)) });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ received: true, applied: false });
  });
});
