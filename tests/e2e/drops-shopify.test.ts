// Drops in Shopify mode: the owner builds a drop over a Shopify product chosen by its handle; the
// home page's teaser, the drop page and the product page show the countdown and Notify me, with
// no Add to Cart before the launch; the notify list takes an address; at launch the product is
// buyable. A drop that takes its products off the shop takes them out of Shopify's listing, search,
// home page and sitemap at its end. A store of its own against the local fake Storefront API.
// Starts early in the run (tests/support/e2e-sequencer.ts): it waits for the launch and the end.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/accounts";
import { createDrop } from "../support/admin-pages";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { FAKE_SHOPIFY_DOMAIN, FAKE_SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from "../fakes/shopify-server";

const ADMIN = { email: "shopify-drops-admin@softdrop.test", password: "shopify-drops-password" };
let fake: FakeShopify;
let store: StoreProcess;

beforeAll(async () => {
  fake = await startFakeShopify();
  store = await startStore({
    name: "shopify-drops",
    env: {
      COMMERCE: "shopify",
      SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
      SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
      SHOPIFY_API_BASE: fake.url,
      ADMIN_EMAILS: ADMIN.email,
      LOG_LEVEL: "error",
    },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Shop Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await fake?.stop();
});

/** A crafted hand-off of one unit of the product's first variant to Shopify's checkout. */
async function handOff(page: Page, handle: string) {
  const variantId = fake.products.find((product) => product.handle === handle)!.variants[0]!.id;
  return page.evaluate(async (id) => {
    const answer = await fetch("/cart/handoff", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lines: [{ variantId: id, quantity: 1 }] }),
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  }, variantId);
}

describe("drops in Shopify mode", () => {
  const browser = setupBrowser();
  const storePage = () => browser.newPage({ baseURL: store.url });

  it("an ended drop that takes its products off the shop leaves Shopify's listing, search, home and sitemap", async () => {
    browser.allowConsoleError(/status of (404|409)/);
    const admin = await storePage();
    await signIn(admin, ADMIN);
    // Time enough, on a busy machine, to create the drop before it starts and to visit three pages
    // and the sitemap while it is live.
    const launchAt = Date.now() + 15_000;
    const endsAt = launchAt + 20_000;
    await createDrop(admin, {
      name: "Hoodie Hour",
      slug: "hoodie-hour",
      handle: "dreamy-hoodie",
      launchAt,
      endsAt,
      offShop: true,
    });
    const visitor = await storePage();
    const listed = async (path: string) => {
      await visit(visitor, path);
      return visitor.getByRole("article", { name: "Dreamy Hoodie" }).count();
    };

    // Live: listed, found, featured and in the sitemap.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, launchAt - Date.now() + 500)));
    expect(Date.now()).toBeLessThan(endsAt);
    // Asked until each shows it: a busy machine may answer a page from a cache filled just before.
    for (const path of ["/products", "/products?q=dreamy", "/"]) await expect.poll(() => listed(path)).toBe(1);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain("/product/dreamy-hoodie");

    // Ended: gone from all of them within the caches' bounds (catalogue 15 s, home page 30 s); the
    // page answers 404 as in native mode, and the hand-off to Shopify's checkout refuses it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now())));
    for (const path of ["/products", "/products?q=dreamy", "/"])
      await expect.poll(() => listed(path), { timeout: 45_000, interval: 2_000 }).toBe(0);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain("/product/dreamy-hoodie");
    expect((await visitor.request.get("/product/dreamy-hoodie")).status()).toBe(404);
    await visit(visitor, "/products");
    expect(await visitor.getByRole("article").count()).toBeGreaterThan(0);
    const handoff = await handOff(visitor, "dreamy-hoodie");
    expect(handoff).toEqual({ status: 409, body: { error: "This drop has ended" } });
  });

  it("a drop over a Shopify product: teaser, countdown and Notify me, no Add to Cart before launch", async () => {
    browser.allowConsoleError(/status of 409/);
    const admin = await storePage();
    await signIn(admin, ADMIN);
    const launchAt = Date.now() + 40_000;
    await createDrop(admin, {
      name: "Cloud Season",
      slug: "cloud-season",
      handle: "cloud-tee",
      launchAt,
      story: "Cloud Season: soft tees for soft days.",
      edition: 5,
    });

    // The home page's teaser links to the drop page.
    const visitor = await storePage();
    await visit(visitor, "/");
    const teaser = visitor.getByRole("region", { name: "Cloud Season" });
    await teaser.getByText("Next drop").waitFor();
    await teaser.getByRole("link", { name: "See the drop" }).click();
    await visitor.waitForURL(/\/drops\/cloud-season$/);
    await visitor.getByRole("heading", { name: "Cloud Season", level: 1 }).waitFor();
    await visitor.getByRole("timer").first().waitFor();
    expect(await visitor.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    const email = `cloud-${randomUUID().slice(0, 8)}@example.test`;
    await visitor.getByLabel("Email address").first().fill(email);
    await visitor.getByRole("button", { name: "Notify me" }).first().click();
    await visitor
      .getByText("Thanks! If this address isn't on the list yet, we've emailed it a confirmation.")
      .waitFor();
    await expect
      .poll(async () => (await readOutbox(store.dataDir)).some((mail) => mail.to.includes(email)), {
        timeout: 15_000,
      })
      .toBe(true);

    // The Shopify product page: the countdown and Notify me, no Add to Cart.
    const shopper = await storePage();
    await visit(shopper, "/product/cloud-tee");
    await shopper.getByRole("timer").first().waitFor();
    await shopper.getByRole("button", { name: "Notify me" }).first().waitFor();
    expect(await shopper.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    // A crafted hand-off to Shopify's checkout is refused before launch; nothing reaches Shopify.
    const handoff = await handOff(shopper, "cloud-tee");
    expect(Date.now()).toBeLessThan(launchAt);
    expect(handoff).toEqual({ status: 409, body: { error: "This product is not available yet" } });
    expect(fake.requests.some((request) => request.query.includes("cartCreate"))).toBe(false);

    // At launch the product page offers Add to Cart (the page flips on the server's clock), watched
    // while axe checks the teaser pages, so a slow axe run does not make the flip look late.
    const flipped = shopper
      .getByRole("button", { name: "Add to Cart" })
      .waitFor({ timeout: launchAt - Date.now() + 8_000 })
      .then(() => Date.now());
    await expectNoViolationsOn(visitor, ["/drops/cloud-season", "/product/cloud-tee", "/"]);
    expect((await flipped) - launchAt).toBeLessThan(8_000);
  });
});
