// Tax in the browser (TAX=rates, decision 064): the owner's table at /admin/tax (its refusals at
// their fields, axe), shoppers in California (7.25 %, shipping not taxed), Oregon (no row: no tax)
// and London (20 %, shipping taxed) see their tax line and pay exactly the page's total; a code
// lowers the tax; the owner refunds one line and its tax comes back; then prices that include tax.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { addVariant, CARDS, fillCard, placeOrderButton } from "./checkout-helpers";
import { cents, pageTotal } from "./stripe-helpers";

const ADMIN = { name: "Tax Owner", email: "owner@tax.test", password: "owner-tax-password" };
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

type Address = { city: string; country: string; state: string; zip: string };
const CALIFORNIA: Address = { city: "Los Angeles", country: "United States", state: "California", zip: "90012" };
const OREGON: Address = { city: "Portland", country: "United States", state: "Oregon", zip: "97201" };
const LONDON: Address = { city: "London", country: "United Kingdom", state: "London", zip: "SW1A 1AA" };

let store: StoreProcess;

beforeAll(async () => {
  store = await startStore({ name: "tax", env: { ADMIN_EMAILS: ADMIN.email, TAX: "rates" }, startupMs: 240_000 });
  await signUpVerified(store.url, store.dataDir, ADMIN);
}, 300_000);

afterAll(async () => {
  await store?.stop();
});

async function shopper(page: Page, label: string) {
  const account = { name: `Tax ${label}`, email: `${label}-${Date.now()}@tax.test`, password: "secret-123" };
  await signUpVerified(store.url, store.dataDir, account);
  await signIn(page, account);
}

async function fillAddress(page: Page, to: Address) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Address", { exact: true }).fill("12 Pastel Lane");
  await form.getByLabel("City").fill(to.city);
  await form.getByLabel("Country").selectOption({ label: to.country });
  const state = form.getByLabel("State / Province");
  if (to.country === "United States") await state.selectOption({ label: to.state });
  else await state.fill(to.state);
  await form.getByLabel("ZIP / Postal code").fill(to.zip);
}

/** The checkout's summary once the address is in: the tax line as it reads, and the total. */
async function checkoutFor(page: Page, to: Address, taxLine: string | RegExp) {
  await visit(page, "/checkout");
  await fillAddress(page, to);
  const summary = page.getByRole("region", { name: "Order Summary" });
  await summary.getByText(taxLine).waitFor();
  return summary;
}

/** Pays with the sandbox card; the order success page's total must be the page's. */
async function pay(page: Page, total: string) {
  await fillCard(page, CARDS.success);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await placeOrderButton(page).click();
  await page.waitForURL(/\/order-success\?orderId=/);
  await toasts(page).getByText("Payment Successful").waitFor();
  await page.getByText(new RegExp(`Order number #\\w+ · \\${total}`)).waitFor();
  return new URL(page.url()).searchParams.get("orderId")!;
}

async function adminCard(page: Page, orderId: string) {
  const number = orderId.slice(0, 8).toUpperCase();
  await visit(page, `/admin?q=${number}`);
  const card = page.getByRole("article", { name: `Order #${number}` });
  await card.waitFor();
  return card;
}

describe("tax with the owner's rates", () => {
  const browser = setupBrowser();

  it("the owner's table: rates added, refusals at their field, axe on phone and desktop", async () => {
    browser.allowConsoleError(/status of 400/);
    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    await visit(admin, "/admin/tax");
    const add = async (country: string, region: string, rate: string, shipping: boolean) => {
      await admin.getByLabel("Country").selectOption({ label: country });
      await admin.getByLabel("Region").fill(region);
      await admin.getByLabel("Rate (%)").fill(rate);
      await admin.getByLabel("Tax shipping").setChecked(shipping);
      await admin.getByRole("button", { name: "Add rate" }).click();
    };
    await add("United States", "CA", "150", false);
    await admin.getByText("Enter a rate from 0 to 100").waitFor();
    expect(await admin.getByLabel("Rate (%)").getAttribute("aria-invalid")).toBe("true");
    await add("United States", "CA", "7.25", false);
    await toasts(admin).getByText("Rate added").first().waitFor();
    await add("United Kingdom", "", "20", true);
    const table = admin.getByRole("table", { name: "Tax rates" });
    await table.getByRole("row", { name: /United Kingdom — 20 % Yes/ }).waitFor();
    await table.getByRole("row", { name: /United States California 7.25 % No/ }).waitFor();
    // A duplicate is refused at its field (the server's answer, with scripts on).
    await add("United States", "California", "8", false);
    await admin.getByText("California already has a rate: remove it first").waitFor();
    expect(await table.getByRole("row").count()).toBe(3);
    await expectNoViolationsOn(admin, ["/admin/tax"]);

    // Without JavaScript: the server refuses at the field, adds and removes with plain posts.
    const context = await admin
      .context()
      .browser()!
      .newContext({ baseURL: store.url, javaScriptEnabled: false, storageState: await admin.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto("/admin/tax");
      await plain.getByLabel("Country").selectOption({ label: "Germany" });
      await plain.getByLabel("Rate (%)").fill("-1");
      await plain.getByRole("button", { name: "Add rate" }).click();
      await plain.getByText("Enter a rate from 0 to 100").first().waitFor();
      expect(await plain.getByLabel("Rate (%)").getAttribute("aria-invalid")).toBe("true");
      await plain.getByLabel("Rate (%)").fill("19");
      await plain.getByRole("button", { name: "Add rate" }).click();
      const germany = plain.getByRole("table", { name: "Tax rates" }).getByRole("row", { name: /Germany — 19 % No/ });
      await germany.waitFor();
      await germany.getByRole("button", { name: "Remove Germany" }).click();
      await plain
        .getByRole("table", { name: "Tax rates" })
        .getByRole("row", { name: /United Kingdom/ })
        .waitFor();
      expect(await plain.getByRole("row", { name: /Germany/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("California, Oregon and London see their tax and pay the page's total; a code lowers it", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    await shopper(page, "shopper");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await visit(page, "/cart");
    await page.getByText("Tax: calculated at checkout").waitFor();

    // Oregon has no row: no tax.
    let summary = await checkoutFor(page, OREGON, /^Tax$/);
    await summary.getByLabel("Tax $0.00").waitFor();
    expect(await pageTotal(page)).toBe(money(2800 + 599));

    // London: 20 % of the tee and of the shipping.
    summary = await checkoutFor(page, LONDON, "Tax (United Kingdom 20 %)");
    await summary.getByLabel("Tax (United Kingdom 20 %) $6.80").waitFor();
    expect(await pageTotal(page)).toBe(money(2800 + 599 + 560 + 120));

    // California: 7.25 % of the tee only.
    summary = await checkoutFor(page, CALIFORNIA, "Tax (California 7.25 %)");
    await summary.getByLabel("Tax (California 7.25 %) $2.03").waitFor();
    const total = await pageTotal(page);
    expect(total).toBe(money(2800 + 599 + 203));
    const orderId = await pay(page, total);
    await visit(page, `/orders/${orderId}`);
    await page.getByRole("region", { name: "Payment Summary" }).getByText("Tax (California 7.25 %)").waitFor();

    // A code takes 50 % off the tee, and half its tax with it.
    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    await visit(admin, "/admin/promotions");
    const form = admin.getByRole("form", { name: "New promotion" });
    await form.getByLabel("Code (leave empty for an automatic promotion)").fill("HALFTAX");
    await form.getByLabel("Name", { exact: true }).fill("Half tax");
    await form.getByLabel("Percent off", { exact: true }).fill("50");
    await form.getByRole("button", { name: "Create promotion" }).click();
    await admin.getByRole("status").getByText("Half tax created").waitFor();
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await visit(page, "/cart");
    await page.getByLabel("Promotion code", { exact: true }).fill("HALFTAX");
    await page.getByRole("form", { name: "Apply a promotion code" }).getByRole("button", { name: "Apply" }).click();
    await page.getByText("HALFTAX", { exact: false }).first().waitFor();
    summary = await checkoutFor(page, CALIFORNIA, "Tax (California 7.25 %)");
    // Half the tee ($14.00, or the margin floor's less) is taxed: less than the $2.03 of the full price.
    const taxed = cents(
      (await summary.getByLabel(/^Tax \(California 7\.25 %\) /).getAttribute("aria-label"))!.split(" ").pop()!,
    );
    expect(taxed).toBeLessThan(203);
    expect(taxed).toBeGreaterThan(0);
  });

  it("the owner refunds one line and its tax comes back with it", async () => {
    browser.allowConsoleError(/status of 400/);
    const page = await browser.newPage({ baseURL: store.url });
    await shopper(page, "refund");
    for (const size of ["S", "L"]) await addVariant(page, "no-rules-club-tee", size, "White");
    await checkoutFor(page, CALIFORNIA, "Tax (California 7.25 %)");
    const total = await pageTotal(page);
    expect(total).toBe(money(2 * 2800 + 599 + 2 * 203));
    const orderId = await pay(page, total);

    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    const card = await adminCard(admin, orderId);
    await card.getByText("Tax (California 7.25 %) $4.06").waitFor();
    const form = card.getByRole("form", { name: /^Refund order/ });
    await form.getByText("Refund part of the order").click();
    await form.getByLabel(/^Units of No Rules Club Tee — L, White to refund/).fill("1");
    await form.getByRole("button", { name: "Issue refund" }).click();
    await toasts(admin).getByText("Refund issued").first().waitFor();
    await card.getByText(`Refunds total ${money(2800 + 203)} of ${total} paid`).waitFor();
  });

  it("prices that include tax: the same prices, 'Includes $X.XX VAT', and that total paid", async () => {
    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    await visit(admin, "/admin/tax");
    await admin.getByLabel("Catalogue prices include tax").check();
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await toasts(admin).getByText("Saved").first().waitFor();

    const page = await browser.newPage({ baseURL: store.url });
    await shopper(page, "vat");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    // $28.00 holds $4.67 of VAT and the $5.99 shipping $1.00: the total is the prices'.
    const summary = await checkoutFor(page, LONDON, "Includes $5.67 VAT");
    expect(await summary.getByText("$28.00").count()).toBeGreaterThan(0);
    const total = await pageTotal(page);
    expect(total).toBe(money(2800 + 599));
    const orderId = await pay(page, total);
    await page.getByText("Includes $5.67 VAT").waitFor();
    const card = await adminCard(admin, orderId);
    await card.getByText("Includes $5.67 VAT").waitFor();
    // Its one line refunded: what it paid, its VAT inside it.
    const form = card.getByRole("form", { name: /^Refund order/ });
    await form.getByText("Refund part of the order").click();
    await form.getByLabel(/^Units of No Rules Club Tee — M, White to refund/).fill("1");
    await form.getByRole("button", { name: "Issue refund" }).click();
    await card.getByText(`Refunds total $28.00 of ${total} paid`).waitFor();
  });
});
