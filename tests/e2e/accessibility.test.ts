// axe-core on every page, at a phone's and a desktop's size: signed out, as a shopper with a cart
// and an order, and as an admin. Any violation of any impact fails the test with its list.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/accounts";
import { DESKTOP, PHONE, axeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { buy, shopperWithCart } from "./checkout-helpers";

const SIZES = [
  { name: "phone", viewport: PHONE },
  { name: "desktop", viewport: DESKTOP },
];

const SIGNED_OUT = [
  "/",
  "/products?q=tee",
  "/product/no-rules-club-tee",
  "/cart",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/contact",
  "/shipping",
  "/returns",
  "/faq",
  "/about",
  "/privacy",
  "/terms",
];

/** Opens each path at each size and scans it; fails once, with every page's violations. */
async function scanAll(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const { name, viewport } of SIZES) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await visit(page, path);
      found.push(...(await axeViolations(page)).map((violation) => `${path} (${name}) ${violation}`));
    }
  }
  expect(found, "axe violations").toEqual([]);
}

describe("accessibility (axe-core)", () => {
  const browser = setupBrowser();

  it("signed-out pages have no violation on a phone or a desktop", async () => {
    const page = await browser.newPage();
    await scanAll(page, SIGNED_OUT);
  });

  it("the 404 page has no violation", async () => {
    const page = await browser.newPage();
    browser.allowConsoleError(/404/);
    await scanAll(page, ["/no-such-page"]);
  });

  it("a shopper's cart, checkout, orders and an order have no violation", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    await scanAll(page, ["/cart", "/checkout"]);
    const orderId = await buy(page);
    await scanAll(page, [`/order-success?orderId=${orderId}`, "/orders", `/orders/${orderId}`]);
  });

  it("the admin dashboard, with an order of every status button, has no violation", async () => {
    const customer = await browser.newPage();
    await shopperWithCart(customer);
    await buy(customer);
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await scanAll(admin, ["/admin"]);
  });
});
