// The Variant B cart (SPEC section 3): lines of platform variants in local storage under
// '{platform}-cart', shared by every tab; whatever is stored is validated on read.
import { useSyncExternalStore } from "react";
import { z } from "zod";
import type { ProductDetail, ProductVariant } from "~/commerce";
import { decimalAmount } from "~/lib/money";
import { MAX_LINE_QUANTITY } from "./cart-store";

const moneySchema = z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/), currencyCode: z.string().min(1).max(8) });

const itemSchema = z.object({
  variantId: z.string().min(1).max(200),
  variantTitle: z.string().max(300),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  price: moneySchema,
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })).max(20),
  product: z.object({
    title: z.string().max(300),
    handle: z.string().max(300).optional(),
    images: z.object({ edges: z.array(z.object({ node: z.object({ url: z.string() }) })).max(10) }),
  }),
});

export type HostedCartItem = z.infer<typeof itemSchema>;

export type HostedCartState = {
  items: HostedCartItem[];
  cartId: string | null;
  checkoutUrl: string | null;
  isLoading: boolean;
};

const EMPTY: HostedCartState = { items: [], cartId: null, checkoutUrl: null, isLoading: false };
const CHANGE_EVENT = "softdrop:hosted-cart";

export { hostedCartKey } from "./use-commerce";

/** Repairs what it can: bad lines are dropped, bad fields fall back; a page load never starts busy. */
export function parseHostedCart(raw: string | null): HostedCartState {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return EMPTY;
  }
  if (!value || typeof value !== "object") return EMPTY;
  const state = value as Record<string, unknown>;
  const items = Array.isArray(state.items)
    ? state.items.flatMap((item) => {
        const parsed = itemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return {
    items,
    cartId: typeof state.cartId === "string" ? state.cartId : null,
    checkoutUrl: typeof state.checkoutUrl === "string" ? state.checkoutUrl : null,
    isLoading: false,
  };
}

const snapshots = new Map<string, { raw: string | null; state: HostedCartState }>();

export function readHostedCart(key: string): HostedCartState {
  if (typeof window === "undefined") return EMPTY;
  const raw = window.localStorage.getItem(key);
  const known = snapshots.get(key);
  if (known && known.raw === raw) return known.state;
  const state = parseHostedCart(raw);
  snapshots.set(key, { raw, state });
  return state;
}

function write(key: string, next: HostedCartState) {
  window.localStorage.setItem(key, JSON.stringify(next));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function updateHostedCart(key: string, change: (state: HostedCartState) => HostedCartState) {
  write(key, change(readHostedCart(key)));
}

/** Adding a variant already in the cart adds to its quantity; otherwise the line is appended. */
/** One unit of a product's variant, as the Variant B cart stores it (SPEC section 3). */
export function hostedItemFor(product: ProductDetail, variant: ProductVariant): HostedCartItem {
  return {
    variantId: variant.id,
    variantTitle: variant.title ?? "",
    quantity: 1,
    price: {
      amount: decimalAmount(variant.price.amount, variant.price.currencyCode),
      currencyCode: variant.price.currencyCode,
    },
    selectedOptions: variant.selectedOptions ?? [],
    product: {
      title: product.name,
      handle: product.handle,
      images: { edges: product.images.slice(0, 1).map((url) => ({ node: { url } })) },
    },
  };
}

export function addHostedItem(key: string, item: HostedCartItem) {
  updateHostedCart(key, (state) => {
    const present = state.items.find((line) => line.variantId === item.variantId);
    const items = present
      ? state.items.map((line) =>
          line === present ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + item.quantity) } : line,
        )
      : [...state.items, item];
    return { ...state, items };
  });
}

/** A quantity of 0 or less removes the line. */
export function setHostedQuantity(key: string, variantId: string, quantity: number) {
  updateHostedCart(key, (state) => ({
    ...state,
    items:
      quantity <= 0
        ? state.items.filter((line) => line.variantId !== variantId)
        : state.items.map((line) =>
            line.variantId === variantId ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : line,
          ),
  }));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useHostedCart(key: string): HostedCartState {
  return useSyncExternalStore(
    subscribe,
    () => readHostedCart(key),
    () => EMPTY,
  );
}

export function useHostedCartCount(key: string): number {
  return useHostedCart(key).items.reduce((sum, item) => sum + item.quantity, 0);
}

// Whether the drawer is open: one per page, opened by the header's cart button and by adding.
let drawerOpen = false;
const DRAWER_EVENT = "softdrop:cart-drawer";

export function setCartDrawerOpen(open: boolean) {
  drawerOpen = open;
  window.dispatchEvent(new Event(DRAWER_EVENT));
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener(DRAWER_EVENT, onChange);
      return () => window.removeEventListener(DRAWER_EVENT, onChange);
    },
    () => drawerOpen,
    () => false,
  );
}
