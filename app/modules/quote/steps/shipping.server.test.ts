// The shipping step against a real database and the partner fakes: the flat rate, no price before
// a complete address with partner rates, the method asked for, free shipping off the cheapest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { shippingTuning } from "~/modules/shipping/index.server";
import { makeProduct, shipping as address } from "../../../../tests/support/checkout-fixtures";
import { productId, startPartnerFakes } from "../../../../tests/support/fulfilment-fixtures";
import { cataloguePrice } from "./catalogue-price.server";
import { shipping } from "./shipping.server";
import { startDraft, type QuoteContext, type QuoteDraft } from "./step.server";

const run = async (productId: string, context: QuoteContext, change: Partial<QuoteDraft> = {}) =>
  shipping({
    ...(await cataloguePrice(startDraft([{ productId, size: "M", color: "White", quantity: 1 }], context))),
    ...change,
  });
const freeShipping = (draft: QuoteDraft): Partial<QuoteDraft> => ({
  promotion: { ...draft.promotion, freeShipping: true },
});

describe("the shipping step", () => {
  it("charges the flat rate, and takes it off with free shipping", async () => {
    const product = await makeProduct();
    const draft = await run(product.id, { customerId: null });
    expect(draft.shipping).toMatchObject({ pending: false, chosen: { id: "flat", priceCents: 599 } });
    expect(draft.shippingDiscount).toBe(0);
    const free = await run(product.id, { customerId: null });
    expect((await shipping({ ...free, ...freeShipping(free) })).shippingDiscount).toBe(599);
  });

  describe("with partner rates", () => {
    beforeAll(async () => {
      await startPartnerFakes();
      Object.assign(env, { SHIPPING_RATES: "partner" });
      Object.assign(shippingTuning, { timeoutMs: 2000 });
    });
    afterAll(() => {
      Object.assign(env, { SHIPPING_RATES: "flat" });
    });

    it("waits for a complete address, then offers the partner's options, the one asked for chosen", async () => {
      const hoodie = await productId("printful", "Fulfil Hoodie");
      const pending = await run(hoodie, { customerId: null, address: { ...address, zipCode: "" } });
      expect(pending.shipping).toEqual({ pending: true, options: [], chosen: null, message: null });
      const quoted = await run(hoodie, { customerId: null, address });
      expect(quoted.shipping.options.length).toBeGreaterThan(1);
      const [cheapest, dearer] = quoted.shipping.options;
      expect(quoted.shipping.chosen).toEqual(cheapest);
      const asked = await run(hoodie, { customerId: null, address, shippingMethod: dearer!.id });
      expect(asked.shipping.chosen).toEqual(dearer);
      // Free shipping covers the cheapest method's price, whatever was chosen.
      const free = await shipping({ ...asked, ...freeShipping(asked) });
      expect(free.shippingDiscount).toBe(cheapest!.priceCents);
    });
  });
});
