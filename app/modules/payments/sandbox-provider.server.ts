// The sandbox: a provider that answers at once, so it walks the same start → event → status path
// as Stripe without any network. Its payment ids come from the attempt's key, like Stripe's
// idempotency keys: the same attempt is the same payment.
import { createHash } from "node:crypto";
import type { PaymentProvider } from "./provider.server";

// Stripe's documented test cards; every failure message says "payment" (docs/spec.md §8).
const SANDBOX_CARDS: Record<string, string | null> = {
  "4242424242424242": null,
  "4000000000000002": "Your card was declined: payment not authorised",
  "4000000000009995": "Your card has insufficient funds: payment not authorised",
};

const idFrom = (prefix: string, key: string) =>
  `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 32)}`;

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  cardEntry: "fields",
  async startPayment({ card, attempt }) {
    const reference = idFrom("sbx", attempt.key);
    if (!card) return { event: "failed", reference, message: "Card details are required for payment" };
    const number = card.cardNumber.replace(/\D/g, "");
    const message =
      number in SANDBOX_CARDS ? SANDBOX_CARDS[number] : "This card is not accepted by the test payment sandbox";
    if (message) return { event: "failed", reference, message };
    return { event: "succeeded", reference };
  },
  async paymentState() {
    // A sandbox payment is decided when it starts, so no row of it is ever left pending.
    return { state: "pending", amount: 0 };
  },
  async refund({ idempotencyKey }) {
    return { reference: idFrom("sbx_re", idempotencyKey) };
  },
  async cancelPayment() {
    return "cancelled";
  },
};
