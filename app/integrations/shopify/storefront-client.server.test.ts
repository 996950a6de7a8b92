import { parse, validate } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_SHOPIFY_DOMAIN,
  FAKE_SHOPIFY_TOKEN,
  startFakeShopify,
  storefrontSchema,
  type FakeShopify,
} from "../../../tests/fakes/shopify-server";
import { ALL_DOCUMENTS, PRODUCTS_QUERY } from "./queries";
import { productsSchema } from "./responses";
import { createShopifyClient } from "./storefront-client.server";

let fake: FakeShopify;
beforeAll(async () => {
  fake = await startFakeShopify();
});
afterAll(() => fake.stop());
afterEach(() => fake.fail(null));

const client = () =>
  createShopifyClient({ storeDomain: FAKE_SHOPIFY_DOMAIN, storefrontToken: FAKE_SHOPIFY_TOKEN, apiBase: fake.url });
const firstProducts = (shopify = client()) => shopify.request("Products", PRODUCTS_QUERY, { first: 2 }, productsSchema);

describe("the documents we send", () => {
  it.each(Object.entries(ALL_DOCUMENTS))("%s validates against the 2025-07 Storefront schema", (_, document) => {
    expect(validate(storefrontSchema(), parse(document)).map((error) => error.message)).toEqual([]);
  });

  it("a wrong field would be caught", () => {
    const errors = validate(storefrontSchema(), parse("{ products(first: 1) { edges { node { price } } } }"));
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe("shopify client", () => {
  it("reads products through the fake with the token header, parsed", async () => {
    const { products } = await firstProducts();
    expect(products.edges.map((edge) => edge.node.handle)).toEqual(["cloud-tee", "dreamy-hoodie"]);
    expect(products.pageInfo.hasNextPage).toBe(true);
    expect(fake.requests.at(-1)?.variables).toEqual({ first: 2 });
  });

  it("maps failures to the SPEC section 8 texts", async () => {
    fake.fail("402");
    await expect(firstProducts()).rejects.toThrow(/^Shopify API access requires an active billing plan$/);
    fake.fail("500");
    await expect(firstProducts()).rejects.toThrow(/^HTTP error! status: 500$/);
    fake.fail("graphql-errors");
    await expect(firstProducts()).rejects.toThrow(
      /^Error calling Shopify: Throttled, Field 'products' is unavailable$/,
    );
    fake.fail(null);
    const wrongToken = createShopifyClient({
      storeDomain: FAKE_SHOPIFY_DOMAIN,
      storefrontToken: "nope",
      apiBase: fake.url,
    });
    await expect(firstProducts(wrongToken)).rejects.toThrow(/^HTTP error! status: 401$/);
  });

  it("creates a cart and returns its checkout URL", async () => {
    const variant = fake.products[0]!.variants[0]!;
    const cart = await client().createCart([{ merchandiseId: variant.id, quantity: 2 }]);
    expect(cart.checkoutUrl).toMatch(/\/cart\/c\//);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost.totalAmount).toEqual({ amount: "50.00", currencyCode: "USD" });
  });

  it("rejects cart user errors and a missing checkout URL", async () => {
    const soldOut = fake.products[1]!.variants[0]!;
    await expect(client().createCart([{ merchandiseId: soldOut.id, quantity: 1 }])).rejects.toThrow(
      /^Cart creation failed: The product 'Dreamy Hoodie' is already sold out\.$/,
    );
    const variant = fake.products[0]!.variants[0]!;
    fake.fail("user-errors");
    await expect(client().createCart([{ merchandiseId: variant.id, quantity: 1 }])).rejects.toThrow(
      /^Cart creation failed: Cart is locked for maintenance$/,
    );
    fake.fail("no-checkout-url");
    await expect(client().createCart([{ merchandiseId: variant.id, quantity: 1 }])).rejects.toThrow(
      /^No checkout URL returned from Shopify$/,
    );
  });
});
