// The browser cart's rules, run against a stand-in for window.localStorage.
import { beforeEach, describe, expect, it } from "vitest";
import {
  addToCart,
  CART_KEY,
  cartLineId,
  changeQuantity,
  clearCart,
  MAX_LINE_QUANTITY,
  readCart,
  removeFromCart,
} from "./cart-store";

const storage = new Map<string, string>();
const events: string[] = [];
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    dispatchEvent: (event: Event) => events.push(event.type),
  },
});

const tee = { product_id: "p1", name: "Tee", price: 2800, size: "M", color: "White", image: null };

beforeEach(() => {
  storage.clear();
  events.length = 0;
});

describe("cart store", () => {
  it("merges the same product, size and colour and appends others", () => {
    addToCart({ ...tee, quantity: 1 });
    addToCart({ ...tee, quantity: 2 });
    addToCart({ ...tee, size: "L", quantity: 1 });
    const items = readCart();
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [cartLineId("p1", "M", "White"), 3],
      [cartLineId("p1", "L", "White"), 1],
    ]);
    expect(JSON.parse(storage.get(CART_KEY)!)).toHaveLength(2);
    expect(events).toEqual(["softdrop:cart", "softdrop:cart", "softdrop:cart"]);
  });

  it("keeps quantities between 1 and the line maximum, and every rapid change counts", () => {
    addToCart({ ...tee, quantity: 1 });
    const id = cartLineId("p1", "M", "White");
    for (let index = 0; index < 5; index += 1) changeQuantity(id, 1);
    expect(readCart()[0]!.quantity).toBe(6);
    for (let index = 0; index < 10; index += 1) changeQuantity(id, -1);
    expect(readCart()[0]!.quantity).toBe(1);
    addToCart({ ...tee, quantity: 500 });
    expect(readCart()[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("removes lines and clears", () => {
    addToCart({ ...tee, quantity: 1 });
    addToCart({ ...tee, color: "Pink", quantity: 1 });
    removeFromCart(cartLineId("p1", "M", "White"));
    expect(readCart().map((item) => item.color)).toEqual(["Pink"]);
    clearCart();
    expect(readCart()).toEqual([]);
  });

  it("drops stored lines that make no sense and survives broken JSON", () => {
    storage.set(
      CART_KEY,
      JSON.stringify([{ id: "x" }, { ...tee, id: "ok", quantity: 2 }, { ...tee, id: "zero", quantity: 0 }]),
    );
    expect(readCart().map((item) => item.id)).toEqual(["ok"]);
    storage.set(CART_KEY, "{not json");
    expect(readCart()).toEqual([]);
  });
});
