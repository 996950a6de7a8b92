// The Shopify Admin API client against a local stand-in for Shopify that answers from a script:
// calls are spaced, a 429 (Retry-After) or THROTTLED answer is retried, a 5xx only where the call
// is safe to repeat.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopifyAdminClient } from "./admin-client.server";

type Scripted = { status: number; headers?: Record<string, string>; body?: unknown };
let script: Scripted[] = [];
const arrivals: number[] = [];
let server: Server;
let apiBase: string;

const variantsAnswer = {
  data: {
    productVariantsBulkUpdate: {
      productVariants: [{ id: "gid://shopify/ProductVariant/1", availableForSale: true }],
      userErrors: [],
    },
  },
};
const throttled = { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] };

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      arrivals.push(Date.now());
      const next = script.shift() ?? { status: 500 };
      res.writeHead(next.status, { "Content-Type": "application/json", ...next.headers });
      res.end(JSON.stringify(next.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  apiBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (minIntervalMs = 0) =>
  createShopifyAdminClient({
    storeDomain: "fake.myshopify.com",
    adminToken: "shpat_x",
    apiBase,
    backoffMs: 10,
    minIntervalMs,
  });

describe("the Shopify Admin API client", () => {
  it("retries a 429 after its Retry-After and a THROTTLED answer, then succeeds", async () => {
    arrivals.length = 0;
    script = [
      { status: 429, headers: { "Retry-After": "0" } },
      { status: 200, body: throttled },
      { status: 200, body: variantsAnswer },
    ];
    const variants = await client().setVariantsAvailability("gid://shopify/Product/1", [
      { id: "gid://shopify/ProductVariant/1", available: true },
    ]);
    expect(variants).toEqual([{ id: "gid://shopify/ProductVariant/1", availableForSale: true }]);
    expect(arrivals).toHaveLength(3);
  });

  it("retries a 5xx for a call safe to repeat, not for one that may have been done", async () => {
    script = [{ status: 503 }, { status: 200, body: variantsAnswer }];
    await client().setVariantsAvailability("gid://shopify/Product/1", [
      { id: "gid://shopify/ProductVariant/1", available: true },
    ]);
    expect(script).toEqual([]);
    arrivals.length = 0;
    script = [{ status: 503 }, { status: 200, body: {} }];
    await expect(client().registerWebhook("orders/create", "https://shop.example/webhooks/shopify")).rejects.toThrow(
      "HTTP error! status: 503",
    );
    expect(arrivals).toHaveLength(1);
  });

  it("gives up after its retries and spaces its calls", async () => {
    arrivals.length = 0;
    script = Array.from({ length: 4 }, () => ({ status: 429, headers: { "Retry-After": "0" } }));
    await expect(
      client(150).setVariantsAvailability("gid://shopify/Product/1", [
        { id: "gid://shopify/ProductVariant/1", available: false },
      ]),
    ).rejects.toThrow("HTTP error! status: 429");
    expect(arrivals).toHaveLength(4);
    // Three gaps of 150 ms: their sum, which a late arrival on a busy machine shrinks by less than one gap.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(2 * 150);
  });
});
