// Shopify mode (SPEC Variant B) end to end: a store with COMMERCE=shopify against the local fake
// Storefront API, browsed, carted and handed off to the checkout in a real browser; with pounds and
// yen on, a shopper sees and is handed off in their Shopify market (decision 072).
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { toasts } from "../support/accounts";
import { expectNoViolationsOn, PHONE } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { FAKE_SHOPIFY_DOMAIN, FAKE_SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from "../fakes/shopify-server";

let fake: FakeShopify;
let store: StoreProcess;
const { newPage, allowConsoleError } = setupBrowser();

beforeAll(async () => {
  fake = await startFakeShopify();
  store = await startStore({
    name: "shopify",
    env: {
      COMMERCE: "shopify",
      SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
      SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
      SHOPIFY_API_BASE: fake.url,
      CURRENCIES: "GBP,JPY",
      LOG_LEVEL: "error",
    },
  });
});

afterAll(async () => {
  await store?.stop();
  await fake?.stop();
});

afterEach(() => fake.fail(null));

const at = (path: string) => `${store.url}${path}`;
const cards = (page: Page, list: string) => page.getByRole("list", { name: list }).getByRole("listitem");
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Shopping Cart" });

async function addCloudTee(page: Page, choices: string[] = []) {
  await visit(page, at("/product/cloud-tee"));
  for (const choice of choices) await page.getByRole("button", { name: choice, exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await toasts(page).getByText("Added to cart!").waitFor();
}

describe("Shopify mode catalogue", () => {
  it("home shows 4 of the 8 best sellers it asked for, priced from Shopify", async () => {
    const page = await newPage();
    await visit(page, at("/"));
    const featured = page.getByRole("region", { name: /Featured/ });
    await expect.poll(() => featured.getByRole("article").count()).toBe(4);
    const tee = featured.getByRole("article", { name: "Cloud Tee" });
    await expect.poll(() => tee.textContent()).toContain("USD $25.00");
    await featured.getByRole("article", { name: "Dreamy Hoodie" }).getByText("No Image").waitFor();
    expect(
      fake.requests.some((request) => request.query.includes("query Products") && request.variables.first === 8),
    ).toBe(true);
  });

  it("listing searches, sorts and pages by cursor", async () => {
    const page = await newPage();
    await visit(page, at("/products"));
    await expect.poll(() => cards(page, "Products").count()).toBe(20);
    // Shopify does not count: the page number shows without a total.
    await page.getByText("Page 1", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cards(page, "Products").count()).toBe(5);
    expect(await page.getByRole("link", { name: "Next" }).count()).toBe(0);

    await visit(page, at("/products?sort=price-desc"));
    const firstTitle = await cards(page, "Products").first().getByRole("article").getAttribute("aria-label");
    expect(firstTitle).toBe("Dreamy Hoodie");

    await visit(page, at("/products?q=cloud"));
    await expect.poll(() => cards(page, "Products").count()).toBe(1);
    await visit(page, at("/products?category=Hoodies"));
    await expect.poll(() => cards(page, "Products").count()).toBe(1);
    await visit(page, at("/products?q=nothing-like-this"));
    await page.getByText("No products found").waitFor();
  });

  it("listing filters go to Shopify's search as productFilters, with its counts", async () => {
    const page = await newPage();
    await visit(page, at("/products"));
    // The fake's counts: M is sold by the tee and the hoodie; the hoodie is sold out everywhere.
    const medium = page.getByRole("checkbox", { name: "M (2)" });
    await medium.check();
    await page.waitForURL(/\/products\?size=M$/);
    await expect.poll(() => cards(page, "Products").count()).toBe(2);
    await page.getByRole("checkbox", { name: "In stock (1)" }).check();
    await page.waitForURL(/size=M&stock=1$/);
    await expect.poll(() => cards(page, "Products").count()).toBe(1);
    expect(await cards(page, "Products").first().getByRole("article").getAttribute("aria-label")).toBe("Cloud Tee");
    const sent = fake.requests.filter((request) => request.query.includes("search(")).at(-1)!.variables;
    expect(sent.productFilters).toEqual([{ variantOption: { name: "size", value: "M" } }, { available: true }]);
    // Colours count with the size and stock chosen: the tee sells M in Mint, in stock.
    expect(await page.getByRole("checkbox", { name: "Mint (1)" }).isDisabled()).toBe(false);
  });

  it("product page: first variant by default, option groups, 'Out of Stock' for a sold-out match", async () => {
    const page = await newPage();
    await visit(page, at("/product/cloud-tee"));
    await page.getByRole("heading", { name: "Cloud Tee" }).waitFor();
    expect(await page.getByRole("group", { name: "Size" }).getByRole("button").count()).toBe(3);
    expect(await page.getByRole("button", { name: "S", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText("USD $25.00").waitFor();
    await page.getByRole("button", { name: "L", exact: true }).click();
    await page.getByText("USD $27.50").waitFor();
    await page.getByRole("button", { name: "Mint", exact: true }).click();
    const soldOut = page.getByRole("button", { name: "Out of Stock" });
    expect(await soldOut.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Lilac", exact: true }).click();
    expect(await page.getByRole("button", { name: "Add to Cart" }).isEnabled()).toBe(true);
    // Personalisation is native-only (decision 043): no fields here.
    expect(await page.getByRole("group", { name: "Personalise it" }).count()).toBe(0);

    await visit(page, at("/product/dreamy-hoodie"));
    await page.getByText("No Image").first().waitFor();
    expect(await page.getByRole("button", { name: "Out of Stock" }).isDisabled()).toBe(true);

    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      name: "Dreamy Hoodie",
      offers: { availability: "https://schema.org/OutOfStock" },
    });
    const sitemap = await (await fetch(at("/sitemap.xml"))).text();
    expect(sitemap).toContain("/product/sticker-25");
  });
});

describe("Shopify mode cart drawer and hand-off", () => {
  it("adds, counts in every tab, does the maths and keeps 'shopify-cart'", async () => {
    const page = await newPage();
    await addCloudTee(page, ["L"]);
    const sheet = drawer(page);
    await sheet.waitFor();
    await sheet.getByText("1 item(s) in your cart").waitFor();
    await sheet.getByText("L • Lilac").waitFor();
    await sheet.getByRole("button", { name: "Close" }).click();

    // Adding the same variant again adds to its quantity.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await drawer(page).getByText("2 item(s) in your cart").waitFor();
    await drawer(page).getByRole("button", { name: "Increase quantity of Cloud Tee" }).click();
    await drawer(page).getByText("3 item(s) in your cart").waitFor();
    await drawer(page).getByLabel("Total USD $82.50").waitFor();
    // Shopify's own checkout computes the tax (decision 064).
    await drawer(page).getByText("Taxes calculated at checkout").waitFor();

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("shopify-cart"))) ?? "null");
    expect(stored).toMatchObject({
      items: [
        {
          variantTitle: "L / Lilac",
          quantity: 3,
          price: { amount: "27.50", currencyCode: "USD" },
          selectedOptions: [
            { name: "Size", value: "L" },
            { name: "Color", value: "Lilac" },
          ],
          product: { title: "Cloud Tee" },
        },
      ],
      cartId: null,
      checkoutUrl: null,
      isLoading: false,
    });

    // Another tab of the same shopper sees the count.
    const other = await page.context().newPage();
    await visit(other, at("/products"));
    await cartButton(other).getByText("3").waitFor();

    await drawer(page).getByRole("button", { name: "Remove Cloud Tee" }).click();
    await drawer(page).getByText("Your cart is empty").waitFor();
    expect(await drawer(page).getByRole("button", { name: "Checkout with Shopify" }).isDisabled()).toBe(true);
    await expect.poll(() => cartButton(other).textContent()).toBe("");
  });

  it("a corrupted stored cart is repaired, and stale lines are flagged when the drawer opens", async () => {
    const page = await newPage();
    await visit(page, at("/"));
    const [tee, hoodie] = fake.products;
    const good = {
      variantId: tee!.variants[0]!.id,
      variantTitle: "S / Lilac",
      quantity: 1,
      price: { amount: "1.00", currencyCode: "USD" },
      selectedOptions: [],
      product: { title: "Cloud Tee", images: { edges: [] } },
    };
    const soldOut = {
      ...good,
      variantId: hoodie!.variants[0]!.id,
      product: { title: "Dreamy Hoodie", images: { edges: [] } },
    };
    await page.evaluate(
      (items) => localStorage.setItem("shopify-cart", JSON.stringify({ items, cartId: 5, isLoading: "yes" })),
      [good, soldOut, { variantId: 42 }, "junk"],
    );
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await cartButton(page).click();
    // The stored $1.00 is replaced by Shopify's current $25.00; the sold-out hoodie is flagged.
    await drawer(page).getByRole("article", { name: "Cloud Tee" }).getByText("USD $25.00").waitFor();
    // The total counts only what can still be bought.
    await drawer(page).getByLabel("Total USD $25.00").waitFor();
    await drawer(page).getByRole("article", { name: "Dreamy Hoodie" }).getByText("Out of stock").waitFor();
    await drawer(page).getByText("2 item(s) in your cart").waitFor();

    await page.evaluate(() => localStorage.setItem("shopify-cart", "{not json"));
    await visit(page, at("/cart"));
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor();
    await page.getByText("Your cart is empty").first().waitFor();
  });

  it("sends the drawer's discount code to Shopify in cartCreate and says whether Shopify can apply it", async () => {
    const page = await newPage();
    await addCloudTee(page);
    const code = drawer(page).getByLabel("Discount code", { exact: true });
    const apply = drawer(page)
      .getByRole("form", { name: "Apply a discount code" })
      .getByRole("button", { name: "Apply" });
    await code.fill("NOPE");
    await apply.click();
    await drawer(page).getByText("Shopify can't apply NOPE to this cart").waitFor();
    expect(fake.carts.at(-1)?.discountCodes).toEqual(["NOPE"]);
    await code.fill("welcome10");
    await apply.click();
    await drawer(page).getByText("Shopify will apply welcome10 at checkout").waitFor();
    const popup = page.context().waitForEvent("page");
    await drawer(page).getByRole("button", { name: "Checkout with Shopify" }).click();
    await (await popup).waitForURL(/\/cart\/c\//);
    expect(fake.carts.at(-1)).toMatchObject({
      discountCodes: ["welcome10"],
      lines: [{ merchandiseId: fake.products[0]!.variants[0]!.id, quantity: 1 }],
    });
  });

  it("hands off to Shopify's checkout in a new tab with channel=online_store", async () => {
    const page = await newPage();
    await addCloudTee(page);
    const popup = page.context().waitForEvent("page");
    const release = fake.holdCarts();
    await drawer(page).getByRole("button", { name: "Checkout with Shopify" }).click();
    const busy = drawer(page).getByRole("button", { name: "Creating Checkout..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    const tab = await popup;
    await tab.waitForURL(/\/cart\/c\//);
    const url = new URL(tab.url());
    expect(url.origin).toBe(fake.url);
    expect(url.searchParams.get("channel")).toBe("online_store");
    await drawer(page).waitFor({ state: "detached" });
    expect(fake.carts.at(-1)?.lines).toEqual([{ merchandiseId: fake.products[0]!.variants[0]!.id, quantity: 1 }]);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("shopify-cart"))) ?? "null");
    expect(stored.checkoutUrl).toBe(url.toString());
    expect(stored.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it("/checkout goes to the cart in this mode", async () => {
    const page = await newPage();
    await visit(page, at("/checkout"));
    expect(new URL(page.url()).pathname).toBe("/cart");
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor();
  });
});

describe("Shopify mode in the shopper's market", () => {
  const asked = (operation: string) => fake.requests.filter((request) => request.query.includes(operation));

  it("a browser in en-GB sees Shopify's pound prices everywhere and checks out in the GB market", async () => {
    const page = await newPage({ locale: "en-GB" });
    await visit(page, at("/products?q=cloud"));
    await expect.poll(() => cards(page, "Products").first().textContent()).toContain("GBP £20.00");
    expect(asked("query Products").at(-1)?.variables.country).toBe("GB");
    await visit(page, at("/product/cloud-tee"));
    await page.getByRole("main").getByText("GBP £20.00").waitFor();
    expect(asked("query ProductByHandle").at(-1)?.variables.country).toBe("GB");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    // The drawer's prices are Shopify's for the market too (the quote asks in it).
    await drawer(page).getByLabel("Total GBP £20.00").waitFor();
    // The stored price shows first; the quote's re-read follows.
    await expect.poll(() => asked("query CartVariants").at(-1)?.variables.country).toBe("GB");
    const popup = page.context().waitForEvent("page");
    await drawer(page).getByRole("button", { name: "Checkout with Shopify" }).click();
    await (await popup).waitForURL(/\/cart\/c\//);
    expect(fake.carts.at(-1)).toMatchObject({ buyerCountry: "GB", currencyCode: "GBP" });
  });

  it("the select changes the market: yen without decimals; the shop's own currency sends no country", async () => {
    const page = await newPage({ locale: "en-US" });
    // The USD page may come from the page cache (an earlier test read it): only this visit's
    // requests count, and none of them may name a country.
    const before = asked("query ProductByHandle").length;
    await visit(page, at("/product/cloud-tee"));
    await page.getByRole("main").getByText("USD $25.00").waitFor();
    for (const request of asked("query ProductByHandle").slice(before))
      expect(request.variables).not.toHaveProperty("country");
    await page.getByRole("contentinfo").getByLabel("Currency").selectOption("JPY");
    await page.getByRole("main").getByText("JPY ¥3,750").waitFor();
    expect(asked("query ProductByHandle").at(-1)?.variables.country).toBe("JP");
  });
});

describe("Shopify mode errors", () => {
  it.each([
    ["user-errors", "Cart creation failed: Cart is locked for maintenance"],
    ["no-checkout-url", "No checkout URL returned from Shopify"],
    ["402", "Shopify API access requires an active billing plan"],
  ] as const)("a failed hand-off (%s) toasts and keeps the cart; the log says '%s'", async (failure, text) => {
    allowConsoleError(/status of 502/);
    const page = await newPage();
    await addCloudTee(page);
    fake.fail(failure);
    await drawer(page).getByRole("button", { name: "Checkout with Shopify" }).click();
    await toasts(page).getByText("Failed to create checkout").waitFor();
    await toasts(page).getByText("Please try again later").waitFor();
    await drawer(page).getByText("1 item(s) in your cart").waitFor();
    expect(await drawer(page).getByRole("button", { name: "Checkout with Shopify" }).isEnabled()).toBe(true);
    await expect.poll(() => store.output()).toContain(text);
    expect(page.context().pages()).toHaveLength(1);
  });

  it("the hand-off refuses a malformed cart and creates nothing at Shopify", async () => {
    const before = fake.carts.length;
    const bodies = ['{"lines":[]}', '{"lines":[{"variantId":"x","quantity":0}]}', '{"lines":"all"}', "not json"];
    for (const body of bodies) {
      const response = await fetch(at("/cart/handoff"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status, body).toBe(400);
    }
    expect(fake.carts.length).toBe(before);
  });

  it("catalogue pages show their empty states, never a 500, and the error texts are logged", async () => {
    const page = await newPage();
    fake.fail("500");
    const listing = await visit(page, at("/products?q=outage"));
    expect(listing?.status()).toBe(200);
    await page.getByText("No products found").waitFor();
    await page.getByText("The catalogue could not be loaded: HTTP error! status: 500").waitFor();
    await expect.poll(() => store.output()).toContain("HTTP error! status: 500");

    // A wrong or revoked token: the first page says so in SPEC's words, and is no crash.
    fake.fail("401");
    expect((await visit(page, at("/products?q=revoked")))?.status()).toBe(200);
    await page.getByText("No products found").waitFor();
    await page.getByText("The catalogue could not be loaded: HTTP error! status: 401").waitFor();

    fake.fail("graphql-errors");
    await visit(page, at("/products?q=throttled"));
    await page.getByText("No products found").waitFor();
    await expect
      .poll(() => store.output())
      .toContain("Error calling Shopify: Throttled, Field 'products' is unavailable");

    // A page answered before the outage keeps its last good answer from the cache.
    fake.fail(null);
    await visit(page, at("/products?q=sticker"));
    await expect.poll(() => cards(page, "Products").count()).toBe(20);
    fake.fail("402");
    await visit(page, at("/products?q=sticker"));
    await expect.poll(() => cards(page, "Products").count()).toBe(20);
  });

  it("a product that fails to load toasts 'Failed to load product', then 'Product not found'", async () => {
    allowConsoleError(/status of 503/);
    const page = await newPage();
    fake.fail("402");
    await page.goto(at("/product/sticker-10"));
    await page.getByRole("heading", { name: "Product not found" }).waitFor();
    await toasts(page).getByText("Failed to load product").waitFor();
    await expect.poll(() => store.output()).toContain("Shopify API access requires an active billing plan");
  });
});

describe("Shopify mode accessibility", () => {
  // Twelve axe runs (six pages, two sizes): over two minutes when the machine is busy.
  it(
    "home, listing, product, cart and both auth forms have no axe violation on a phone or a desktop",
    { timeout: 300_000 },
    async () => {
      const page = await newPage();
      await addCloudTee(page, ["L"]);
      await expectNoViolationsOn(
        page,
        ["/", "/products?q=cloud", "/product/cloud-tee", "/cart", "/auth", "/auth?mode=signup"].map(at),
      );
    },
  );

  it("the cart drawer keeps focus inside, closes on Escape and hands focus back to the cart button", async () => {
    const page = await newPage({ viewport: PHONE });
    await addCloudTee(page, ["L"]);
    await drawer(page).getByRole("button", { name: "Close" }).click();
    await drawer(page).waitFor({ state: "detached" });
    const button = cartButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    const sheet = drawer(page);
    await sheet.waitFor();
    const inDrawer = () => sheet.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(inDrawer).toBe(true);
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 4 === 3 ? "Shift+Tab" : "Tab");
      expect(await inDrawer(), `focus after key ${press + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
