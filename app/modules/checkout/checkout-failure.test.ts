// Checkout failures are typed: each kind gets docs/spec.md §8's toast, whatever the error says.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CHECKOUT_FAILURE_KINDS, checkoutFailureMessage, isNetworkFailure } from "./checkout-failure";
import { sandboxProvider, type PaymentProvider } from "~/modules/payments/index.server";
import { submitCheckout } from "./submit-checkout.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";

const PAYMENT = "Payment processing failed. Please check your payment information and try again.";
const NETWORK = "Network error. Please check your connection and try again.";
const OTHER = "Please try again or contact support";

async function submit(provider: PaymentProvider, overrides: Record<string, string> = {}) {
  const userId = await makeUser();
  const product = await makeProduct();
  const values: Record<string, string> = {
    ...shipping,
    checkoutKey: randomUUID(),
    terms: "on",
    lines: JSON.stringify([{ productId: product.id, size: "S", color: "White", quantity: 1 }]),
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return submitCheckout(form, { id: userId }, provider);
}

/** The sandbox, but its payment start throws `error`. */
const throwing = (error: unknown): PaymentProvider => ({
  ...sandboxProvider,
  async startPayment() {
    throw error;
  },
});

describe("checkout failure kinds", () => {
  it("map to SPEC section 8's texts", () => {
    expect(Object.fromEntries(CHECKOUT_FAILURE_KINDS.map((kind) => [kind, checkoutFailureMessage(kind)]))).toEqual({
      "payment-declined": PAYMENT,
      network: NETWORK,
      validation: OTHER,
      conflict: OTHER,
      unexpected: OTHER,
    });
  });

  it("recognise a connection failure by its code or type, not its words", () => {
    expect(isNetworkFailure(Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } }))).toBe(
      true,
    );
    expect(isNetworkFailure({ type: "StripeConnectionError", message: "x" })).toBe(true);
    expect(isNetworkFailure(new Error("network connection payment ECONNREFUSED"))).toBe(false);
  });

  it("a declined card is payment-declined (402)", async () => {
    const result = await submit(sandboxProvider, { cardNumber: "4000 0000 0000 0002" });
    expect(result).toMatchObject({
      kind: "error",
      status: 402,
      failure: "payment-declined",
      toast: { title: "Checkout Failed", description: PAYMENT },
    });
  });

  it("a provider that cannot be reached is network (503); an error merely saying 'payment' is not a decline", async () => {
    const refused = Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
    expect(await submit(throwing(refused))).toMatchObject({
      status: 503,
      failure: "network",
      toast: { description: NETWORK },
    });
    expect(await submit(throwing(new Error("payment network exploded")))).toMatchObject({
      status: 503,
      failure: "unexpected",
      toast: { description: OTHER },
    });
  });

  it("an unreadable cart is validation; a product gone from the catalogue is conflict", async () => {
    expect(await submit(sandboxProvider, { lines: "not json" })).toMatchObject({
      status: 400,
      failure: "validation",
      toast: { description: OTHER },
    });
    const gone = await makeProduct({ isActive: false });
    const lines = JSON.stringify([{ productId: gone.id, size: "S", color: "White", quantity: 1 }]);
    expect(await submit(sandboxProvider, { lines })).toMatchObject({
      status: 409,
      failure: "conflict",
      toast: { description: OTHER },
    });
  });
});
