// One admin (issue #30, decision 067), on a store of its own: every admin page shares one
// navigation, on a phone a menu that opens before the page's scripts have loaded; /admin opens on
// what needs the owner with counts that follow a shopper's order; the owner picks and orders the
// home page's featured products (without JavaScript too) and the home page shows them so. axe
// passes on the dashboard and the featured page at phone and desktop size.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { expectNoViolationsOn, PHONE } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
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
    await admin.goto("/admin/reviews", { waitUntil: "commit" });
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
});
