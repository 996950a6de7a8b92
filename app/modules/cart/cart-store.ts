// The native-mode cart in browser storage (keys start with 'cart_'), shared by every tab.
import { useSyncExternalStore } from "react";
import { personalisationKey } from "~/modules/personalisation";
import { MAX_LINE_QUANTITY } from "~/lib/cart-limits";

export type CartItem = {
  id: string;
  product_id: string;
  name: string;
  /** Unit price in integer cents when added. Display only: the server reprices every line. */
  price: number;
  /** The currency of `price` (decision 071); absent: USD. */
  currency?: string;
  quantity: number;
  size: string;
  color: string;
  image: string | null;
  /** A personalised line's text, font, colour and picture (decision 043); the server checks it at checkout. */
  personalisation?: {
    texts: { fieldId: string; text: string; font: string; color: string }[];
    uploadId?: string | null;
  } | null;
};

export const CART_KEY = "cart_items";
const CHANGE_EVENT = "softdrop:cart";
const EMPTY: CartItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: CartItem[] = EMPTY;

export function readCart(): CartItem[] {
  if (typeof window === "undefined") return EMPTY;
  const raw = window.localStorage.getItem(CART_KEY);
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  cachedItems = parseStoredCart(raw);
  return cachedItems;
}

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() && value.length <= max ? value : undefined;

/**
 * Reads the stored cart as input: another build, an extension or a hand edit may have written
 * it. A line is repaired when its meaning is clear (a fractional price or quantity, a missing id
 * or image, the older camelCase product id, repeated lines) and dropped when it is not; the good
 * lines are kept. Never throws.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(parsed)) return EMPTY;
  const lines = new Map<string, CartItem>();
  for (const value of parsed) {
    const line = repairLine(value);
    if (!line) continue;
    const existing = lines.get(line.id);
    lines.set(line.id, existing ? { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) } : line);
  }
  return lines.size ? [...lines.values()] : EMPTY;
}

function repairLine(value: unknown): CartItem | undefined {
  if (!value || typeof value !== "object") return undefined;
  const item = value as Record<string, unknown>;
  const productId = text(item.product_id, 100) ?? text(item.productId, 100);
  const size = text(item.size, 60);
  const color = text(item.color, 60);
  const { quantity, price } = item;
  if (!productId || !size || !color) return undefined;
  if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity < 1) return undefined;
  // Kept as sent (bounded): the server checks it at checkout and refuses a tampered one with a message.
  const personalisation =
    item.personalisation &&
    typeof item.personalisation === "object" &&
    JSON.stringify(item.personalisation).length <= 4000
      ? (item.personalisation as CartItem["personalisation"])
      : null;
  return {
    id: cartLineId(productId, size, color, personalisation),
    product_id: productId,
    name: text(item.name, 200) ?? "",
    // Display only (the server reprices every line), so a broken price shows as nothing owed yet.
    price:
      typeof price === "number" && Number.isFinite(price) && price >= 0 ? Math.min(Math.round(price), 10_000_000) : 0,
    // A code as a currency is written; any other value is dropped (the line then reads as USD).
    ...(typeof item.currency === "string" && /^[A-Z]{3}$/.test(item.currency) ? { currency: item.currency } : {}),
    quantity: clampQuantity(quantity),
    size,
    color,
    image: text(item.image, 2000) ?? null,
    ...(personalisation ? { personalisation } : {}),
  };
}

/** Replaces the cart with lines from elsewhere (a checkout reminder's order), repaired as stored input. */
export function restoreCart(lines: unknown[]) {
  writeCart(parseStoredCart(JSON.stringify(lines)));
}

export function writeCart(items: CartItem[]) {
  window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

export function useCartCount(): number {
  return useCart().reduce((sum, item) => sum + item.quantity, 0);
}

export { MAX_LINE_QUANTITY };

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));

/** One line per product, size, colour and personalisation (two different names are two lines). */
export function cartLineId(
  productId: string,
  size: string,
  color: string,
  personalisation?: CartItem["personalisation"],
) {
  const personal = personalisation ? personalisationKeyOf(personalisation) : "";
  return personal ? `${productId}|${size}|${color}|${personal}` : `${productId}|${size}|${color}`;
}

function personalisationKeyOf(value: NonNullable<CartItem["personalisation"]>) {
  try {
    return personalisationKey(value);
  } catch {
    return JSON.stringify(value);
  }
}

// Every change below reads the stored cart afresh and writes it back in the same task, so rapid
// clicks (or another tab) cannot make one update overwrite another.

/** Adds to the matching line's quantity, or appends a new line. */
export function addToCart(item: Omit<CartItem, "id">) {
  const id = cartLineId(item.product_id, item.size, item.color, item.personalisation);
  const items = readCart();
  const existing = items.find((line) => line.id === id);
  const next = existing
    ? items.map((line) =>
        line.id === id ? { ...line, ...item, id, quantity: clampQuantity(line.quantity + item.quantity) } : line,
      )
    : [...items, { ...item, id, quantity: clampQuantity(item.quantity) }];
  writeCart(next);
}

/** Changes a line's quantity by delta, staying within 1 and MAX_LINE_QUANTITY. */
export function changeQuantity(id: string, delta: number) {
  writeCart(
    readCart().map((line) => (line.id === id ? { ...line, quantity: clampQuantity(line.quantity + delta) } : line)),
  );
}

export function removeFromCart(id: string) {
  writeCart(readCart().filter((line) => line.id !== id));
}

export function clearCart() {
  writeCart([]);
}
