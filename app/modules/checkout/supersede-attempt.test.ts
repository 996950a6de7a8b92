// A new checkout attempt ends the unpaid order of the one it replaces (decision 047): the order's
// PaymentIntent is cancelled, its one-per-customer code and drop units are free for the new
// order; a paid order, another customer's and a bad key are left alone (PGlite, or PostgreSQL).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentReferenceOf } from "../../../tests/support/payment-fixtures";
import { createStripeClient } from "~/integrations/stripe/stripe.server";
import { db, schema } from "~/lib/db.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { startFakeStripe, type FakeStripe } from "../../../tests/fakes/stripe-server";
import { sandboxProvider, stripeProvider, type PaymentProvider } from "~/modules/payments/index.server";
import { CHECKOUT_REMINDER_JOB } from "./checkout-reminder.server";
import { submitCheckout, type CheckoutResult } from "./submit-checkout.server";

let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = stripeProvider(createStripeClient({ secretKey: "sk_test_fake", apiBase: fake.url }));
});
afterAll(() => fake.close());

const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const eventsOf = async (id: string) =>
  (await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, id))).map((event) => event.type);
const jobsFor = async (id: string) =>
  (await db.select().from(schema.jobs)).filter((job) => JSON.stringify(job.payload).includes(id));

/** A product sold as a live drop of `editionSize` units. */
async function dropProduct(editionSize: number) {
  const product = await makeProduct({ basePrice: 2000, name: `Drop Tee ${randomUUID().slice(0, 4)}` });
  const [drop] = await db
    .insert(schema.drops)
    .values({ name: "Night Shift", slug: `night-shift-${randomUUID().slice(0, 8)}`, launchAt: new Date(0) })
    .returning();
  await db
    .insert(schema.dropProducts)
    .values({ dropId: drop!.id, productId: product.id, productHandle: product.handle, editionSize });
  return product;
}

async function oncePerCustomerCode() {
  const code = `ONCE${randomUUID().slice(0, 6)}`;
  await db
    .insert(schema.promotions)
    .values({ code, name: code, kind: "percent", percentOff: 10, oncePerCustomer: true });
  return code;
}

function checkout(values: { productId: string; checkoutKey: string; previousCheckoutKey?: string; code?: string }) {
  const data = new FormData();
  const fields: Record<string, string> = {
    ...shipping,
    terms: "on",
    checkoutKey: values.checkoutKey,
    lines: JSON.stringify([{ productId: values.productId, size: "S", color: "White", quantity: 1 }]),
    promotionCode: values.code ?? "",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
  };
  if (values.previousCheckoutKey !== undefined) fields.previousCheckoutKey = values.previousCheckoutKey;
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function orderIdOf(result: CheckoutResult) {
  if (result.kind !== "confirm" && result.kind !== "paid")
    throw new Error(`checkout answered ${JSON.stringify(result)}`);
  return result.orderId;
}

describe("a new checkout attempt supersedes the previous one", () => {
  it("cancels the unpaid order and its PaymentIntent, and frees its one-per-customer code and drop unit", async () => {
    const userId = await makeUser();
    const product = await dropProduct(1);
    const code = await oncePerCustomerCode();
    const first = randomUUID();
    const firstId = orderIdOf(
      await submitCheckout(checkout({ productId: product.id, checkoutKey: first, code }), { id: userId }, stripe),
    );
    const firstIntent = (await paymentReferenceOf(firstId))!;
    expect(fake.intents.get(firstIntent)!.status).not.toBe("canceled");

    // Without the previous key, the held code use refuses the new attempt (before the drop's last unit does).
    const refused = await submitCheckout(
      checkout({ productId: product.id, checkoutKey: randomUUID(), code }),
      { id: userId },
      stripe,
    );
    expect(refused).toMatchObject({ kind: "error", detail: "You have already used this code" });

    const second = await submitCheckout(
      checkout({ productId: product.id, checkoutKey: randomUUID(), previousCheckoutKey: first, code }),
      { id: userId },
      stripe,
    );
    expect(second.kind).toBe("confirm");
    const secondOrder = await reload(orderIdOf(second));
    expect(secondOrder).toMatchObject({ status: "pending", paymentStatus: "unpaid", discountAmount: 200 });
    expect(await reload(firstId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "unpaid",
      notes: expect.stringMatching(/^Cancelled on .*: replaced by a new checkout attempt before it was paid$/),
    });
    expect(await eventsOf(firstId)).toEqual(expect.arrayContaining(["placed", "superseded"]));
    expect(fake.intents.get(firstIntent)!.status).toBe("canceled");
    // No email, no refund: nothing was paid and the shopper is still at the checkout. Only the
    // reminder queued with the order remains, and it sends nothing for a cancelled order.
    expect((await jobsFor(firstId)).map((job) => job.type)).toEqual([CHECKOUT_REMINDER_JOB]);
  });

  it("leaves an order whose payment succeeded meanwhile, and places the new one normally", async () => {
    const userId = await makeUser();
    const product = await makeProduct({ basePrice: 2500 });
    const first = randomUUID();
    const firstId = orderIdOf(
      await submitCheckout(checkout({ productId: product.id, checkoutKey: first }), { id: userId }, stripe),
    );
    const intent = fake.intents.get((await paymentReferenceOf(firstId))!)!;
    intent.status = "succeeded"; // paid in the browser; the webhook has not arrived yet
    const second = await submitCheckout(
      checkout({ productId: product.id, checkoutKey: randomUUID(), previousCheckoutKey: first }),
      { id: userId },
      stripe,
    );
    expect(second.kind).toBe("confirm");
    expect(orderIdOf(second)).not.toBe(firstId);
    expect(await reload(firstId)).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    expect(intent.status).toBe("succeeded");
    expect(await eventsOf(firstId)).toEqual(["placed"]);
  });

  it("never touches a paid order", async () => {
    const userId = await makeUser();
    const product = await dropProduct(5);
    const first = randomUUID();
    const paid = await submitCheckout(
      checkout({ productId: product.id, checkoutKey: first }),
      { id: userId },
      sandboxProvider,
    );
    expect(paid.kind).toBe("paid");
    const next = await submitCheckout(
      checkout({ productId: product.id, checkoutKey: randomUUID(), previousCheckoutKey: first }),
      { id: userId },
      sandboxProvider,
    );
    expect(next.kind).toBe("paid");
    expect(await reload(orderIdOf(paid))).toMatchObject({ status: "pending", paymentStatus: "paid" });
    expect(await eventsOf(orderIdOf(paid))).not.toContain("superseded");
  });

  it("ignores another customer's key, an unknown or malformed one and the attempt's own key", async () => {
    const owner = await makeUser();
    const product = await makeProduct({ basePrice: 2000 });
    const ownersKey = randomUUID();
    const ownersOrder = orderIdOf(
      await submitCheckout(checkout({ productId: product.id, checkoutKey: ownersKey }), { id: owner }, stripe),
    );
    const intent = fake.intents.get((await paymentReferenceOf(ownersOrder))!)!;

    const stranger = await makeUser();
    for (const previousCheckoutKey of [ownersKey, randomUUID(), "not-a-key", "' or 1=1 --", ""]) {
      const result = await submitCheckout(
        checkout({ productId: product.id, checkoutKey: randomUUID(), previousCheckoutKey }),
        { id: stranger },
        stripe,
      );
      expect(result.kind, previousCheckoutKey).toBe("confirm");
    }
    // The owner's retry of the same attempt, naming that attempt as its previous one.
    const retry = await submitCheckout(
      checkout({ productId: product.id, checkoutKey: ownersKey, previousCheckoutKey: ownersKey }),
      { id: owner },
      stripe,
    );
    expect(orderIdOf(retry)).toBe(ownersOrder);
    expect(await reload(ownersOrder)).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    expect(intent.status).not.toBe("canceled");
    expect(await eventsOf(ownersOrder)).toEqual(["placed"]);
  });
});
