import { describe, expect, it } from "vitest";
import { hostedCartKey, parseHostedCart } from "./hosted-cart-store";

const line = {
  variantId: "gid://shopify/ProductVariant/1",
  variantTitle: "S / Lilac",
  quantity: 2,
  price: { amount: "25.00", currencyCode: "USD" },
  selectedOptions: [{ name: "Size", value: "S" }],
  product: { title: "Cloud Tee", images: { edges: [{ node: { url: "https://cdn.example/tee.png" } }] } },
};

describe("the stored Variant B cart", () => {
  it("lives under the platform's name followed by '-cart'", () => {
    expect(hostedCartKey("Shopify")).toBe("shopify-cart");
  });

  it("keeps a valid cart as it is, except that it never starts busy", () => {
    const stored = { items: [line], cartId: "gid://shopify/Cart/1", checkoutUrl: "https://x/c", isLoading: true };
    expect(parseHostedCart(JSON.stringify(stored))).toEqual({ ...stored, isLoading: false });
  });

  it("drops bad lines and resets bad fields instead of failing", () => {
    const stored = {
      items: [
        line,
        { ...line, quantity: 0 },
        { ...line, price: { amount: "free", currencyCode: "USD" } },
        "junk",
        null,
      ],
      cartId: 42,
      checkoutUrl: ["x"],
    };
    expect(parseHostedCart(JSON.stringify(stored))).toEqual({
      items: [line],
      cartId: null,
      checkoutUrl: null,
      isLoading: false,
    });
  });

  it("treats unreadable storage as an empty cart", () => {
    const empty = { items: [], cartId: null, checkoutUrl: null, isLoading: false };
    for (const raw of [null, "", "{not json", "[]", "7", JSON.stringify({ items: "nope" })]) {
      expect(parseHostedCart(raw)).toEqual(empty);
    }
  });
});
