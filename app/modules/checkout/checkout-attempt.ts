// One checkout attempt per cart, shared by every tab: the same cart submitted twice (double
// click, two tabs, a retry after a declined card or a reload) carries the same checkout key.
import type { CartItem } from "~/modules/cart";
import type { CheckoutLine } from "./checkout.schema";

const ATTEMPT_KEY = "checkout_attempt";

export function checkoutLines(items: CartItem[]): CheckoutLine[] {
  return items.map((item) => ({
    productId: item.product_id,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    ...(item.personalisation ? { personalisation: item.personalisation } : {}),
  }));
}

function newKey() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Plain-http hosts have no randomUUID; build a v4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for this cart: kept while the cart stays the same, new when it changes. */
export function checkoutKeyFor(lines: CheckoutLine[]): string {
  const signature = JSON.stringify(lines);
  try {
    const saved = JSON.parse(window.localStorage.getItem(ATTEMPT_KEY) ?? "null") as {
      signature?: string;
      key?: string;
    } | null;
    if (saved?.signature === signature && saved.key) return saved.key;
  } catch {
    // unreadable: start a new attempt
  }
  const key = newKey();
  window.localStorage.setItem(ATTEMPT_KEY, JSON.stringify({ signature, key }));
  return key;
}

/**
 * On the order-success page: true once when the order came from this browser's current checkout
 * attempt, which then ends (the next cart, even an identical one, is a new purchase).
 */
export function finishCheckoutAttempt(checkoutKey: string | null) {
  if (!checkoutKey) return false;
  try {
    const saved = JSON.parse(window.localStorage.getItem(ATTEMPT_KEY) ?? "null") as { key?: string } | null;
    if (saved?.key !== checkoutKey) return false;
  } catch {
    return false;
  }
  window.localStorage.removeItem(ATTEMPT_KEY);
  return true;
}

/** Drops the current attempt; the next submit of this cart makes a new order. */
export function restartCheckoutAttempt() {
  window.localStorage.removeItem(ATTEMPT_KEY);
}
