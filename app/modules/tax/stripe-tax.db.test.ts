// TAX=stripe against the fake Stripe API (tests/fakes/stripe-tax.ts), on a real database: the
// quote's calculation, the sale recorded once paid, a reversal for a refund, and the refusal that
// writes nothing when Stripe Tax answers 500.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { placeOrder } from "~/modules/checkout/index.server";
import {
  handleTaxReversalJob,
  handleTaxSaleJob,
  payForOrder,
  refund,
  sandboxProvider,
  TAX_REVERSAL_JOB,
  TAX_SALE_JOB,
} from "~/modules/payments/index.server";
import { quoteOrder } from "~/modules/quote/index.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import { card, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { TAX_REFUSAL } from "./tax-types";

const california = { ...shipping, city: "Los Angeles", state: "CA", zipCode: "90012" };
const london = { ...shipping, city: "London", state: "London", zipCode: "SW1A 1AA", country: "GB" };
let fake: FakeStripe;
let userId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(env, { TAX: "stripe", STRIPE_SECRET_KEY: "sk_test_tax", STRIPE_API_BASE: fake.url });
  userId = await makeUser("Stripe Tax Payer");
});
afterAll(async () => {
  Object.assign(env, { TAX: "none" });
  await fake.close();
});

const line = (productId: string, quantity = 1) => ({ productId, size: "M", color: "White", quantity });

async function runJobs(type: string, orderId: string, handle: (payload: unknown) => Promise<void>) {
  const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, type));
  const mine = jobs.filter((job) => (job.payload as { orderId: string }).orderId === orderId);
  for (const job of mine) await handle(job.payload);
  return mine.length;
}

describe("TAX=stripe", () => {
  it("quotes with Stripe Tax's calculation: each line's tax and the shipping's where it is taxed", async () => {
    const product = await makeProduct({ basePrice: 2800 });
    const ca = await quoteOrder([line(product.id)], { customerId: null, address: california });
    expect(ca.tax).toMatchObject({ pending: false, amount: 203, label: "California 7.25 %" });
    expect(ca.tax!.calculationId).toMatch(/^taxcalc_/);
    expect(ca.totals.total).toBe(2800 + 599 + 203);
    const uk = await quoteOrder([line(product.id)], { customerId: null, address: london });
    expect(uk.tax).toMatchObject({ amount: 560 + 120, shipping: { amount: 120 } });
    const sent = fake.requests.filter((request) => request.path === "/v1/tax/calculations").at(-1)!;
    expect(sent.body).toMatchObject({ currency: "usd", shipping_cost: { amount: "599", tax_behavior: "exclusive" } });
  });

  it("records the sale once paid, and reverses a refund of one line with its tax", async () => {
    const [tee, mug] = await Promise.all([makeProduct({ basePrice: 2800 }), makeProduct({ basePrice: 1000 })]);
    const { order } = await placeOrder({
      userId,
      checkoutKey: randomUUID(),
      lines: [line(tee.id), line(mug.id)],
      shipping: california,
    });
    expect(order).toMatchObject({ taxAmount: 203 + 73, totalAmount: 3800 + 599 + 276 });
    expect(order.taxCalculationId).toMatch(/^taxcalc_/);
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    expect(await runJobs(TAX_SALE_JOB, order.id, handleTaxSaleJob)).toBe(1);
    const [paid] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    const sale = fake.tax.transactions.find((row) => row.reference === order.id)!;
    expect(sale).toMatchObject({ type: "transaction", calculation: order.taxCalculationId });
    expect(paid!.taxTransactionId).toBe(sale.id);

    const [mugLine] = await db
      .select()
      .from(schema.orderItems)
      .where(and(eq(schema.orderItems.orderId, order.id), eq(schema.orderItems.price, 1000)));
    expect(await refund(order.id, { lines: [{ itemId: mugLine!.id, quantity: 1 }] })).toEqual({
      ok: true,
      refunded: 1073,
    });
    expect(await runJobs(TAX_REVERSAL_JOB, order.id, handleTaxReversalJob)).toBe(1);
    const reversal = fake.tax.transactions.find(
      (row) =>
        row.type === "reversal" &&
        row.reversal &&
        (row.reversal as { original_transaction: string }).original_transaction === sale.id,
    );
    expect(reversal).toMatchObject({ amount_total: -1073 });
  });

  it("refuses the checkout in its words and writes nothing when Stripe Tax answers 500", async () => {
    const product = await makeProduct({ basePrice: 2800 });
    const checkoutKey = randomUUID();
    fake.tax.failCalculations(true);
    try {
      const placing = placeOrder({ userId, checkoutKey, lines: [line(product.id)], shipping: california });
      await expect(placing).rejects.toMatchObject({ name: "CheckoutError", kind: "validation" });
      await expect(placing).rejects.toThrow(TAX_REFUSAL);
      const written = await db.select().from(schema.orders).where(eq(schema.orders.checkoutKey, checkoutKey));
      expect(written).toEqual([]);
    } finally {
      fake.tax.failCalculations(false);
    }
  });
});
