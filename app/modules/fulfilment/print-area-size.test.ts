// The print size the owner's personalisation form starts from: Printful's print files and
// Printify's placeholders for the product's placement, through the partner port and the fakes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeProduct } from "../../../tests/support/checkout-fixtures";
import type { FakePrintful } from "../../../tests/fakes/printful-server";
import type { FakePrintify } from "../../../tests/fakes/printify-server";
import { productId, startPartnerFakes } from "../../../tests/support/fulfilment-fixtures";
import { partnerPrintSize } from "./print-area-size.server";

let printful: FakePrintful;
let printify: FakePrintify;

beforeAll(async () => {
  ({ printful, printify } = await startPartnerFakes());
}, 60_000);
afterAll(async () => {
  await printful?.close();
  await printify?.close();
});

describe("the partner's print size for a placement (decision 043)", () => {
  it("reads Printful's print file for the product's catalogue variant and placement", async () => {
    const hoodie = await productId("printful", "Fulfil Hoodie");
    expect(await partnerPrintSize(hoodie, "back")).toEqual({
      partner: "Printful",
      width: 1800,
      height: 2400,
      dpi: 150,
    });
    expect(printful.requests.some((request) => request.path.startsWith("/mockup-generator/printfiles/"))).toBe(true);
  });

  it("reads Printify's placeholder for the product's blueprint, provider, variant and position", async () => {
    const crewneck = await productId("printify", "Fulfil Crewneck");
    expect(await partnerPrintSize(crewneck, "front")).toEqual({
      partner: "Printify",
      width: 3153,
      height: 3995,
      dpi: null,
    });
  });

  it("answers null when the partner has no such placement or the product is not a partner's", async () => {
    const hoodie = await productId("printful", "Fulfil Hoodie");
    expect(await partnerPrintSize(hoodie, "sleeve_left")).toBeNull();
    const demo = await makeProduct({ name: "Print Size Demo" });
    expect(await partnerPrintSize(demo.id, "front")).toBeNull();
  });
});
