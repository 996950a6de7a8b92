// My orders in the browser: the list, the detail, another customer's order, cancelling.
import { describe, expect, it } from "vitest";
import { signInAsAdmin, signUp, toasts } from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { adminMarks, buy, shopperWithCart } from "./checkout-helpers";

describe("my orders", () => {
  const browser = setupBrowser();

  it("shows 'No orders yet' to a new customer and sends a visitor to sign in", async () => {
    const page = await browser.newPage();
    await visit(page, "/orders");
    await page.waitForURL(`${baseURL()}/auth?redirectTo=%2Forders`);
    await signUp(page);
    await visit(page, "/orders");
    await page.getByText("No orders yet").waitFor();
  });

  it("lists the order with number, date, status badge and total; the detail shows items, address and payment", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    const orderId = await buy(page);
    const number = orderId.slice(0, 8).toUpperCase();

    await visit(page, "/orders");
    const card = page.getByRole("article", { name: `Order #${number}` });
    await card.getByRole("heading", { name: `Order #${number}` }).waitFor();
    await card.getByText("$33.99").waitFor();
    await card.locator("time").waitFor();
    const badge = card.getByText("pending", { exact: true });
    expect(await badge.getAttribute("class")).toContain("yellow");
    await card.getByRole("link", { name: /View Details/ }).click();
    await page.waitForURL(`${baseURL()}/orders/${orderId}`);

    await page.getByRole("heading", { name: `Order #${number}` }).waitFor();
    const items = page.getByRole("list", { name: "Order items" });
    await items.getByText("No Rules Club Tee").waitFor();
    expect(await items.getByRole("img", { name: "No Rules Club Tee" }).count()).toBe(1);
    await items.getByText(/M \/ White/).waitFor();
    const address = page.getByRole("region", { name: "Shipping Address" });
    await address.getByText("12 Pastel Lane").waitFor();
    await address.getByText(/Portland, OR 97201/).waitFor();
    await address.getByText("Not shipped yet").waitFor();
    const payment = page.getByRole("region", { name: "Payment Summary" });
    for (const text of ["$28.00", "$5.99", "$33.99", "Paid"]) await payment.getByText(text, { exact: true }).waitFor();
    const history = page.getByRole("region", { name: "History" });
    for (const text of ["Order placed", "Payment received"]) await history.getByText(text, { exact: true }).waitFor();
    await page.getByRole("region", { name: "Order Actions" }).getByRole("button", { name: "Cancel Order" }).waitFor();
    // A pending order cannot be refunded yet.
    expect(await page.getByRole("button", { name: "Request Refund" }).count()).toBe(0);
  });

  it("answers another customer's order and an unknown id with 'Order not found' and status 404", async () => {
    const owner = await browser.newPage();
    await shopperWithCart(owner);
    const orderId = await buy(owner);

    const stranger = await browser.newPage();
    await signUp(stranger);
    browser.allowConsoleError(/404/);
    for (const path of [`/orders/${orderId}`, "/orders/00000000-0000-4000-8000-000000000000", "/orders/nope"]) {
      const response = await stranger.goto(path);
      expect(response?.status()).toBe(404);
      await stranger.getByRole("heading", { name: "Order not found" }).waitFor();
      expect(await stranger.getByText("No Rules Club Tee").count()).toBe(0);
    }
    await stranger.getByRole("link", { name: "Back to Orders" }).click();
    await stranger.waitForURL(`${baseURL()}/orders`);
    const response = await stranger.goto(`/order-success?orderId=${orderId}`);
    expect(response?.status()).toBe(404);
  });

  it("cancels a pending order (Order Cancelled, refunded) and a second cancel fails with Cancellation Failed", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    const orderId = await buy(page);
    await visit(page, `/orders/${orderId}`);
    const stale = await page.context().newPage();
    await visit(stale, `/orders/${orderId}`);

    await page.getByRole("button", { name: "Cancel Order" }).click();
    await toasts(page).getByText("Order Cancelled").waitFor();
    await toasts(page)
      .getByText(/5-7 business days/)
      .waitFor();
    await page.getByText("cancelled", { exact: true }).waitFor();
    expect(await page.getByRole("region", { name: "Order Actions" }).count()).toBe(0);
    // The paid order's refund runs as a job; the page shows it once the provider confirmed.
    await expect
      .poll(
        async () => {
          await visit(page, `/orders/${orderId}`);
          return page.getByRole("region", { name: "Payment Summary" }).getByText("Refunded").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    // The other tab still offers Cancel; the server refuses.
    await stale.getByRole("button", { name: "Cancel Order" }).click();
    await toasts(stale).getByText("Cancellation Failed").waitFor();
    await toasts(stale)
      .getByText(/can no longer be cancelled/)
      .waitFor();
  });

  it("asks a refund on a delivered order: Refund Reason Required, Refund Request Submitted, then Request Failed once it is no longer delivered", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    const orderId = await buy(page);
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await adminMarks(admin, orderId, "Mark Delivered", "delivered");

    await visit(page, `/orders/${orderId}`);
    const actions = page.getByRole("region", { name: "Order Actions" });
    expect(await actions.getByRole("button", { name: "Cancel Order" }).count()).toBe(0);
    await actions.getByRole("button", { name: "Request Refund" }).click();
    await toasts(page).getByText("Refund Reason Required").waitFor();

    await actions.getByLabel("Reason for refund").fill("The print is smudged");
    await actions.getByRole("button", { name: "Request Refund" }).click();
    await toasts(page).getByText("Refund Request Submitted").waitFor();
    await toasts(page)
      .getByText(/24-48 hours/)
      .waitFor();
    await page.getByText("delivered", { exact: true }).waitFor();

    // The team moves the order back meanwhile; this open page still offers the form.
    await adminMarks(admin, orderId, "Mark Processing", "processing");
    await actions.getByLabel("Reason for refund").fill("Still smudged");
    await actions.getByRole("button", { name: "Request Refund" }).click();
    await toasts(page).getByText("Request Failed").waitFor();
    await page.getByText("processing", { exact: true }).waitFor();
    // Processing again, so it may be cancelled, but there is nothing to refund-request.
    expect(await page.getByRole("button", { name: "Request Refund" }).count()).toBe(0);
  });
});
