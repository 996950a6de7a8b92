// The native-mode cart in browser storage (keys start with 'cart_'), shared by every tab.
import { useSyncExternalStore } from "react";

export type CartItem = {
  id: string;
  product_id: string;
  name: string;
  /** Unit price in integer cents when added. Display only: the server reprices every line. */
  price: number;
  quantity: number;
  size: string;
  color: string;
  image: string | null;
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
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) ? parsed.filter(isCartItem) : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

/** A line as stored by an older build or edited by hand is dropped unless it still makes sense. */
function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.id === "string" &&
    typeof item.product_id === "string" &&
    typeof item.name === "string" &&
    typeof item.price === "number" &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) > 0 &&
    typeof item.size === "string" &&
    typeof item.color === "string"
  );
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

/** Most of one size and colour a single line may hold. */
export const MAX_LINE_QUANTITY = 99;

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));

/** One line per product, size and colour. */
export function cartLineId(productId: string, size: string, color: string) {
  return `${productId}|${size}|${color}`;
}

// Every change below reads the stored cart afresh and writes it back in the same task, so rapid
// clicks (or another tab) cannot make one update overwrite another.

/** Adds to the matching line's quantity, or appends a new line. */
export function addToCart(item: Omit<CartItem, "id">) {
  const id = cartLineId(item.product_id, item.size, item.color);
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
