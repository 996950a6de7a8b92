// One checkout attempt per cart, shared by every tab: the same cart submitted twice (double
// click, two tabs, a retry after a declined card or a reload) carries the same checkout key.
import type { CartLine } from "~/modules/quote";

const ATTEMPT_KEY = "checkout_attempt";

function newKey() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Plain-http hosts have no randomUUID; build a v4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What this browser keeps of its attempt: the cart's signature and key, whether that key was
 * submitted (it may have an order), and the key of the submitted attempt it replaced, if any.
 */
type SavedAttempt = { signature?: string; key?: string; submitted?: boolean; previous?: string };

/** The saved attempt; unreadable or tampered-with fields are dropped. */
function readAttempt(): SavedAttempt {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(ATTEMPT_KEY) ?? "null");
    if (!saved || typeof saved !== "object") return {};
    const { signature, key, submitted, previous } = saved as Record<string, unknown>;
    return {
      ...(typeof signature === "string" ? { signature } : {}),
      ...(typeof key === "string" && key ? { key } : {}),
      ...(submitted === true ? { submitted } : {}),
      ...(typeof previous === "string" && previous ? { previous } : {}),
    };
  } catch {
    return {};
  }
}

const saveAttempt = (attempt: SavedAttempt) => window.localStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));

/** The key of the last attempt that may hold an order: the current one once submitted, else the one it replaced. */
const heldKey = (saved: SavedAttempt) => (saved.submitted ? saved.key : saved.previous);

/** The attempt whose order a submit from this browser would reuse or replace, if any. */
export function heldCheckoutKey(): string | null {
  return typeof window === "undefined" ? null : (heldKey(readAttempt()) ?? null);
}

/** The key for this cart: kept while the cart stays the same, new when it changes. */
export function checkoutKeyFor(lines: CartLine[]): string {
  const signature = JSON.stringify(lines);
  const saved = readAttempt();
  if (saved.signature === signature && saved.key) return saved.key;
  const key = newKey();
  saveAttempt({ signature, key, previous: heldKey(saved) });
  return key;
}

/**
 * The attempt a submit carries: this cart's key, and the key of the attempt it replaces, whose
 * order the server ends if nobody paid for it (decision 047). A secret only this browser knows.
 */
export function submitAttempt(lines: CartLine[]): { key: string; previous: string | null } {
  const key = checkoutKeyFor(lines);
  const saved = readAttempt();
  saveAttempt({ ...saved, submitted: true });
  return { key, previous: saved.previous ?? null };
}

/**
 * On the order-success page: true once when the order came from this browser's current checkout
 * attempt, which then ends (the next cart, even an identical one, is a new purchase).
 */
export function finishCheckoutAttempt(checkoutKey: string | null) {
  if (!checkoutKey || readAttempt().key !== checkoutKey) return false;
  window.localStorage.removeItem(ATTEMPT_KEY);
  return true;
}

/** Drops the current attempt: the next submit of this cart makes a new order, which replaces its order. */
export function restartCheckoutAttempt() {
  const previous = heldKey(readAttempt());
  if (previous) saveAttempt({ previous });
  else window.localStorage.removeItem(ATTEMPT_KEY);
}

/**
 * A cart restored from a checkout reminder (decision 069): its next checkout replaces the reminded
 * order's attempt, whose key the reminder's link carried, as if this browser had submitted it.
 */
export function resumeCheckoutAttempt(checkoutKey: string | null) {
  saveAttempt(checkoutKey ? { previous: checkoutKey } : {});
}
