// Why a checkout failed, as a type: each kind maps to docs/spec.md §8's 'Checkout Failed' toast
// text, so no message is chosen by searching an error's text.
export const CHECKOUT_FAILURE_KINDS = ["payment-declined", "network", "validation", "conflict", "unexpected"] as const;
/**
 * payment-declined: the provider refused or did not complete the payment; network: a provider or
 * the shop could not be reached; validation: the submitted cart or form cannot be read; conflict:
 * the cart no longer matches the catalogue or the order (out of stock, changed, cancelled);
 * unexpected: anything else (logged on the server).
 */
export type CheckoutFailureKind = (typeof CHECKOUT_FAILURE_KINDS)[number];

export const CHECKOUT_FAILED = "Checkout Failed";

const DESCRIPTIONS: Record<CheckoutFailureKind, string> = {
  "payment-declined": "Payment processing failed. Please check your payment information and try again.",
  network: "Network error. Please check your connection and try again.",
  validation: "Please try again or contact support",
  conflict: "Please try again or contact support",
  unexpected: "Please try again or contact support",
};

/** docs/spec.md §8: the 'Checkout Failed' toast's message for each kind of failure. */
export function checkoutFailureMessage(kind: CheckoutFailureKind) {
  return DESCRIPTIONS[kind];
}

/** Error codes Node and fetch give a connection that failed or timed out. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/**
 * Whether a thrown error is a connection failure, read from its type and code (a fetch
 * TypeError's cause, Stripe's StripeConnectionError, an abort on timeout), never its message.
 */
export function isNetworkFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const fields = current as { code?: unknown; type?: unknown; name?: unknown; cause?: unknown };
    if (typeof fields.code === "string" && NETWORK_CODES.has(fields.code)) return true;
    if (fields.type === "StripeConnectionError" || fields.name === "TimeoutError") return true;
    current = fields.cause;
  }
  return false;
}
