// Tax on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL; decision 064): the quote's
// tax step with the owner's table, rounding per line (the order's tax the sum of its lines), prices
// that include tax, the order's stored tax, and a refund that gives a line's tax back with it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { payForOrder, refund, sandboxProvider } from "~/modules/payments/index.server";
import { quoteOrder } from "~/modules/quote/index.server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { taxOn } from "./tax-math";
import { addTaxRate, forgetTaxTable, savePricesIncludeTax } from "./tax-rates.server";

const california = { ...shipping, city: "Los Angeles", state: "CA", zipCode: "90012" };
const oregon = shipping;
const london = { ...shipping, city: "London", state: "", zipCode: "SW1A 1AA", country: "GB" };

const line = (productId: string, quantity = 1) => ({ productId, size: "M", color: "White", quantity });

beforeAll(() => {
  Object.assign(env, { TAX: "rates" });
});
afterAll(() => {
  Object.assign(env, { TAX: "none" });
});
beforeEach(async () => {
  await db.delete(schema.taxRates);
  await savePricesIncludeTax(false);
  await addTaxRate({ country: "US", region: "CA", rate: 7.25, taxShipping: false });
  await addTaxRate({ country: "GB", region: "", rate: 20, taxShipping: true });
});

describe("the tax of one amount", () => {
  it("rounds half up on top, and derives the net from a price that includes it", () => {
    expect(taxOn(1000, 7.25, false)).toBe(73); // 72.5
    expect(taxOn(999, 7.25, false)).toBe(72); // 72.43
    expect(taxOn(2400, 20, true)).toBe(400); // 2400 = 2000 net + 400
    expect(taxOn(1000, 20, true)).toBe(167); // net 833.33 → 833
    expect(taxOn(0, 20, false)).toBe(0);
    expect(taxOn(1000, 0, false)).toBe(0);
  });
});

describe("the quote's tax step (TAX=rates)", () => {
  it("TAX=none adds nothing: no tax in the quote, the total as before", async () => {
    Object.assign(env, { TAX: "none" });
    try {
      const product = await makeProduct({ basePrice: 2000 });
      const quote = await quoteOrder([line(product.id)], { customerId: null, address: california });
      expect(quote.tax).toBeUndefined();
      expect(quote.totals.total).toBe(2000 + 599);
    } finally {
      Object.assign(env, { TAX: "rates" });
    }
  });

  it("waits for a complete address, then taxes California's lines and not its shipping", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const pending = await quoteOrder([line(product.id)], { customerId: null, address: { ...california, zipCode: "" } });
    expect(pending.tax).toMatchObject({ pending: true, amount: 0 });
    expect(pending.totals.total).toBe(2599);
    const quote = await quoteOrder([line(product.id, 2)], { customerId: null, address: california });
    expect(quote.tax).toMatchObject({ pending: false, included: false, amount: 290, label: "California 7.25 %" });
    expect(quote.tax!.lines).toEqual([{ amount: 290, rate: 7.25, jurisdiction: "California" }]);
    expect(quote.tax!.shipping.amount).toBe(0);
    expect(quote.totals.total).toBe(4000 + 599 + 290);
  });

  it("taxes the United Kingdom's shipping with its lines; Oregon (no row) pays none", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const uk = await quoteOrder([line(product.id)], { customerId: null, address: london });
    expect(uk.tax).toMatchObject({ amount: 400 + 120, label: "United Kingdom 20 %" });
    expect(uk.tax!.shipping).toEqual({ amount: 120, rate: 20, jurisdiction: "United Kingdom" });
    expect(uk.totals.total).toBe(2000 + 599 + 520);
    const or = await quoteOrder([line(product.id)], { customerId: null, address: oregon });
    expect(or.tax).toMatchObject({ pending: false, amount: 0, label: null });
    expect(or.totals.total).toBe(2599);
  });

  it("rounds each line to the cent: the quote's tax is the sum of its lines, not the rounded whole", async () => {
    // Three lines of $9.99 at 7.25 %: 72.43 each → 72 each, 216 in all (the whole, 217.28, would be 217).
    const products = await Promise.all([1, 2, 3].map(() => makeProduct({ basePrice: 999 })));
    const quote = await quoteOrder(
      products.map((product) => line(product.id)),
      { customerId: null, address: california },
    );
    expect(quote.tax!.lines.map((taxed) => taxed.amount)).toEqual([72, 72, 72]);
    expect(quote.tax!.amount).toBe(216);
  });

  it("taxes what is paid: a promotion lowers the tax with the price", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const code = `TAX${randomUUID().slice(0, 6)}`;
    await db.insert(schema.promotions).values({ code, name: code, kind: "percent", percentOff: 50 });
    const quote = await quoteOrder([line(product.id)], { customerId: null, address: california, code });
    expect(quote.totals.discount).toBe(1000);
    expect(quote.tax!.amount).toBe(73); // 7.25 % of $10.00
  });

  it("prices that include tax: the same total, the tax derived from it", async () => {
    await savePricesIncludeTax(true);
    const product = await makeProduct({ basePrice: 2400 });
    const quote = await quoteOrder([line(product.id)], { customerId: null, address: london });
    expect(quote.tax).toMatchObject({ included: true, amount: 400 + 100, name: "VAT" });
    expect(quote.totals.total).toBe(2400 + 599);
  });

  it("reads a changed table at once (the cache is emptied by every write)", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    await addTaxRate({ country: "US", region: "OR", rate: 10, taxShipping: false });
    const quote = await quoteOrder([line(product.id)], { customerId: null, address: oregon });
    expect(quote.tax!.amount).toBe(200);
    forgetTaxTable();
  });
});

describe("an order with tax", () => {
  let userId: string;
  beforeAll(async () => {
    userId = await makeUser("Tax Payer");
  });

  async function paidOrder(address: typeof shipping) {
    const products = await Promise.all([2000, 1000].map((basePrice) => makeProduct({ basePrice })));
    const { order } = await placeOrder({
      userId,
      checkoutKey: randomUUID(),
      lines: [line(products[0]!.id), line(products[1]!.id, 3)],
      shipping: address,
    });
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    return { order, items };
  }

  it("stores each line's tax, rate and jurisdiction and the total, and the payment includes it", async () => {
    const { order, items } = await paidOrder(california);
    expect(items.map((item) => [item.price, item.taxAmount, item.taxRate, item.taxJurisdiction]).sort()).toEqual([
      [1000, 218, 7.25, "California"], // 3 × $10.00 = $30.00 → 217.5 → 218
      [2000, 145, 7.25, "California"],
    ]);
    expect(order).toMatchObject({ taxAmount: 363, shippingTaxAmount: 0, taxIncluded: false });
    expect(order.taxLabel).toBe("California 7.25 %");
    expect(order.totalAmount).toBe(5000 + 599 + 363);
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(payment!.amount).toBe(order.totalAmount);
    // The confirmation email's job carries the tax it prints.
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-order-confirmation"));
    const mine = jobs.find((job) => (job.payload as { orderId: string }).orderId === order.id)!;
    expect((mine.payload as { tax: unknown }).tax).toEqual({
      amount: 363,
      included: false,
      label: "California 7.25 %",
    });
  });

  it("a refund of one line gives its tax back with it", async () => {
    const { order, items } = await paidOrder(california);
    const tees = items.find((item) => item.price === 1000)!;
    const outcome = await refund(order.id, { lines: [{ itemId: tees.id, quantity: 1 }] }, { actor: null });
    // One of three: $10.00 and a third of its $2.18 tax.
    expect(outcome).toEqual({ ok: true, refunded: 1000 + 73 });
    const [row] = await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id));
    expect(row!.lines).toEqual([{ itemId: tees.id, quantity: 1, amount: 1073, tax: 73 }]);
    // The rest of the line: its tax to the last cent.
    const rest = await refund(order.id, { lines: [{ itemId: tees.id, quantity: 2 }] }, { actor: null });
    expect(rest).toEqual({ ok: true, refunded: 2000 + 145 });
  });

  it("prices that include tax: a line's refund is what it paid, its tax inside it", async () => {
    await savePricesIncludeTax(true);
    const { order, items } = await paidOrder(london);
    expect(order).toMatchObject({ taxIncluded: true, totalAmount: 5000 + 599, taxLabel: "VAT" });
    // $20.00 → 333, $30.00 → 500, shipping $5.99 → 100.
    expect(order.taxAmount).toBe(333 + 500 + 100);
    const shirt = items.find((item) => item.price === 2000)!;
    const outcome = await refund(order.id, { lines: [{ itemId: shirt.id, quantity: 1 }] }, { actor: null });
    expect(outcome).toEqual({ ok: true, refunded: 2000 });
  });
});
