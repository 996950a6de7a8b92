import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerError, TOKEN_REJECTED } from "~/lib/partner-fetch.server";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import { createPrintfulClient } from "./printful.server";

const TOKEN = "pf-secret-token-123";
let fake: FakePrintful;

beforeAll(async () => {
  fake = await startFakePrintful({
    token: TOKEN,
    stores: [
      { id: 11, name: "Main", type: "native", products: [printfulProduct({ id: 1, name: "Tee" })] },
      { id: 12, name: "Outlet", type: "native", products: [] },
    ],
  });
});
afterAll(() => fake.close());

const client = (token = TOKEN, requestsPerMinute = 60_000) =>
  createPrintfulClient({ baseUrl: fake.url, token, requestsPerMinute, backoffMs: 5 });

describe("Printful client", () => {
  it("reads stores, a page of products and a product's sync variants in Printful's envelope", async () => {
    const printful = client();
    expect(await printful.listStores()).toEqual([
      { id: 11, name: "Main" },
      { id: 12, name: "Outlet" },
    ]);
    const page = await printful.listProducts(11, 0);
    expect(page.total).toBe(1);
    expect(page.products[0]).toMatchObject({ id: 1, name: "Tee", is_ignored: false });
    const detail = await printful.getProduct(11, 1);
    expect(detail.sync_variants).toHaveLength(3);
    expect(detail.sync_variants[0]).toMatchObject({ size: "S", color: "White", retail_price: "29.99" });
    expect(fake.requests.at(-1)?.headers["x-pf-store-id"]).toBe("11");
  });

  it("carries Printful's message and status on an error", async () => {
    const error = await client()
      .listProducts(undefined, 0)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartnerError);
    expect(error).toMatchObject({ status: 400, partnerMessage: expect.stringMatching(/single store/) });
  });

  it("waits out a 429 as long as Retry-After says, and backs off through 500s", async () => {
    fake.fail({ status: 429, times: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    const printful = client();
    expect(await printful.listStores()).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    fake.fail({ status: 500, times: 2 });
    expect(await printful.listStores()).toHaveLength(2);
    expect(printful.stats.retries).toBe(3);
  });

  it("gives up on a 500 that lasts, with the status", async () => {
    fake.fail({ status: 500, times: 20 });
    const error = await createPrintfulClient({
      baseUrl: fake.url,
      token: TOKEN,
      requestsPerMinute: 60_000,
      backoffMs: 1,
      retries: 2,
    })
      .listStores()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 500,
      message: "Printful answered GET /stores with 500: Internal server error",
    });
    fake.clearFaults();
  });

  it("ends at once on a rejected token, without the token in the message", async () => {
    const before = fake.count("/stores");
    const error = (await client("pf-wrong-token")
      .listStores()
      .catch((e: unknown) => e)) as PartnerError;
    expect(error.message).toBe(TOKEN_REJECTED);
    expect(error.status).toBe(401);
    expect(fake.count("/stores") - before).toBe(1);
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain("pf-wrong-token");
  });

  it("ends at once on a 403 too, and backs off through dropped connections", async () => {
    // A bare server: Printful's 403 body, then connections cut before any answer.
    let calls = 0;
    let mode: "forbidden" | "flaky" = "forbidden";
    const server: Server = createServer((request, response) => {
      calls++;
      if (mode === "flaky" && calls <= 2) return request.socket.destroy();
      const forbidden = mode === "forbidden";
      response.writeHead(forbidden ? 403 : 200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          forbidden
            ? { code: 403, result: "Forbidden", error: { reason: "Forbidden", message: "Token lacks scope" } }
            : { code: 200, result: [{ id: 1, name: "Main", type: "native" }] },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const printful = createPrintfulClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        token: TOKEN,
        requestsPerMinute: 60_000,
        backoffMs: 5,
      });
      const error = (await printful.listStores().catch((e: unknown) => e)) as PartnerError;
      expect(error).toMatchObject({ status: 403, message: TOKEN_REJECTED });
      expect(calls).toBe(1);
      mode = "flaky";
      calls = 0;
      expect(await printful.listStores()).toHaveLength(1);
      expect(calls).toBe(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("paces requests to the rate it is given", async () => {
    // One request every 500 ms: well above what a request takes on a busy machine (60 ms seen), so
    // most of each gap is the pacing's own wait.
    const printful = client(TOKEN, 120);
    const started = Date.now();
    for (let i = 0; i < 4; i++) await printful.listStores();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
    expect(printful.stats.pacingWaitMs).toBeGreaterThan(750);
  });

  it("refuses an answer in the wrong shape with a clear error", async () => {
    fake.route("GET", /^\/store\/products\/999$/, () => ({ status: 200, body: { code: 200, result: { nope: 1 } } }));
    // The route table answers the first match, so register a product id the catalogue lacks.
    const error = await client()
      .getProduct(11, 999)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartnerError);
  });
});
