// Prices in the shopper's currency on a real database (decision 071): the quote converts and ends
// prices, the margin floor holds in the currency after rounding, fixed amounts and shipping are
// converted, a minimum spend compares in USD, and the order stores and is charged in the currency.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { convertMinor, presentPrice, type Presentment } from "~/lib/currencies";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { floorUnitPrice } from "~/lib/margin";
import { submitCheckout } from "~/modules/checkout/index.server";
import { sandboxProvider } from "~/modules/payments/index.server";
import { quoteOrder } from "~/modules/quote/index.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { forgetRates } from "./rates.server";

const EUR: Presentment = { code: "EUR", rate: "0.9714285714", rounding: "99" };
const JPY: Presentment = { code: "JPY", rate: "158.5371428571", rounding: "exact" };
const line = (productId: string, quantity = 1) => ({ productId, size: "S", color: "White", quantity });

async function makeCode(values: Partial<typeof schema.promotions.$inferInsert>) {
  const code = `FX${randomUUID().slice(0, 8)}`;
  await db.insert(schema.promotions).values({ code, name: code, kind: "percent", ...values });
  return code;
}

beforeAll(() => Object.assign(env, { CURRENCIES: ["EUR", "JPY"] }));
afterAll(() => Object.assign(env, { CURRENCIES: [] }));
beforeEach(async () => {
  await db.delete(schema.exchangeRates);
  await db.insert(schema.exchangeRates).values([
    { currency: "USD", perEuro: "1.05", feedDate: "2026-11-27", fetchedAt: new Date() },
    { currency: "JPY", perEuro: "163.20", feedDate: "2026-11-27", fetchedAt: new Date() },
  ]);
  await db.delete(schema.currencySettings);
  await db.insert(schema.currencySettings).values({ marginPercent: 2, rounding: "99" });
  forgetRates();
});

describe("a quote in the shopper's currency", () => {
  it("converts each price at the rate and ends it as the owner chose; shipping converted exactly", async () => {
    const product = await makeProduct({ basePrice: 2400 });
    const quote = await quoteOrder([line(product.id, 2)], { customerId: null, currency: EUR });
    expect(quote.currencyCode).toBe("EUR");
    // $24.00 × 0.9714… = €23.31 → €23.99; the line's total is price × quantity.
    expect(quote.lines[0]).toMatchObject({ unitPrice: 2399, lineTotal: 4798 });
    expect(quote.totals.shipping).toBe(convertMinor(599, "USD", "EUR", EUR.rate)); // €5.82
    expect(quote.totals.total).toBe(4798 + 582);
    // The order keeps its cost in USD.
    const yen = await quoteOrder([line(product.id)], { customerId: null, currency: JPY });
    expect(yen.lines[0]!.unitPrice).toBe(3805); // ¥3,804.89 → ¥3,805, no minor unit
    expect(yen.currencyCode).toBe("JPY");
  });

  it("a 90 %-off code stops at the margin floor converted to the currency, after rounding", async () => {
    const product = await makeProduct({ basePrice: 3000 });
    await db.update(schema.products).set({ unitCost: 1500 }).where(eq(schema.products.id, product.id));
    const code = await makeCode({ percentOff: 90 });
    const quote = await quoteOrder([line(product.id)], { customerId: null, code, currency: EUR });
    const price = presentPrice(3000, EUR); // €29.14 → €29.99
    const floor = floorUnitPrice(convertMinor(1500, "USD", "EUR", EUR.rate), env.MIN_MARGIN_PERCENT);
    expect(quote.lines[0]).toMatchObject({ unitPrice: price, limited: true, discount: price - floor });
    expect(quote.lines[0]!.lineTotal).toBe(floor);
    expect(quote.lines[0]!.unitCost).toBe(1500);
    expect(quote.promotion.notices).toEqual(["Discount limited on Test Tee"]);
  });

  it("a fixed amount off is converted; a minimum spend compares in USD and reads in the currency", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const tenOff = await makeCode({ kind: "fixed", percentOff: null, amountOff: 1000 });
    const quote = await quoteOrder([line(product.id)], { customerId: null, code: tenOff, currency: EUR });
    expect(quote.totals.discount).toBe(convertMinor(1000, "USD", "EUR", EUR.rate)); // €9.71

    const overFifty = await makeCode({ percentOff: 10, minSubtotal: 5000 });
    const short = await quoteOrder([line(product.id, 2)], { customerId: null, code: overFifty, currency: EUR });
    // 2 × €19.99 = €39.98 ≈ $41.16 < $50: refused, the minimum shown in euros.
    expect(short.refusals).toContainEqual({ kind: "code", text: "Spend EUR €48.57 to use this code" });
    const enough = await quoteOrder([line(product.id, 3)], { customerId: null, code: overFifty, currency: EUR });
    expect(enough.refusals).toEqual([]);
    expect(enough.totals.discount).toBe(Math.round((1999 * 3) / 10));
  });
});

describe("an order in the shopper's currency", () => {
  it("stores the currency, its amounts and the rate, and the sandbox charges it", async () => {
    const product = await makeProduct({ basePrice: 2400 });
    const form = new FormData();
    const values: Record<string, string> = {
      ...shipping,
      checkoutKey: randomUUID(),
      terms: "on",
      currency: "JPY",
      lines: JSON.stringify([line(product.id)]),
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12/34",
      cardCvc: "123",
    };
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    const result = await submitCheckout(form, { id: await makeUser() }, sandboxProvider);
    expect(result.kind).toBe("paid");
    const [order] = await db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, (result as { orderId: string }).orderId));
    // The owner's .99 ending on hundreds of yen: ¥3,804.89 → ¥3,899; shipping $5.99 → ¥950.
    expect(order).toMatchObject({ currency: "JPY", exchangeRate: "158.5371428571", subtotalAmount: 3899 });
    expect(order!.totalAmount).toBe(3899 + convertMinor(599, "USD", "JPY", JPY.rate));
    const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
    expect(payment).toMatchObject({ currency: "JPY", amount: order!.totalAmount });

    // A currency no longer offered is refused, and nothing is written.
    form.set("checkoutKey", randomUUID());
    form.set("currency", "GBP");
    const refused = await submitCheckout(form, { id: await makeUser() }, sandboxProvider);
    expect(refused).toMatchObject({ kind: "error", status: 409 });
  });
});
