// One admin (issue #30, decision 067), on a store of its own: every admin page shares one
// navigation, on a phone a menu that opens before the page's scripts have loaded; /admin opens on
// what needs the owner with counts that follow a shopper's order; the owner picks and orders the
// home page's featured products (without JavaScript too) and the home page shows them so. axe
// passes on the dashboard and the featured page at phone and desktop size.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { expectNoViolationsOn, PHONE } from "../support/axe";
import { openBeforeScripts, setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { adminMarks, buy, shopperWithCart } from "./checkout-helpers";

const ADMIN = { email: "nav-admin@softdrop.test", password: "nav-admin-password" };
const NATIVE_LINKS = [
  "Orders",
  "Products",
  "Collections",
  "Promotions",
  "Drops",
  "Personalised prints",
  "Insights",
  "Reviews",
  "Tax",
  "Currencies",
  "Settings",
];
let store: StoreProcess;

beforeAll(async () => {
  store = await startStore({ name: "admin-nav", env: { ADMIN_EMAILS: ADMIN.email } });
  await signUpVerified(store.url, store.dataDir, { name: "Nav Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
});

/** The number on the dashboard's card that ends with `label` ('new paid orders'). */
async function attentionCount(page: Page, label: RegExp) {
  await visit(page, "/admin");
  const card = page.getByRole("list", { name: "Needs you" }).getByRole("link", { name: label });
  return Number((await card.textContent())?.match(/^\d+/)?.[0]);
}

/** The home page's featured cards, in their order. */
async function homeFeatured(page: Page) {
  await visit(page, "/");
  const cards = page.getByRole("list", { name: "Featured products" }).getByRole("article");
  await cards.first().waitFor();
  return Promise.all((await cards.all()).map((card) => card.getAttribute("aria-label")));
}

describe("one admin", () => {
  const browser = setupBrowser();
  const page = (options: { viewport?: typeof PHONE } = {}) => browser.newPage({ ...options, baseURL: store.url });

  it("every admin page shares the navigation, the current page marked; a page's link goes there", async () => {
    const admin = await page();
    await signIn(admin, ADMIN);
    await visit(admin, "/admin");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(NATIVE_LINKS);
    expect(await nav.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");
    for (const [label, heading] of [
      ["Products", "Products"],
      ["Promotions", "Promotions"],
      ["Drops", "Drops"],
      ["Personalised prints", "Personalised prints"],
      ["Insights", "Insights"],
      ["Reviews", "Reviews"],
      ["Tax", "Tax"],
      ["Currencies", "Currencies"],
      ["Settings", "Store settings"],
      ["Orders", "Admin Dashboard"],
    ]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await admin.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      expect(await nav.getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("page");
    }
    // No page keeps its own way back to the dashboard.
    for (const path of ["/admin/products", "/admin/drops", "/admin/insights", "/admin/personalisation"]) {
      await visit(admin, path);
      expect(await admin.getByRole("link", { name: /dashboard|← Admin$/ }).count(), path).toBe(0);
    }
  });

  it("on a phone the navigation is a menu, which opens and goes before the scripts have loaded", async () => {
    const admin = await page({ viewport: PHONE });
    await signIn(admin, ADMIN);
    // The page's scripts held back: only the HTML works.
    await admin.route(/\/assets\/[^?]*\.js(\?.*)?$/, () => undefined);
    await openBeforeScripts(admin, "/admin/reviews");
    await admin.getByRole("heading", { level: 1, name: "Reviews" }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    expect(await admin.getByRole("navigation", { name: "Admin", exact: true }).isVisible()).toBe(false);
    const menu = admin.getByRole("navigation", { name: "Admin menu" });
    expect(await menu.isVisible()).toBe(false);
    await admin.getByText("Admin menu: Reviews").click();
    await menu.getByRole("link", { name: "Insights" }).waitFor();
    expect(await menu.getByRole("link").allTextContents()).toEqual(NATIVE_LINKS);
    await menu.getByRole("link", { name: "Drops" }).click();
    await admin.waitForURL(/\/admin\/drops$/);
    await admin.getByRole("heading", { level: 1, name: "Drops" }).waitFor();
    expect(await admin.getByRole("navigation", { name: "Admin menu" }).isVisible()).toBe(false);
  });

  it("the dashboard counts what needs the owner, and each count opens its orders", async () => {
    const admin = await page();
    await signIn(admin, ADMIN);
    const newBefore = await attentionCount(admin, /new paid orders?$/);
    const processingBefore = await attentionCount(admin, /orders? in processing$/);

    const shopper = await page();
    await shopperWithCart(shopper);
    const orderId = await buy(shopper);
    const number = orderId.slice(0, 8).toUpperCase();

    expect(await attentionCount(admin, /new paid orders?$/)).toBe(newBefore + 1);
    await admin
      .getByRole("list", { name: "Needs you" })
      .getByRole("link", { name: /new paid orders?$/ })
      .click();
    await admin.waitForURL(/status=pending&hideUnpaid=on/);
    await admin.getByRole("article", { name: `Order #${number}` }).waitFor();

    await adminMarks(admin, orderId, "Mark Processing", "processing");
    expect(await attentionCount(admin, /new paid orders?$/)).toBe(newBefore);
    expect(await attentionCount(admin, /orders? in processing$/)).toBe(processingBefore + 1);
    await admin
      .getByRole("list", { name: "Needs you" })
      .getByRole("link", { name: /orders? in processing$/ })
      .click();
    await admin.waitForURL(/status=processing/);
    await admin.getByRole("article", { name: `Order #${number}` }).waitFor();
    await expectNoViolationsOn(admin, ["/admin"]);
  });

  it("the owner picks and orders the featured products; the home page shows them in that order", async () => {
    const admin = await page();
    await signIn(admin, ADMIN);
    const before = await homeFeatured(admin);
    expect(before).toHaveLength(4);

    await visit(admin, "/admin/products");
    await admin.getByRole("link", { name: /Featured products/ }).click();
    await admin.getByRole("heading", { level: 1, name: "Featured products" }).waitFor();
    const add = admin.getByRole("form", { name: "Add to featured products" });
    for (const name of ["Touch Grass Tee", "Cloud Nine Hoodie", "Soft Launch Tee"]) {
      await add.getByLabel("Product").selectOption({ label: name });
      await add.getByRole("button", { name: "Add" }).click();
      await toasts(admin).getByText(`${name} is featured`).waitFor();
    }
    await admin.getByRole("button", { name: "Move Soft Launch Tee up" }).click();
    await toasts(admin).getByText("Soft Launch Tee moved up").waitFor();
    const picks = admin.getByRole("list", { name: "Featured products" }).getByRole("listitem");
    await expect
      .poll(() => picks.allTextContents())
      .toEqual([
        expect.stringMatching(/^1\. Touch Grass Tee/),
        expect.stringMatching(/^2\. Soft Launch Tee/),
        expect.stringMatching(/^3\. Cloud Nine Hoodie/),
      ]);
    const home = await homeFeatured(admin);
    expect(home.slice(0, 3)).toEqual(["Touch Grass Tee", "Soft Launch Tee", "Cloud Nine Hoodie"]);
    expect(home).toHaveLength(4);
    await expectNoViolationsOn(admin, ["/admin/products/featured"]);

    // Without JavaScript: the same buttons post and the page answers with the list.
    const context = await admin
      .context()
      .browser()!
      .newContext({
        baseURL: store.url,
        javaScriptEnabled: false,
        storageState: await admin.context().storageState(),
      });
    try {
      const plain = await context.newPage();
      await plain.goto("/admin/products/featured");
      await plain.getByRole("button", { name: "Move Cloud Nine Hoodie up" }).click();
      await plain.getByRole("button", { name: "Remove Touch Grass Tee" }).waitFor();
      await plain.getByRole("button", { name: "Remove Touch Grass Tee" }).click();
      await plain.waitForLoadState("load");
      // A bad pick (no product chosen) is refused at its field and changes nothing.
      await plain.getByRole("form", { name: "Add to featured products" }).getByRole("button", { name: "Add" }).click();
      await plain.locator("p", { hasText: "Choose a product" }).waitFor();
    } finally {
      await context.close();
    }
    expect((await homeFeatured(admin)).slice(0, 2)).toEqual(["Cloud Nine Hoodie", "Soft Launch Tee"]);
  });

  it("the owner makes a collection of three products in an order; visitors find it in that order, linked, in the sitemap", async () => {
    browser.allowConsoleError(/status of 400/); // the refused web address's answer
    const admin = await page();
    await signIn(admin, ADMIN);
    await visit(admin, "/admin");
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Collections" }).click();
    await admin.getByRole("heading", { level: 1, name: "Collections" }).waitFor();
    const create = admin.getByRole("form", { name: "New collection" });
    // A web address that is not one is refused at its field; nothing is made.
    await create.getByLabel("Name").fill("Night Sky");
    await create.getByLabel(/^Web address/).fill("Night Sky!");
    await create.getByRole("button", { name: "Create collection" }).click();
    await create.getByText("Use lowercase letters, digits and single hyphens, like summer-tees").waitFor();
    await create.getByLabel(/^Web address/).fill("night-sky");
    await create.getByLabel("Description").fill("Tees and hoodies for stargazers.");
    await create.getByLabel("Link it in the header").check();
    await create.getByLabel("Link it in the footer").check();
    await create.getByRole("button", { name: "Create collection" }).click();
    await admin.getByRole("heading", { level: 1, name: "Collection: Night Sky" }).waitFor();

    const add = admin.getByRole("form", { name: "Add to collection products" });
    for (const name of ["Cloud Nine Hoodie", "Touch Grass Tee", "Soft Launch Tee"]) {
      await add.getByLabel("Product").selectOption({ label: name });
      await add.getByRole("button", { name: "Add" }).click();
      await toasts(admin).getByText(`${name} is in the collection`).waitFor();
    }
    await admin.getByRole("button", { name: "Move Soft Launch Tee up" }).click();
    await toasts(admin).getByText("Soft Launch Tee moved up").waitFor();
    const order = ["Cloud Nine Hoodie", "Soft Launch Tee", "Touch Grass Tee"];
    const editPath = new URL(admin.url()).pathname;
    await expectNoViolationsOn(admin, ["/admin/collections", editPath]);

    // A visitor: the header's and the footer's links, the page in the owner's order, its tags.
    const visitor = await page();
    await visit(visitor, "/");
    expect(await visitor.getByRole("contentinfo").getByRole("link", { name: "Night Sky" }).getAttribute("href")).toBe(
      "/collections/night-sky",
    );
    await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Night Sky" }).click();
    await visitor.getByRole("heading", { level: 1, name: "Night Sky" }).waitFor();
    const cards = visitor.getByRole("list", { name: "Products" }).getByRole("article");
    await expect
      .poll(async () => Promise.all((await cards.all()).map((card) => card.getAttribute("aria-label"))))
      .toEqual(order);
    await visitor.getByText("3 products").waitFor();
    expect(await visitor.title()).toMatch(/^Night Sky — /);
    expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Tees and hoodies for stargazers.",
    );
    const itemList = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
    );
    expect(itemList["@type"]).toBe("ItemList");
    expect(itemList.itemListElement.map((item: { name: string }) => item.name)).toEqual(order);
    // Sorted by price, the same products in another order; back to the owner's with Featured.
    await visitor.getByLabel("Sort by").selectOption("price-asc");
    await visitor.waitForURL(/\/collections\/night-sky\?sort=price-asc$/);
    await expectNoViolationsOn(visitor, ["/collections/night-sky"]);
    const sitemap = await (await fetch(`${store.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/collections/night-sky</loc>");

    // Without JavaScript: the owner takes one out with its form post; the page follows.
    const context = await admin
      .context()
      .browser()!
      .newContext({
        baseURL: store.url,
        javaScriptEnabled: false,
        storageState: await admin.context().storageState(),
      });
    try {
      const plain = await context.newPage();
      await plain.goto(editPath);
      await plain.getByRole("button", { name: "Remove Soft Launch Tee" }).click();
      await plain.getByRole("button", { name: "Move Touch Grass Tee up" }).waitFor();
      const sorted = await context.newPage();
      await sorted.goto("/collections/night-sky?sort=featured");
      const plainCards = sorted.getByRole("list", { name: "Products" }).getByRole("article");
      await plainCards.first().waitFor();
      expect(await Promise.all((await plainCards.all()).map((card) => card.getAttribute("aria-label")))).toEqual([
        "Cloud Nine Hoodie",
        "Touch Grass Tee",
      ]);
    } finally {
      await context.close();
    }
    expect((await fetch(`${store.url}/collections/no-such-collection`)).status).toBe(404);
    // The longest story here (three pages scanned at two sizes): a busy machine needs more than the default.
  }, 300_000);
});
