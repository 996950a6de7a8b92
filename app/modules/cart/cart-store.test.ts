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
    expect(readCart().map((item) => item.id)).toEqual([cartLineId("p1", "M", "White")]);
    storage.set(CART_KEY, "{not json");
    expect(readCart()).toEqual([]);
  });

  it("repairs or drops stored lines a page could not show, keeping the good ones", () => {
    const good = { ...tee, id: cartLineId("p1", "M", "White"), quantity: 2 };
    storage.set(
      CART_KEY,
      JSON.stringify([
        good,
        { ...tee, product_id: "p2", price: 28.5, quantity: 1 }, // fractional price, no id
        { ...tee, product_id: "p3", quantity: 2.7, image: undefined }, // fractional quantity, no image
        { productId: "p4", name: "Old Cap", price: 2200, quantity: 150, size: "One Size", color: "Pink" }, // old format
        { ...tee, product_id: "p5", price: "free", quantity: 1 }, // a price that is no number
        { ...tee, quantity: 1 }, // the first line again
        { ...tee, product_id: "p6", size: undefined, quantity: 1 }, // missing size: dropped
        { ...tee, product_id: "p7", quantity: "3" }, // a quantity that is no number: dropped
        { ...tee, product_id: "p8", quantity: Number.NaN }, // NaN is stored as null: dropped
        null,
        "line",
      ]),
    );
    expect(readCart()).toEqual([
      { ...good, quantity: 3 },
      { ...tee, id: cartLineId("p2", "M", "White"), product_id: "p2", price: 29, quantity: 1 },
      { ...tee, id: cartLineId("p3", "M", "White"), product_id: "p3", quantity: 2, image: null },
      {
        id: cartLineId("p4", "One Size", "Pink"),
        product_id: "p4",
        name: "Old Cap",
        price: 2200,
        quantity: MAX_LINE_QUANTITY,
        size: "One Size",
        color: "Pink",
        image: null,
      },
      { ...tee, id: cartLineId("p5", "M", "White"), product_id: "p5", price: 0, quantity: 1 },
    ]);
    for (const raw of ["{not json", '{"lines":[]}', "42", "null", ""]) {
      storage.set(CART_KEY, raw);
      expect(readCart(), raw).toEqual([]);
    }
  });
});

describe("personalised lines (decision 043)", () => {
  const named = (text: string) => ({ texts: [{ fieldId: "name", text, font: "anton", color: "#ff3366" }] });

  it("keeps two names of one variant as two lines, and the same name as one", () => {
    addToCart({ ...tee, quantity: 1, personalisation: named("Ada") });
    addToCart({ ...tee, quantity: 1, personalisation: named("Grace") });
    addToCart({ ...tee, quantity: 2, personalisation: named("Ada") });
    addToCart({ ...tee, quantity: 1 });
    const lines = readCart();
    expect(lines.map((line) => [line.personalisation?.texts[0]?.text ?? null, line.quantity])).toEqual([
      ["Ada", 3],
      ["Grace", 1],
      [null, 1],
    ]);
    expect(new Set(lines.map((line) => line.id)).size).toBe(3);
    expect([...storage.keys()]).toEqual([CART_KEY]);
  });

  it("keeps an unreadable personalisation as sent (checkout refuses it) and never throws on it", () => {
    storage.set(CART_KEY, JSON.stringify([{ ...tee, quantity: 1, personalisation: { texts: "nope" } }]));
    const [line] = readCart();
    expect(line?.personalisation).toEqual({ texts: "nope" });
    expect(line?.id).not.toBe(cartLineId("p1", "M", "White"));
  });
});
