// Stripe Tax in the browser (TAX=stripe and PAYMENTS=stripe against the fake Stripe API; decision
// 064): the checkout shows the calculation's tax and Stripe is asked for that total; the sale is
// recorded once paid; a refund of one line is reversed with its tax; a 500 from Stripe Tax refuses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { setupBrowser, visit } from "../support/browser";
import { freePort, startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { addVariant } from "./checkout-helpers";
import { cents, confirmWithStripe, pageTotal, serveFakeStripeJs } from "./stripe-helpers";
import type { Page } from "playwright-core";

const ADMIN = { name: "Stripe Tax Owner", email: "owner@stripe-tax.test", password: "owner-stripe-tax-pw" };
const WEBHOOK_SECRET = "whsec_e2e_stripe_tax";
const REFUSAL = "We couldn't calculate tax for this address. Please check it and try again.";

let store: StoreProcess;
let fake: FakeStripe;

beforeAll(async () => {
  const port = await freePort();
  fake = await startFakeStripe({
    webhook: { url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET },
  });
  store = await startStore({
    name: "stripe-tax",
    port,
    startupMs: 240_000,
    env: {
      ADMIN_EMAILS: ADMIN.email,
      TAX: "stripe",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_stripe_tax",
      STRIPE_PUBLISHABLE_KEY: "pk_test_stripe_tax",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  await signUpVerified(store.url, store.dataDir, ADMIN);
}, 300_000);

afterAll(async () => {
  await store?.stop();
  await fake?.close();
});

async function californian(page: Page, label: string) {
  const account = {
    name: `Stripe Tax ${label}`,
    email: `${label}-${Date.now()}@stripe-tax.test`,
    password: "secret-123",
  };
  await signUpVerified(store.url, store.dataDir, account);
  await signIn(page, account);
}

async function fillCalifornia(page: Page) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Address", { exact: true }).fill("1 Sunset Blvd");
  await form.getByLabel("City").fill("Los Angeles");
  await form.getByLabel("Country").selectOption({ label: "United States" });
  await form.getByLabel("State / Province").selectOption({ label: "California" });
  await form.getByLabel("ZIP / Postal code").fill("90012");
}

describe("Stripe Tax", () => {
  const browser = setupBrowser();

  it("calculates, charges the page's total, records the sale and reverses a refunded line", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    await serveFakeStripeJs(page, fake);
    await californian(page, "buyer");
    for (const size of ["S", "L"]) await addVariant(page, "no-rules-club-tee", size, "White");
    await visit(page, "/checkout");
    await fillCalifornia(page);
    await page.getByLabel("Tax (California 7.25 %) $4.06").waitFor();
    const total = await pageTotal(page);
    expect(cents(total)).toBe(2 * 2800 + 599 + 2 * 203);
    expect(fake.tax.calculations.size).toBeGreaterThan(0);
    const { orderId, charged } = await confirmWithStripe(page, fake, total);
    expect(charged).toBe(cents(total));
    // The worker records the sale from the order's calculation.
    await expect
      .poll(() => fake.tax.transactions.find((row) => row.reference === orderId)?.type, { timeout: 30_000 })
      .toBe("transaction");
    const sale = fake.tax.transactions.find((row) => row.reference === orderId)!;

    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    const number = orderId.slice(0, 8).toUpperCase();
    await visit(admin, `/admin?q=${number}`);
    const card = admin.getByRole("article", { name: `Order #${number}` });
    const form = card.getByRole("form", { name: /^Refund order/ });
    await form.getByText("Refund part of the order").click();
    await form.getByLabel(/^Units of No Rules Club Tee — L, White to refund/).fill("1");
    await form.getByRole("button", { name: "Issue refund" }).click();
    await toasts(admin).getByText("Refund issued").first().waitFor();
    await expect
      .poll(
        () =>
          fake.tax.transactions
            .filter(
              (row) => (row.reversal as { original_transaction?: string } | null)?.original_transaction === sale.id,
            )
            .map((row) => row.amount_total),
        { timeout: 30_000 },
      )
      .toEqual([-(2800 + 203)]);
  });

  it("refuses in its words and writes nothing when Stripe Tax answers 500", async () => {
    browser.allowConsoleError(/status of (400|409|422|500|502)/);
    const page = await browser.newPage({ baseURL: store.url });
    await serveFakeStripeJs(page, fake);
    await californian(page, "refused");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    const intents = fake.intents.size;
    fake.tax.failCalculations(true);
    try {
      await visit(page, "/checkout");
      await fillCalifornia(page);
      await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await page.getByText(REFUSAL).first().waitFor();
      expect(fake.intents.size).toBe(intents);
      await visit(page, "/orders");
      await page.getByRole("heading", { name: "My Orders" }).waitFor();
      expect(await page.getByRole("list", { name: "Orders" }).getByRole("article").count()).toBe(0);
    } finally {
      fake.tax.failCalculations(false);
    }
  });
});
