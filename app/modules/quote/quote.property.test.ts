// The quote's promise, tried on random carts: what the checkout page is quoted is what the sandbox
// charges and what the order stores; a cart the quote refuses is refused and writes nothing.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { submitCheckout } from "~/modules/checkout/index.server";
import { sandboxProvider } from "~/modules/payments/index.server";
import { makeDrop, makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { productId, startPartnerFakes } from "../../../tests/support/fulfilment-fixtures";
import { quoteOrder } from "./quote.server";
import type { CartLine } from "./quote.schema";

const MINUTE = 60_000;
const germany = {
  ...shipping,
  address: "Hauptstr. 5",
  city: "Berlin",
  state: "Berlin",
  zipCode: "10115",
  country: "DE",
};
const DROP_STATES = {
  upcoming: { launchAt: new Date(Date.now() + 60 * MINUTE), endsAt: null, afterEnd: "normal" as const },
  live: { launchAt: new Date(Date.now() - MINUTE), endsAt: null, afterEnd: "normal" as const },
  removed: {
    launchAt: new Date(Date.now() - 60 * MINUTE),
    endsAt: new Date(Date.now() - MINUTE),
    afterEnd: "remove" as const,
  },
  kept: {
    launchAt: new Date(Date.now() - 60 * MINUTE),
    endsAt: new Date(Date.now() - MINUTE),
    afterEnd: "normal" as const,
  },
};

let pool: CartLine[] = [];
let users: string[] = [];
let codes: string[] = [];
let dropId = "";

beforeAll(async () => {
  await startPartnerFakes();
  const tee = await makeProduct({ name: "Floor Tee", basePrice: 2499 });
  await db.update(schema.products).set({ unitCost: 1900 }).where(eq(schema.products.id, tee.id));
  const hoodie = await makeProduct({ name: "Dear Hoodie", basePrice: 5550 });
  const gone = await makeProduct({ name: "Gone Tee", isActive: false });
  const { drop, product: dropped } = await makeDrop({ launchInMs: MINUTE });
  dropId = drop.id;
  const line = (id: string, size = "S", color = "White") => ({ productId: id, size, color, quantity: 1 });
  pool = [
    line(tee.id),
    line(tee.id, "M"),
    line(hoodie.id),
    line(gone.id),
    line(dropped.id),
    line(await productId("printful", "Fulfil Hoodie"), "M"),
    line(await productId("printify", "Fulfil Crewneck"), "S", "Black"),
  ];
  users = [await makeUser(), await makeUser()];
  const suffix = randomUUID().slice(0, 6);
  const code = async (name: string, values: Partial<typeof schema.promotions.$inferInsert>) => {
    await db.insert(schema.promotions).values({ code: `${name}${suffix}`, name, kind: "percent", ...values });
    return `${name}${suffix}`;
  };
  codes = [
    "",
    "NOPE",
    await code("PCT", { percentOff: 35 }),
    await code("FIX", { kind: "fixed", amountOff: 733 }),
    await code("SHIP", { kind: "free_shipping", minSubtotal: 5000 }),
    await code("ONCE", { percentOff: 10, oncePerCustomer: true }),
    await code("TWO", { percentOff: 15, usageLimit: 2 }),
  ];
}, 60_000);
afterAll(() => {
  Object.assign(env, { SHIPPING_RATES: "flat" });
});

const cases = fc.record({
  picks: fc.uniqueArray(fc.record({ index: fc.nat(6), quantity: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (pick) => pick.index,
  }),
  code: fc.nat(6),
  user: fc.nat(1),
  live: fc.boolean(),
  address: fc.constantFrom(shipping, germany),
  method: fc.constantFrom<number | string | null>(null, 0, 1, "bogus"),
  drop: fc.constantFrom(...(Object.keys(DROP_STATES) as (keyof typeof DROP_STATES)[])),
});

function formOf(lines: CartLine[], address: typeof shipping, code: string, method: string | null, key: string) {
  const form = new FormData();
  const values = { ...address, terms: "on", checkoutKey: key, promotionCode: code, shippingMethod: method ?? "" };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set("lines", JSON.stringify(lines));
  for (const [name, value] of Object.entries({ cardNumber: "4242424242424242", cardExpiry: "12/34", cardCvc: "123" }))
    form.set(name, value);
  return form;
}

describe("quote = payment = order", () => {
  it("holds for random carts, codes, addresses, methods and drop states", async () => {
    const outcomes = { paid: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(cases, async (run) => {
        Object.assign(env, { SHIPPING_RATES: run.live ? "partner" : "flat" });
        await db.update(schema.drops).set(DROP_STATES[run.drop]).where(eq(schema.drops.id, dropId));
        const lines = run.picks.map((pick) => ({ ...pool[pick.index]!, quantity: pick.quantity }));
        const context = { customerId: users[run.user]!, code: codes[run.code], address: run.address };
        const first = await quoteOrder(lines, context);
        const method = typeof run.method === "number" ? (first.shipping.options[run.method]?.id ?? null) : run.method;
        // What the checkout page shows for this cart, code, address and method.
        const page = await quoteOrder(lines, { ...context, shippingMethod: method });
        const key = randomUUID();
        const form = formOf(lines, run.address, codes[run.code]!, method, key);
        const result = await submitCheckout(form, { id: users[run.user]! }, sandboxProvider);
        const orders = await db.select().from(schema.orders).where(eq(schema.orders.checkoutKey, key));
        // The drops here have no edition or per-customer limit, so nothing is counted only under
        // the lock: the page's refusal is exactly what placing answers, and no refusal means paid.
        if (page.refusals.length) {
          expect(result).toMatchObject({ kind: "error", status: 409, detail: page.refusals[0]!.text });
          expect(orders).toEqual([]);
          outcomes.refused++;
          return;
        }
        expect(result.kind).toBe("paid");
        const [order] = orders;
        const payments = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
        expect(payments.map((payment) => [payment.amount, payment.state])).toEqual([[page.totals.total, "succeeded"]]);
        expect(order).toMatchObject({
          totalAmount: page.totals.total,
          subtotalAmount: page.totals.subtotal,
          discountAmount: page.totals.discount,
          shippingAmount: page.totals.shipping,
          shippingDiscountAmount: page.totals.shippingDiscount,
          shippingMethod: page.shipping.chosen!.name,
        });
        outcomes.paid++;
      }),
      { numRuns: 30 },
    );
    // Both sides of the property were walked, not only refusals.
    expect(outcomes.paid).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  }, 120_000);
});
