// The partner's bill (owner insights' margin): Printful's order costs and Printify's totals are
// stored on the partner order when it is sent, and a later report that changes only the bill is
// stored too, without moving the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import type { FakePrintful } from "../../../tests/fakes/printful-server";
import type { FakePrintify } from "../../../tests/fakes/printify-server";
import { paidOrder, partsOf, runFulfilmentJobs, startPartnerFakes } from "../../../tests/support/fulfilment-fixtures";
import { reload } from "../../../tests/support/admin-fixtures";
import { handleReconcilePartnerOrdersJob } from "./follow-up.server";
import { externalIdOf } from "./partners.server";

let printful: FakePrintful;
let printify: FakePrintify;

beforeAll(async () => {
  ({ printful, printify } = await startPartnerFakes());
  Object.assign(env, { PRINTFUL_CONFIRM_ORDERS: true, PRINTIFY_SEND_TO_PRODUCTION: true });
}, 60_000);
afterAll(async () => {
  await printful?.close();
  await printify?.close();
});

describe("the partner's reported costs", () => {
  it("are stored when sent and updated when the partner's bill changes", async () => {
    const { orderId } = await paidOrder({ printful: true, printify: true });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    const costsOf = async () => Object.fromEntries((await partsOf(orderId)).map((part) => [part.partner, part.costs]));
    // Printful's fake bills 10.00 + 4.00 shipping; Printify's 1 × 12.00 and 4.00 shipping, in cents.
    expect(await costsOf()).toEqual({
      printful: { currency: "USD", productCents: 1000, shippingCents: 400, totalCents: 1400 },
      printify: { currency: "USD", productCents: 1200, shippingCents: 400, totalCents: 1600 },
    });

    const status = (await reload(orderId)).status;
    const pf = printful.orders.find((order) => order.external_id === externalIdOf(orderId))!;
    pf.costs = { currency: "USD", subtotal: "11.50", shipping: "3.95", total: "16.70" };
    await handleReconcilePartnerOrdersJob();
    expect((await costsOf()).printful).toEqual({
      currency: "USD",
      productCents: 1150,
      shippingCents: 395,
      totalCents: 1670,
    });
    expect((await reload(orderId)).status).toBe(status);
  });
});
