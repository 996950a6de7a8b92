// `npm run partners:webhooks`: our URLs registered with both fakes, replaced when they change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printifySigningSecret } from "~/integrations/printify/webhook-signature.server";
import { env } from "~/lib/env.server";
import { startFakePrintful } from "../../tests/fakes/printful-server";
import { startFakePrintify } from "../../tests/fakes/printify-server";
import { PRINTIFY_WEBHOOK_TOPICS } from "~/integrations/printify/partner.server";
import { registerPartnerWebhooks } from "./partner-webhooks.server";

let printful: Awaited<ReturnType<typeof startFakePrintful>>;
let printify: Awaited<ReturnType<typeof startFakePrintify>>;
const shop = { id: 9, title: "Pastel", sales_channel: "custom_integration", products: [] };

beforeAll(async () => {
  printful = await startFakePrintful({
    token: "pf-reg",
    stores: [{ id: 77, name: "S", type: "native", products: [] }],
  });
  printify = await startFakePrintify({ token: "py-reg", shops: [shop] });
});
afterAll(async () => {
  await printful.close();
  await printify.close();
});

const config = (overrides: Partial<typeof env> = {}) => ({
  ...env,
  SITE_URL: "https://shop.example.test",
  PARTNER_WEBHOOK_SECRET: "reg-secret-0123456789",
  PRINTFUL_API_TOKEN: "pf-reg",
  PRINTFUL_API_BASE: printful.url,
  PRINTIFY_API_TOKEN: "py-reg",
  PRINTIFY_API_BASE: printify.url,
  PRINTFUL_STORE_ID: undefined,
  PRINTIFY_SHOP_ID: undefined,
  ...overrides,
});

describe("registering the partner webhooks", () => {
  it("registers SITE_URL's webhook URLs with both partners; running again changes nothing; a new URL replaces the old", async () => {
    const lines = await registerPartnerWebhooks(config());
    expect(lines).toEqual([
      "Printful: package_shipped, order_failed, order_canceled, order_updated → https://shop.example.test/webhooks/printful/<secret>",
      `Printify shop 9: ${PRINTIFY_WEBHOOK_TOPICS.join(", ")} → https://shop.example.test/webhooks/printify/<secret>`,
    ]);
    expect(printful.webhook.url).toBe("https://shop.example.test/webhooks/printful/reg-secret-0123456789");
    expect(printify.webhooks.map((hook) => [hook.topic, hook.url])).toEqual(
      PRINTIFY_WEBHOOK_TOPICS.map((topic) => [
        topic,
        "https://shop.example.test/webhooks/printify/reg-secret-0123456789",
      ]),
    );
    // Each with the signing secret that the store checks X-Pfy-Signature against.
    expect(printify.webhooks.map((hook) => hook.secret)).toEqual(
      PRINTIFY_WEBHOOK_TOPICS.map(() => printifySigningSecret("reg-secret-0123456789")),
    );
    await registerPartnerWebhooks(config());
    expect(printify.webhooks).toHaveLength(3);
    await registerPartnerWebhooks(config({ SITE_URL: "https://new.example.test" }));
    expect(printify.webhooks.map((hook) => hook.url)).toEqual(
      PRINTIFY_WEBHOOK_TOPICS.map(() => "https://new.example.test/webhooks/printify/reg-secret-0123456789"),
    );
  });

  it("refuses without a secret, and names the shops when the token has several", async () => {
    await expect(registerPartnerWebhooks(config({ PARTNER_WEBHOOK_SECRET: undefined }))).rejects.toThrow(
      "Set PARTNER_WEBHOOK_SECRET first: it is the secret part of the webhook URLs",
    );
    printify.shops.push({ ...shop, id: 10, title: "Etsy" });
    await expect(registerPartnerWebhooks(config({ PRINTFUL_API_TOKEN: undefined }))).rejects.toThrow(
      "Set PRINTIFY_SHOP_ID to the shop to register with; this token has: 9 (Pastel), 10 (Etsy)",
    );
    printify.shops.pop();
  });
});
