// npm run shopify:webhooks as a real process: the URL and topics printed, or registered through
// the fake's Admin API when SHOPIFY_ADMIN_TOKEN is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SHOPIFY_ADMIN_TOKEN } from "../tests/fakes/shopify-admin";
import { FAKE_SHOPIFY_DOMAIN, startFakeShopify, type FakeShopify } from "../tests/fakes/shopify-server";
import { removeDataDir, runScript, scriptDataDir } from "../tests/support/run-script";

let fake: FakeShopify;
// The script never opens the database: its folder stays empty.
const dataDir = scriptDataDir({ fresh: true });
beforeAll(async () => {
  fake = await startFakeShopify();
});
afterAll(async () => {
  await fake.stop();
  removeDataDir(dataDir);
});

const TOPICS = [
  "orders/create",
  "orders/paid",
  "orders/updated",
  "orders/cancelled",
  "orders/fulfilled",
  "products/update",
  "products/delete",
];

const run = (extra: Record<string, string>) =>
  runScript("shopify-webhooks", [], { DATA_DIR: dataDir, SITE_URL: "https://shop.example.com/", ...extra });

// Each test starts a process that compiles the script first (tsx): half a minute on a busy machine.
describe("npm run shopify:webhooks", { timeout: 90_000 }, () => {
  it("prints the URL and the topics to register when there is no Admin API token", async () => {
    const { status, out } = await run({});
    expect(status).toBe(0);
    expect(out).toContain("URL:    https://shop.example.com/webhooks/shopify");
    expect(out).toContain(`Topics: ${TOPICS.join(", ")}`);
    expect(fake.admin.webhooks).toEqual([]);
  });

  it("registers every topic through the Admin API with SHOPIFY_ADMIN_TOKEN", async () => {
    const { status, out } = await run({
      SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
      SHOPIFY_ADMIN_TOKEN: FAKE_SHOPIFY_ADMIN_TOKEN,
      SHOPIFY_API_BASE: fake.url,
    });
    // The script's own lines name a topic that failed, and why.
    expect(status, out).toBe(0);
    expect(out).toContain("registered orders/fulfilled → https://shop.example.com/webhooks/shopify");
    expect(fake.admin.webhooks).toEqual(
      TOPICS.map((topic) => ({
        topic: topic.replace("/", "_").toUpperCase(),
        callbackUrl: "https://shop.example.com/webhooks/shopify",
      })),
    );
  });

  it("exits 1 naming the failure when Shopify refuses the token", async () => {
    const { status, out } = await run({
      SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
      SHOPIFY_ADMIN_TOKEN: "wrong",
      SHOPIFY_API_BASE: fake.url,
    });
    expect(status).toBe(1);
    expect(out).toContain("FAILED orders/create: HTTP error! status: 401");
  });
});
