import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { sandboxProvider } from "./payment-provider.server";
import { submitCheckout } from "./submit-checkout.server";
import { makeProduct, makeUser, shipping } from "./testing.server";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

async function setup() {
  const userId = await makeUser();
  const product = await makeProduct({ basePrice: 2000 });
  const base = {
    ...shipping,
    checkoutKey: randomUUID(),
    terms: "on",
    lines: JSON.stringify([{ productId: product.id, size: "S", color: "White", quantity: 1, price: 1 }]),
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
  };
  return { userId, base };
}

describe("submitCheckout", () => {
  it("asks a visitor to sign in, before anything else", async () => {
    const { base } = await setup();
    expect(await submitCheckout(form(base), null, sandboxProvider)).toEqual({ kind: "auth-required" });
  });

  it("answers Cart Empty and Terms Required", async () => {
    const { userId, base } = await setup();
    const user = { id: userId };
    expect(await submitCheckout(form({ ...base, lines: "[]" }), user, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Cart Empty" },
    });
    const { terms: _terms, ...noTerms } = base;
    expect(await submitCheckout(form(noTerms), user, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Terms Required" },
    });
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(0);
  });

  it("returns field errors for every missing shipping field and a bad card", async () => {
    const { userId, base } = await setup();
    const blank = Object.fromEntries(Object.keys(shipping).map((key) => [key, " "]));
    const result = await submitCheckout(form({ ...base, ...blank, cardNumber: "12" }), { id: userId }, sandboxProvider);
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual([...Object.keys(shipping), "cardNumber"].sort());
  });

  it("maps failures to SPEC's messages and pays on retry with the same checkout key", async () => {
    const { userId, base } = await setup();
    const declined = await submitCheckout(
      form({ ...base, cardNumber: "4000000000000002" }),
      { id: userId },
      sandboxProvider,
    );
    expect(declined).toMatchObject({
      kind: "error",
      toast: {
        title: "Checkout Failed",
        description: "Payment processing failed. Please check your payment information and try again.",
      },
    });
    const paid = await submitCheckout(form(base), { id: userId }, sandboxProvider);
    expect(paid.kind).toBe("paid");
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentStatus: "paid", totalAmount: 2599 });
  });

  it("names an unavailable line and says to try again or contact support", async () => {
    const { userId, base } = await setup();
    const retired = await makeProduct({ name: "Old Cap", isActive: false });
    const lines = JSON.stringify([{ productId: retired.id, size: "S", color: "White", quantity: 1 }]);
    expect(await submitCheckout(form({ ...base, lines }), { id: userId }, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Checkout Failed", description: "Please try again or contact support" },
      detail: "Old Cap (S / White) is no longer available",
    });
  });

  it("tells the browser to start a new attempt when the key's order can no longer be paid", async () => {
    const { userId, base } = await setup();
    const declined = await submitCheckout(
      form({ ...base, cardNumber: "4000000000000002" }),
      { id: userId },
      sandboxProvider,
    );
    expect(declined).toMatchObject({ kind: "error" });
    expect(declined).not.toHaveProperty("restartAttempt");
    await db.update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.checkoutKey, base.checkoutKey));
    expect(await submitCheckout(form(base), { id: userId }, sandboxProvider)).toMatchObject({
      kind: "error",
      toast: { title: "Checkout Failed", description: "Please try again or contact support" },
      restartAttempt: true,
    });
    // Another customer's key, e.g. left in a shared browser.
    expect(await submitCheckout(form(base), { id: await makeUser() }, sandboxProvider)).toMatchObject({
      restartAttempt: true,
    });
    const fresh = await submitCheckout(form({ ...base, checkoutKey: randomUUID() }), { id: userId }, sandboxProvider);
    expect(fresh.kind).toBe("paid");
    expect(await db.select().from(schema.orders).where(eq(schema.orders.userId, userId))).toHaveLength(2);
  });
});
