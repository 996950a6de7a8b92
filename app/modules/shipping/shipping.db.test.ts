// Live partner shipping rates against a real database and the partner fakes: placeOrder re-quotes,
// stores the chosen method, the fulfilment sends it on; the cache and the flat fallback (decision 046).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { answerQuoteRequest } from "~/modules/quote/index.server";
import { payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { productId, runFulfilmentJobs, startPartnerFakes } from "../../../tests/support/fulfilment-fixtures";
import { FALLBACK_MESSAGE } from "./shipping-options";
import {
  clearShippingCache,
  limitShippingQuotes,
  quoteShipping,
  SHIPPING_QUOTE_LIMIT,
  ShippingQuotesLimited,
  shippingTuning,
} from "./quote.server";

let fakes: Awaited<ReturnType<typeof startPartnerFakes>>;
const germany = { ...shipping, address: "Hauptstr. 5", city: "Berlin", state: "", zipCode: "10115", country: "DE" };

beforeAll(async () => {
  fakes = await startPartnerFakes();
  Object.assign(env, { SHIPPING_RATES: "partner" });
  Object.assign(shippingTuning, { timeoutMs: 2000 });
});
afterAll(() => {
  Object.assign(env, { SHIPPING_RATES: "flat" });
});
beforeEach(() => {
  clearShippingCache();
  fakes.printful.shipping.down = false;
  fakes.printify.shipping.down = false;
});

const hoodie = async (quantity = 2) => ({
  productId: await productId("printful", "Fulfil Hoodie"),
  size: "M",
  color: "White",
  quantity,
});
const crewneck = async () => ({
  productId: await productId("printify", "Fulfil Crewneck"),
  size: "S",
  color: "Black",
  quantity: 1,
});

async function order(lines: Awaited<ReturnType<typeof hoodie>>[], address = shipping, shippingMethod?: string) {
  const { order } = await placeOrder({
    userId: await makeUser(),
    checkoutKey: randomUUID(),
    lines,
    shipping: address,
    shippingMethod,
  });
  return order;
}

describe("partner shipping rates", () => {
  it("a US and a German address get their own rates; the cheapest is chosen unless another is asked for", async () => {
    const lines = [await hoodie()];
    const us = await quoteShipping(lines, shipping);
    expect(us.message).toBeNull();
    expect(us.options.map((o) => [o.id, o.priceCents, o.minDays, o.maxDays])).toEqual([
      ["standard", 475 + 200, 3, 5],
      ["express", 1299 + 300, 1, 2],
    ]);
    const de = await quoteShipping(lines, germany);
    expect(de.options.map((o) => [o.id, o.priceCents])).toEqual([
      ["standard", 899 + 300],
      ["express", 2199 + 500],
    ]);

    const cheapest = await order(lines, germany);
    expect(cheapest).toMatchObject({
      shippingAmount: 1199,
      shippingMethod: "Flat Rate",
      shippingEstimate: "5–8 business days",
    });
    expect(cheapest.totalAmount).toBe(cheapest.subtotalAmount + 1199);

    const express = await order(lines, shipping, "express");
    expect(express).toMatchObject({
      shippingAmount: 1599,
      shippingMethod: "Express",
      shippingEstimate: "1–2 business days",
      shippingParts: { printful: "express" },
    });
    expect(express.totalAmount).toBe(express.subtotalAmount + 1599);
    // An unknown method from the browser is never trusted: the cheapest applies.
    expect(await order(lines, shipping, "teleport")).toMatchObject({ shippingAmount: 675 });
  });

  it("free shipping takes off the cheapest method's price: a faster method pays the difference", async () => {
    const code = `FREE${randomUUID().slice(0, 6)}`;
    await db.insert(schema.promotions).values({ code, name: code, kind: "free_shipping" });
    const { order: placed } = await placeOrder({
      userId: await makeUser(),
      checkoutKey: randomUUID(),
      lines: [await hoodie()],
      shipping,
      shippingMethod: "express",
      promotionCode: code,
    });
    expect(placed).toMatchObject({ shippingAmount: 1599, shippingDiscountAmount: 675 });
    expect(placed.totalAmount).toBe(placed.subtotalAmount + 1599 - 675);
  });

  it("the chosen method goes to the partner with the order", async () => {
    const placed = await order([await hoodie()], shipping, "express");
    await payForOrder({ orderId: placed.id, userId: placed.userId!, card: card("4242424242424242") }, sandboxProvider);
    await runFulfilmentJobs(placed.id);
    const sent = fakes.printful.orders.find((candidate) => candidate.external_id === placed.id.replace(/-/g, ""));
    expect(sent?.shipping).toBe("EXPRESS");
  });

  it("an order over two partners and a demo product: the shared method, parts added, the flat rate for the demo line", async () => {
    const demo = await makeProduct({ name: `Demo ${randomUUID().slice(0, 4)}` });
    const lines = [await hoodie(), await crewneck(), { productId: demo.id, size: "S", color: "White", quantity: 1 }];
    const quote = await quoteShipping(lines, shipping);
    // Printful offers standard and express, Printify standard and priority: only standard is shared.
    expect(quote.options).toHaveLength(1);
    expect(quote.options[0]).toMatchObject({ id: "standard", priceCents: 675 + 475 + 599 });
    const placed = await order(lines);
    expect(placed).toMatchObject({
      shippingAmount: 1749,
      shippingParts: { printful: "standard", printify: "standard" },
    });
  });

  it("answers are cached per address and items for 10 minutes", async () => {
    const lines = [await hoodie()];
    const first = await quoteShipping(lines, shipping);
    fakes.printful.shipping.down = true;
    expect(await quoteShipping(lines, shipping)).toEqual(first);
    // Another address is not in the cache: the partner is asked, and it is down.
    expect((await quoteShipping(lines, germany)).message).toBe(FALLBACK_MESSAGE);
  });

  it("a partner down or refusing the country: the flat rate with a message, and the order still goes through", async () => {
    const lines = [await hoodie()];
    fakes.printful.shipping.down = true;
    const down = await quoteShipping(lines, shipping);
    expect(down).toEqual({
      options: [expect.objectContaining({ id: "flat", priceCents: 599 })],
      message: FALLBACK_MESSAGE,
    });
    const placed = await order(lines, shipping, "express");
    expect(placed).toMatchObject({ shippingAmount: 599, shippingMethod: "Standard", shippingParts: null });
    fakes.printful.shipping.down = false;
    const france = { ...germany, city: "Paris", zipCode: "75001", country: "FR" };
    expect((await quoteShipping(lines, france)).message).toBe(FALLBACK_MESSAGE);
  });

  it("SHIPPING_RATES=flat: the flat rate, no partner asked", async () => {
    Object.assign(env, { SHIPPING_RATES: "flat" });
    try {
      fakes.printful.shipping.down = true;
      expect(await quoteShipping([await hoodie()], shipping)).toEqual({
        options: [expect.objectContaining({ id: "flat", priceCents: 599 })],
        message: null,
      });
      const placed = await order([await hoodie()], shipping, "express");
      const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, placed.id));
      expect(row).toMatchObject({ shippingAmount: 599, shippingMethod: "Standard" });
    } finally {
      Object.assign(env, { SHIPPING_RATES: "partner" });
    }
  });

  it("a burst of new addresses: one shared pace, one product lookup, the flat rate past its turn", async () => {
    const lines = [await hoodie()];
    Object.assign(shippingTuning, { maxPacingWaitMs: 1500 });
    const before = fakes.printful.requests.length;
    const started = Date.now();
    try {
      const quotes = await Promise.all(
        Array.from({ length: 20 }, (_, index) => quoteShipping(lines, { ...shipping, zipCode: `100${10 + index}` })),
      );
      const calls = fakes.printful.requests.slice(before);
      console.log(`20 addresses at once: ${calls.length} Printful calls in ${Date.now() - started} ms`);
      // Printful's pace is 120 a minute: 1.5 s of turns is four calls, not the forty of before.
      expect(calls.length).toBeLessThanOrEqual(5);
      expect(calls.filter((call) => call.path.startsWith("/store/products")).length).toBeLessThanOrEqual(1);
      expect(quotes.filter((quote) => quote.message === null).length).toBeGreaterThan(0);
      expect(quotes.filter((quote) => quote.message === FALLBACK_MESSAGE).length).toBeGreaterThan(10);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      Object.assign(shippingTuning, { maxPacingWaitMs: 3000 });
    }
  });

  it(`limits each client to ${SHIPPING_QUOTE_LIMIT.max} quotes in 10 minutes`, async () => {
    for (let quote = 1; quote <= SHIPPING_QUOTE_LIMIT.max; quote++) {
      expect(await limitShippingQuotes("10.60.0.1")).toBeNull();
    }
    expect(await limitShippingQuotes("10.60.0.1")).toMatch(
      /^Too many shipping quotes\. Please try again in \d+ minutes?\.$/,
    );
    expect(await limitShippingQuotes("10.60.0.2")).toBeNull();
  });

  it("counts only the quotes that ask the partners: an address the cache answers is never limited", async () => {
    const lines = [await hoodie()];
    const client = "10.60.0.3";
    const { max } = SHIPPING_QUOTE_LIMIT;
    // A small limit, so the partner's pace (120 calls a minute) does not make the test long.
    Object.assign(SHIPPING_QUOTE_LIMIT, { max: 5 });
    try {
      // A shopper going back and forth between methods, codes and fields re-quotes one address.
      for (let quote = 0; quote < 12; quote++) {
        expect((await quoteShipping(lines, shipping, client)).message).toBeNull();
      }
      // New addresses each ask the partners; the first address counted once, so four more fit.
      for (const zip of ["20001", "20002", "20003", "20004"]) {
        expect((await quoteShipping(lines, { ...shipping, zipCode: zip }, client)).message).toBeNull();
      }
      const refused = quoteShipping(lines, { ...shipping, zipCode: "20005" }, client);
      await expect(refused).rejects.toBeInstanceOf(ShippingQuotesLimited);
      await expect(refused).rejects.toThrow(/^Too many shipping quotes\. Please try again in \d+ minutes?\.$/);
      // Still answered from the cache, and another client is not held back.
      expect((await quoteShipping(lines, shipping, client)).message).toBeNull();
      expect((await quoteShipping(lines, { ...shipping, zipCode: "20005" }, "10.60.0.4")).message).toBeNull();
      // The cart's quote answers the limited client 429 with the message; the cached address still quotes.
      const ask = (zipCode: string) => answerQuoteRequest({ lines, address: { ...shipping, zipCode } }, null, client);
      expect(await ask("20006")).toMatchObject({ ok: false, status: 429, error: expect.stringMatching(/^Too many/) });
      expect(await ask(shipping.zipCode)).toMatchObject({ ok: true });
    } finally {
      Object.assign(SHIPPING_QUOTE_LIMIT, { max });
    }
  });
});
