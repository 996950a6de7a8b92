// axe-core on every page, at a phone's and a desktop's size: signed out, as a shopper with a cart
// and an order, and as an admin. Any violation of any impact fails the test with its list.
// Starts early in the run (tests/support/e2e-sequencer.ts): the suite's longest file in one piece.
import { describe, it } from "vitest";
import { signInAsAdmin } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { buy, shopperWithCart } from "./checkout-helpers";

const SIGNED_OUT = [
  "/",
  "/products?q=tee",
  // The filters with choices made and options disabled (issue #34).
  "/products?size=M&color=black&stock=1",
  "/product/no-rules-club-tee",
  // A size table's own page, with its "How to measure" (issue #34).
  "/product/no-rules-club-tee/size-guide",
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
  // The review request's unsubscribe page (issue #34).
  "/reviews/unsubscribe/not-a-token",
];

describe("accessibility (axe-core)", () => {
  const browser = setupBrowser();

  // One test a page: a busy machine scans 28 views slower than one test's time limit.
  it.each(SIGNED_OUT)("%s, signed out, has no violation on a phone or a desktop", async (path) => {
    const page = await browser.newPage();
    await expectNoViolationsOn(page, [path]);
  });

  it("the 404 page has no violation", async () => {
    const page = await browser.newPage();
    browser.allowConsoleError(/404/);
    await expectNoViolationsOn(page, ["/no-such-page"]);
  });

  it("a shopper's cart, checkout, orders and an order have no violation", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    await expectNoViolationsOn(page, ["/cart", "/checkout"]);
    const orderId = await buy(page);
    await expectNoViolationsOn(page, [
      `/order-success?orderId=${orderId}`,
      "/orders",
      `/orders/${orderId}`,
      // The review page answering a customer whose order is not delivered yet (the form: reviews.test.ts).
      "/product/no-rules-club-tee/review",
    ]);
  });

  it("the admin dashboard, with an order of every status button, and the insights have no violation", async () => {
    const customer = await browser.newPage();
    await shopperWithCart(customer);
    await buy(customer);
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await expectNoViolationsOn(admin, ["/admin", "/admin/insights", "/admin/promotions", "/admin/reviews"]);
  });

  it("the admin's product list and a product's size table page have no violation", async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    // A product's size table page (decision 059), reached from the product list.
    await visit(admin, "/admin/personalisation");
    const sizeTable = await admin
      .getByRole("link", { name: /^Size table: / })
      .first()
      .getAttribute("href");
    await expectNoViolationsOn(admin, ["/admin/personalisation", sizeTable!]);
  });
});
