// The admin orders screen in the browser: a customer buys, an admin moves the order along, the
// customer sees every step and gets one email per change; non-admins get nowhere.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newAccount, signInAsAdmin, toasts } from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { buy, CARDS, checkOut, PAYMENT_FAILED, shopperWithCart } from "./checkout-helpers";

const STATUS_BUTTONS = ["Mark Processing", "Mark Shipped", "Mark Delivered", "Cancel Order"];

/** The status-update emails the store sent to one address, in the order it sent them. */
async function statusMails(to: string) {
  const mails = await readOutbox(inject("dataDir"));
  return mails.filter(
    (mail) => mail.to.includes(to) && / is (processing|shipped|delivered|cancelled)$/.test(mail.subject),
  );
}

/** The admin's card of one order, found through the search box as an admin would. */
async function adminCard(page: Page, number: string) {
  await visit(page, `/admin?q=${number}`);
  const card = page.getByRole("article", { name: `Order #${number}` });
  await card.waitFor();
  return card;
}

async function expectCustomerSees(page: Page, orderId: string, status: string, tracking?: string) {
  const number = orderId.slice(0, 8).toUpperCase();
  await visit(page, "/orders");
  const row = page.getByRole("article", { name: `Order #${number}` });
  await row.getByText(status, { exact: true }).waitFor();
  if (tracking) await row.getByText(tracking, { exact: true }).waitFor();
  await visit(page, `/orders/${orderId}`);
  await page.getByRole("heading", { name: `Order #${number}` }).waitFor();
  await page.getByRole("main").getByText(status, { exact: true }).first().waitFor();
  if (tracking) {
    await page.getByRole("region", { name: "Shipping Address" }).getByText(tracking, { exact: true }).waitFor();
  }
}

describe("admin orders", () => {
  const browser = setupBrowser();

  it("an admin moves a paid order through processing, shipped (with tracking) and delivered", async () => {
    const customer = await browser.newPage();
    const account = await shopperWithCart(customer, newAccount("buyer"));
    const orderId = await buy(customer);
    const number = orderId.slice(0, 8).toUpperCase();

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    let card = await adminCard(admin, number);
    await admin.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    // The card: number, date, badge, customer, address, total, payment.
    await card.locator("header time").waitFor();
    expect(await card.getByText("pending", { exact: true }).getAttribute("class")).toContain("yellow");
    for (const text of [
      account.name,
      account.email,
      "12 Pastel Lane",
      "Portland, OR 97201",
      "United States",
      "$33.99",
      "Paid",
    ]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    expect(await card.getByText("Tracking number").count()).toBe(0);
    for (const name of STATUS_BUTTONS) expect(await card.getByRole("button", { name }).isEnabled()).toBe(true);

    // processing
    await card.getByRole("button", { name: "Mark Processing" }).click();
    await toasts(admin).getByText("Order status updated").first().waitFor();
    await card.getByText("processing", { exact: true }).waitFor();
    expect(await card.getByText("processing", { exact: true }).getAttribute("class")).toContain("blue");
    expect(await card.getByRole("button", { name: "Mark Processing" }).isDisabled()).toBe(true);
    await expectCustomerSees(customer, orderId, "processing");
    await expect.poll(async () => (await statusMails(account.email)).length, { timeout: 15_000 }).toBe(1);

    // shipped, with a tracking number asked for on the card
    card = await adminCard(admin, number);
    await card.getByRole("button", { name: "Mark Shipped" }).click();
    const tracking = card.getByRole("textbox", { name: "Tracking number (optional)" });
    // The question takes the focus; Escape puts it away and back on the button.
    await expect.poll(() => tracking.evaluate((input) => input === document.activeElement)).toBe(true);
    await admin.keyboard.press("Escape");
    await tracking.waitFor({ state: "detached" });
    const ship = card.getByRole("button", { name: "Mark Shipped" });
    await expect.poll(() => ship.evaluate((button) => button === document.activeElement)).toBe(true);
    await ship.click();
    await tracking.fill("1Z-SOFTDROP-42");
    await card.getByRole("button", { name: "Confirm shipment" }).click();
    await card.getByText("shipped", { exact: true }).waitFor();
    await card.getByText("1Z-SOFTDROP-42", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Mark Shipped" }).isDisabled()).toBe(true);
    await expectCustomerSees(customer, orderId, "shipped", "1Z-SOFTDROP-42");
    await expect.poll(async () => (await statusMails(account.email)).length, { timeout: 15_000 }).toBe(2);

    // delivered: while the update runs, every button of the order waits, with a spinner
    card = await adminCard(admin, number);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldPosts = 0;
    await admin.route(/\/admin\.data/, async (route) => {
      if (route.request().method() === "POST") {
        heldPosts++;
        await held;
      }
      await route.continue();
    });
    await card.getByRole("button", { name: "Mark Delivered" }).click();
    await card.getByRole("status", { name: `Updating order #${number}` }).waitFor();
    for (const name of STATUS_BUTTONS) expect(await card.getByRole("button", { name }).isDisabled()).toBe(true);
    expect(heldPosts).toBe(1);
    release();
    await card.getByText("delivered", { exact: true }).waitFor();
    await admin.unroute(/\/admin\.data/);
    expect(await card.getByRole("status", { name: `Updating order #${number}` }).count()).toBe(0);
    expect(await card.getByRole("button", { name: "Mark Processing" }).isEnabled()).toBe(true);
    expect(await card.getByRole("button", { name: "Mark Delivered" }).isDisabled()).toBe(true);
    await expectCustomerSees(customer, orderId, "delivered", "1Z-SOFTDROP-42");

    // Exactly one email per change, in order, each naming the order and its status.
    await expect.poll(async () => (await statusMails(account.email)).length, { timeout: 15_000 }).toBe(3);
    const mails = await statusMails(account.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      ["processing", "shipped", "delivered"].map((status) => `Your softdrop order #${number} is ${status}`),
    );
    expect(mails[1]!.body).toContain("Tracking number: 1Z-SOFTDROP-42");
  });

  it("shows a customer's refund request on the card, and Issue refund gives the money back", async () => {
    const customer = await browser.newPage();
    await shopperWithCart(customer, newAccount("refunder"));
    const orderId = await buy(customer);
    const number = orderId.slice(0, 8).toUpperCase();
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    let card = await adminCard(admin, number);
    await card.getByRole("button", { name: "Mark Delivered" }).click();
    await card.getByText("delivered", { exact: true }).waitFor();

    await visit(customer, `/orders/${orderId}`);
    await customer.getByLabel("Reason for refund").fill("The hoodie runs small");
    await customer.getByRole("button", { name: "Request Refund" }).click();
    await toasts(customer).getByText("Refund Request Submitted").waitFor();

    await visit(admin, "/admin?status=refund-requested");
    card = admin.getByRole("article", { name: `Order #${number}` });
    await card.getByText("Refund requested", { exact: true }).waitFor();
    await card.getByText(/Refund requested on .*: The hoodie runs small/).waitFor();
    await card.getByRole("button", { name: "Issue refund" }).click();
    await toasts(admin).getByText("Refund issued").waitFor();
    // Refunded: no longer an open request, so it leaves this filter.
    await card.waitFor({ state: "detached" });
    card = await adminCard(admin, number);
    await card.getByText("Refunded", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Issue refund" }).count()).toBe(0);
    expect(await card.getByText("Refund requested", { exact: true }).count()).toBe(0);
    const history = card.getByRole("region", { name: "History" });
    for (const text of ["Marked delivered by the team", "Refund requested: The hoodie runs small", "Payment refunded"])
      await history.getByText(text, { exact: true }).waitFor();

    await visit(customer, `/orders/${orderId}`);
    await customer.getByRole("region", { name: "Payment Summary" }).getByText("Refunded").waitFor();
    await customer.getByRole("region", { name: "History" }).getByText("Payment refunded", { exact: true }).waitFor();
  });

  it("Cancel Order on a paid order refunds it through the payment provider", async () => {
    const customer = await browser.newPage();
    const account = await shopperWithCart(customer, newAccount("canceller"));
    const orderId = await buy(customer);
    const number = orderId.slice(0, 8).toUpperCase();
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const card = await adminCard(admin, number);
    await card.getByRole("button", { name: "Cancel Order" }).click();
    await card.getByText("cancelled", { exact: true }).waitFor();
    expect(await card.getByText("cancelled", { exact: true }).getAttribute("class")).toContain("red");

    // The jobs worker refunds it within a few seconds.
    await expect
      .poll(
        async () => {
          await visit(customer, `/orders/${orderId}`);
          return customer.getByRole("region", { name: "Payment Summary" }).getByText("Refunded").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect
      .poll(async () => (await statusMails(account.email)).map((mail) => mail.subject))
      .toEqual([`Your softdrop order #${number} is cancelled`]);
  });

  it("an unpaid order cannot be marked processing, shipped or delivered: the buttons are off and say why", async () => {
    // The declined checkout answers 402, which the browser logs.
    browser.allowConsoleError(/status of 402/);
    const customer = await browser.newPage();
    const account = await shopperWithCart(customer, newAccount("unpaid"));
    await checkOut(customer, CARDS.declined);
    await toasts(customer).getByText(PAYMENT_FAILED).first().waitFor();

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await visit(admin, `/admin?q=${encodeURIComponent(account.email)}`);
    const card = admin.getByRole("list", { name: "Orders" }).getByRole("article").first();
    // The payment line (the timeline says it too).
    await card.getByText("Payment failed", { exact: true }).first().waitFor();
    const reason = "This order is not paid yet, so it cannot be marked processing, shipped or delivered";
    for (const name of ["Mark Processing", "Mark Shipped", "Mark Delivered"]) {
      const button = card.getByRole("button", { name });
      expect(await button.isDisabled(), name).toBe(true);
      // The reason is the button's accessible description, not only text nearby.
      const describedBy = await button.getAttribute("aria-describedby");
      expect(describedBy, name).toBeTruthy();
      expect((await admin.locator(`[id="${describedBy}"]`).textContent())?.trim()).toBe(reason);
    }
    expect(await card.getByRole("button", { name: "Cancel Order" }).isEnabled()).toBe(true);
    expect(await card.getByRole("button", { name: "Cancel Order" }).getAttribute("aria-describedby")).toBeNull();

    // A hand-made request is refused by the server with the same words, and nothing changes.
    const heading = (await card.getByRole("heading").first().textContent()) ?? "";
    const number = heading.replace(/^Order #/, "").trim();
    const orderId = await card.locator('input[name="orderId"]').first().getAttribute("value");
    const response = await admin.request.post("/admin.data", {
      form: { intent: "update-status", orderId: orderId!, status: "shipped" },
      headers: { Origin: baseURL() },
      maxRedirects: 0,
    });
    expect(await response.text()).toContain("not paid yet");
    const again = await adminCard(admin, number);
    await again.getByText("pending", { exact: true }).waitFor();
    expect(await again.getByText("Marked shipped", { exact: false }).count()).toBe(0);
    expect(await statusMails(account.email)).toHaveLength(0);
  });

  it("searches, filters by status and says 'No orders found'", async () => {
    const customer = await browser.newPage();
    const account = await shopperWithCart(customer, newAccount("searcher"));
    const orderId = await buy(customer);
    const number = orderId.slice(0, 8).toUpperCase();

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await visit(admin, "/admin");
    const search = admin.getByRole("search", { name: "Filter orders" });
    await search.getByRole("searchbox", { name: "Search orders" }).fill(account.email);
    await search.getByRole("button", { name: "Search" }).click();
    await admin.waitForURL(/\/admin\?.*q=/);
    const orders = admin.getByRole("list", { name: "Orders" });
    await orders.getByRole("article", { name: `Order #${number}` }).waitFor();
    // The new order heads the unfiltered list too: wait for the filtered answer, not the first match.
    await expect.poll(() => orders.getByRole("article").count()).toBe(1);

    await search.getByRole("combobox", { name: "Status" }).selectOption("delivered");
    await search.getByRole("button", { name: "Search" }).click();
    await admin.getByText("No orders found").waitFor();
    expect(new URL(admin.url()).searchParams.get("status")).toBe("delivered");
  });

  it("redirects a customer away from /admin, and a forged admin request from their session changes nothing", async () => {
    const customer = await browser.newPage();
    const account = await shopperWithCart(customer, newAccount("forger"));
    const orderId = await buy(customer);

    await visit(customer, "/admin");
    await customer.waitForURL(`${baseURL()}/`);
    expect(await customer.getByRole("link", { name: "Admin" }).count()).toBe(0);

    // The session cookie rides along, as it would on a hand-made form post from the customer.
    for (const path of ["/admin", "/admin.data"]) {
      const response = await customer.request.post(path, {
        form: { intent: "update-status", orderId, status: "shipped", trackingNumber: "FORGED-1" },
        headers: { Origin: baseURL() },
        maxRedirects: 0,
      });
      // A document post gets the plain redirect; React Router's data request gets it encoded (202).
      expect(response.status(), path).toBe(path === "/admin" ? 302 : 202);
      if (path === "/admin") expect(response.headers()["location"]).toBe("/");
    }
    const refund = await customer.request.post("/admin", {
      form: { intent: "issue-refund", orderId },
      headers: { Origin: baseURL() },
      maxRedirects: 0,
    });
    expect(refund.headers()["location"]).toBe("/");

    await expectCustomerSees(customer, orderId, "pending");
    await customer.getByRole("region", { name: "Shipping Address" }).getByText("Not shipped yet").waitFor();
    await customer.getByRole("region", { name: "Payment Summary" }).getByText("Paid", { exact: true }).waitFor();
    expect(await statusMails(account.email)).toEqual([]);
  });
});
