// The payment provider port: what every way of taking money (the sandbox, Stripe) answers. One
// flow for all of them: start → the provider's events → the status derived from the rows.

export type PaymentRequest = { orderId: string; amount: number; currency: string };

/** The card the sandbox reads; a provider whose browser form holds the card (Stripe) gets none. */
export type CardDetails = { cardNumber: string };

/**
 * One attempt to pay an order: `key` names it (the same key finds the same payment again, so a
 * doubled submit charges once), `reference` is the provider's payment the order already has, if any.
 */
export type PaymentAttempt = { key: string; reference: string | null };

/**
 * What starting a payment led to, as the provider's first event on it: succeeded or failed at once
 * (the sandbox, or a PaymentIntent already paid), or pending while the browser confirms it.
 */
export type PaymentStart =
  | { reference: string; event: "succeeded" }
  | { reference: string; event: "failed"; message: string }
  | { reference: string; event: "pending"; clientSecret: string };

export type PaymentState = "succeeded" | "failed" | "pending";

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /**
   * Where the customer types the card: our own fields (sent with the checkout form), or the
   * provider's element in the browser. The only difference the checkout sees; the flow is one.
   */
  readonly cardEntry: "fields" | "element";
  /** Starts (or, for the same attempt, finds again) the payment for an order. */
  startPayment(request: PaymentRequest & { card?: CardDetails; attempt: PaymentAttempt }): Promise<PaymentStart>;
  /** Asks the provider how a started payment stands, for reconciling without a webhook. */
  paymentState(reference: string): Promise<{ state: PaymentState; amount: number; orderId?: string }>;
  /** Gives back `amount` of a settled payment; retrying with the same key refunds once. */
  refund(request: PaymentRequest & { reference: string; idempotencyKey: string }): Promise<{ reference: string }>;
  /**
   * Cancels a payment that was started but never completed, so it can no longer be paid.
   * Answers "succeeded" instead when it was paid after all (the order must then stay).
   */
  cancelPayment(reference: string): Promise<"cancelled" | "succeeded">;
}

/** The provider that took a payment, by the name its payments row records. */
export type PickProvider = (name: string | null) => PaymentProvider;
