import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_REJECTED } from "~/lib/partner-fetch.server";
import { printifyProduct, startFakePrintify, type FakePrintify } from "../../../tests/fakes/printify-server";
import { createPrintifyClient } from "./printify.server";

let fake: FakePrintify;

beforeAll(async () => {
  const products = Array.from({ length: 120 }, (_, i) =>
    printifyProduct({ id: `p${i}`, title: `Hoodie ${i}`, shopId: 5 }),
  );
  fake = await startFakePrintify({
    token: "py-token",
    shops: [
      { id: 5, title: "Pastel shop", sales_channel: "custom_integration", products },
      { id: 6, title: "Second shop", sales_channel: "etsy", products: [] },
    ],
  });
});
afterAll(() => fake.close());

const client = (token = "py-token") =>
  createPrintifyClient({ baseUrl: fake.url, token, requestsPerMinute: 60_000, backoffMs: 5 });

describe("Printify client", () => {
  it("lists the token's shops and pages through a shop's products, naming itself", async () => {
    const printify = client();
    expect(await printify.listShops()).toEqual([
      { id: 5, title: "Pastel shop", sales_channel: "custom_integration" },
      { id: 6, title: "Second shop", sales_channel: "etsy" },
    ]);
    const first = await printify.listProducts(5, 1);
    expect(first).toMatchObject({ lastPage: 3, total: 120 });
    expect(first.products).toHaveLength(50);
    const last = await printify.listProducts(5, 3);
    expect(last.products.map((product) => product.id)).toContain("p119");
    expect(fake.requests.at(-1)?.headers["user-agent"]).toBe("softdrop");
  });

  it("recovers from a 429 and ends on a rejected token", async () => {
    fake.fail({ status: 429, times: 1, retryAfterSeconds: 1 });
    expect(await client().listShops()).toHaveLength(2);
    const error = await client("bad")
      .listShops()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: TOKEN_REJECTED, partnerMessage: "Invalid access token" });
  });

  it("names an unknown shop with Printify's message", async () => {
    const error = await client()
      .listProducts(404, 1)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 404,
      message: "Printify answered GET /shops/404/products.json with 404: Shop not found.",
    });
  });
});
