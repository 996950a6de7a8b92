// Live shipping rates end to end on a store of its own (SHIPPING_RATES=partner, the Printful fake,
// Stripe mode with the fake Stripe API): rates for a US and a German address, the flat fallback
// when the partner is down, a one-use-per-customer code kept through a changed shipping choice,
// free shipping over $50 with partner rates; each order paid, and the
// amount Stripe is asked for is the total the checkout page printed. The cart does not guess the
// shipping: it says it is calculated at checkout.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, signUp } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { axeViolations } from "../support/axe";
import { servePartnerImages, setupBrowser, visit } from "../support/browser";
import { freePort, startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { addVariant } from "./checkout-helpers";
import { cents, confirmWithStripe, pageTotal, serveFakeStripeJs } from "./stripe-helpers";

const ADMIN = { email: "rates-admin@softdrop.test", password: "rates-admin-password" };
const WEBHOOK_SECRET = "whsec_e2e_rates";
const FALLBACK = "We couldn't get live shipping rates, so the standard rate applies.";
let printful: FakePrintful;
let stripe: FakeStripe;
let store: StoreProcess;

beforeAll(async () => {
  const port = await freePort();
  stripe = await startFakeStripe({
    webhook: { url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET },
  });
  printful = await startFakePrintful({
    token: "pf-rates-token",
    stores: [
      {
        id: 78,
        name: "Softdrop",
        type: "native",
        products: [printfulProduct({ id: 42, name: "Rate Tee", sizes: ["S", "M"], colors: ["White"], price: "30.00" })],
      },
    ],
  });
  store = await startStore({
    name: "shipping-rates",
    port,
    env: {
      ADMIN_EMAILS: ADMIN.email,
      PRINTFUL_API_TOKEN: "pf-rates-token",
      PRINTFUL_API_BASE: printful.url,
      SHIPPING_RATES: "partner",
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Rates Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
  await stripe?.close();
});

const form = (page: Page) => page.getByRole("form", { name: "Checkout" });
const methods = (page: Page) => form(page).getByRole("group", { name: "Shipping method" });
const total = (page: Page) => page.getByLabel(/^Order total/);
const US = { country: "United States", state: "Oregon", city: "Portland", zip: "97201" };

/** `state`: chosen from the list (US); `region`: typed (countries without a list). */
async function address(
  page: Page,
  values: { country: string; state?: string; region?: string; city: string; zip: string },
) {
  await form(page).getByLabel("Address", { exact: true }).fill("12 Pastel Lane");
  await form(page).getByLabel("City").fill(values.city);
  await form(page).getByLabel("Country").selectOption({ label: values.country });
  if (values.state) await form(page).getByLabel("State / Province").selectOption({ label: values.state });
  if (values.region) await form(page).getByLabel("State / Province").fill(values.region);
  await form(page).getByLabel("ZIP / Postal code").fill(values.zip);
}

/** A new page on this store; the synced products' pictures (on .test hosts) answered with a pixel. */
async function storePage(browser: ReturnType<typeof setupBrowser>) {
  const page = await browser.newPage({ baseURL: store.url });
  await servePartnerImages(page);
  return page;
}

/** A new page with the Stripe.js stand-in, signed in as a new shopper. */
async function shopperPage(browser: ReturnType<typeof setupBrowser>) {
  const page = await storePage(browser);
  await serveFakeStripeJs(page, stripe);
  await signUp(page, newAccount("rates-buyer"));
  return page;
}

/** Pays the checkout as the page shows it: the Stripe charge must be the page's total, `expected`. */
async function payPageTotal(page: Page, expected: string) {
  await expect.poll(() => total(page).textContent()).toBe(expected);
  const shown = await pageTotal(page);
  const { orderId, charged } = await confirmWithStripe(page, stripe, shown);
  expect(shown).toBe(expected);
  expect(charged).toBe(cents(shown));
  return orderId;
}

describe("shipping rates at checkout", () => {
  const browser = setupBrowser();

  // Retried once: in two of three full CI runs on a loaded machine the German rates never showed
  // (alone it passes every time). Not the per-client quote limit: a quiet run sends 7 quotes with a
  // complete address, far from 30. The suspect left is the partner's shared pace: on a slow machine
  // each field filled is its own quote and partner call, and the last may wait past its 3 s turn.
  it(
    "US and German rates and the flat fallback, each paid with Stripe at the total the page printed",
    { retry: 1 },
    async () => {
      const admin = await storePage(browser);
      await signIn(admin, ADMIN);
      await visit(admin, "/admin");
      await syncProducts(admin);

      const page = await shopperPage(browser);
      await addVariant(page, "rate-tee", "M", "White");
      // The cart cannot know the address: it does not print a shipping price it would not charge.
      await visit(page, "/cart");
      await page.getByLabel("Shipping calculated at checkout", { exact: true }).waitFor();
      await page.getByLabel("Total before shipping $30.00", { exact: true }).waitFor();
      expect(await page.getByText("$5.99").count()).toBe(0);
      await visit(page, "/checkout");
      await methods(page).getByText("Enter your address to see shipping options.").waitFor();
      await page.getByLabel("Total before shipping $30.00", { exact: true }).waitFor();

      // United States: the fake's US rates, the cheapest chosen, the total following the choice.
      await address(page, US);
      const flatRate = methods(page).getByRole("radio", { name: /Flat Rate/ });
      await flatRate.waitFor();
      expect(await flatRate.isChecked()).toBe(true);
      await methods(page).getByText("3–5 business days").waitFor();
      await methods(page).getByText("$4.75").waitFor();
      await methods(page).getByText("$12.99").waitFor();
      expect(await total(page).textContent()).toBe("$34.75");
      expect(await axeViolations(page)).toEqual([]);
      // Continuing with Standard, then choosing Express: the payment form for $34.75 goes away, and
      // the order paid is the one at the new total.
      await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await page.getByRole("button", { name: "Pay $34.75" }).waitFor();
      await methods(page)
        .getByRole("radio", { name: /Express/ })
        .check();
      await page.getByRole("button", { name: "Continue to Payment" }).waitFor();
      expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
      const usOrder = await payPageTotal(page, "$42.99");
      await visit(page, `/orders/${usOrder}`);
      await page.getByText("Shipping (Express)").waitFor();
      await page.getByText("1–2 business days").waitFor();
      await page.getByText("$42.99").first().waitFor();
      await expect
        .poll(() => printful.orderFor(usOrder.replace(/-/g, ""))?.shipping, { timeout: 30_000 })
        .toBe("EXPRESS");

      // Germany: other prices, other days; the cheapest paid.
      await addVariant(page, "rate-tee", "M", "White");
      await visit(page, "/checkout");
      await address(page, { country: "Germany", region: "Berlin", city: "Berlin", zip: "10115" });
      await methods(page).getByText("$8.99").waitFor();
      await methods(page).getByText("$21.99").waitFor();
      await methods(page).getByText("5–8 business days").waitFor();
      const deOrder = await payPageTotal(page, "$38.99");
      await visit(page, `/orders/${deOrder}`);
      await page.getByText("5–8 business days").waitFor();

      // The partner is down: the flat rate and the message; the shopper still pays, at that rate.
      printful.shipping.down = true;
      try {
        await addVariant(page, "rate-tee", "M", "White");
        await visit(page, "/checkout");
        await address(page, { country: "Germany", region: "Berlin", city: "Berlin", zip: "10117" });
        await methods(page).getByText(FALLBACK).waitFor();
        expect(await methods(page).getByRole("radio").count()).toBe(1);
        await methods(page).getByText("$5.99").waitFor();
        await payPageTotal(page, "$35.99");
      } finally {
        printful.shipping.down = false;
      }

      // A one-use-per-customer code and a changed mind: Standard, then Express after Continue to
      // Payment. The new attempt ends the first, unpaid order, so the code is the shopper's again.
      await visit(admin, "/admin/promotions");
      const promotion = admin.getByRole("form", { name: "New promotion" });
      await promotion.getByLabel("Code (leave empty for an automatic promotion)").fill("RATESONCE");
      await promotion.getByLabel("Name", { exact: true }).fill("Rates once");
      await promotion.getByLabel("Percent off").fill("10");
      await promotion.getByLabel("One use per customer").check();
      await promotion.getByRole("button", { name: "Create promotion" }).click();
      await admin.getByRole("status").getByText("Rates once created").waitFor();
      const changing = await shopperPage(browser);
      await addVariant(changing, "rate-tee", "M", "White");
      await visit(changing, "/cart");
      await changing.getByLabel("Promotion code", { exact: true }).fill("RATESONCE");
      await changing
        .getByRole("form", { name: "Apply a promotion code" })
        .getByRole("button", { name: "Apply" })
        .click();
      await changing.locator("#promotion-code-message").getByText("Code RATESONCE applied").waitFor();
      await visit(changing, "/checkout");
      await address(changing, US);
      await methods(changing).getByText("$12.99").waitFor();
      await changing.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
      await changing.getByRole("button", { name: "Continue to Payment" }).click();
      await changing.getByRole("button", { name: "Pay $31.75" }).waitFor(); // 30.00 − 3.00 + 4.75
      await methods(changing)
        .getByRole("radio", { name: /Express/ })
        .check();
      const discounted = await payPageTotal(changing, "$39.99"); // 30.00 − 3.00 + 12.99
      await visit(changing, `/orders/${discounted}`);
      await changing.getByText("$39.99").first().waitFor();
      await visit(changing, "/orders");
      await changing.getByText("Cancelled").first().waitFor();
    },
  );

  it("free shipping over $50 with partner rates: the cheapest method is free, a faster one pays the difference", async () => {
    const admin = await storePage(browser);
    await signIn(admin, ADMIN);
    await visit(admin, "/admin/promotions");
    await admin.getByRole("button", { name: "Switch on Free shipping over $50" }).click();
    await admin.getByRole("status").getByText("Free shipping over $50 is now on").waitFor();

    const page = await shopperPage(browser);
    await addVariant(page, "rate-tee", "M", "White");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart!").first().waitFor();
    // The cart: free shipping applies, on the method that will be cheapest for the address.
    await visit(page, "/cart");
    await page.getByLabel("Subtotal $60.00", { exact: true }).waitFor();
    await page.getByLabel("Shipping discount: cheapest method free", { exact: true }).waitFor();
    await page.getByLabel("Total before shipping $60.00", { exact: true }).waitFor();

    // US, two tees: Standard $6.75 is free; Express $15.99 pays $9.24 more.
    await visit(page, "/checkout");
    await address(page, US);
    await methods(page).getByText("$6.75").waitFor();
    await expect.poll(() => total(page).textContent()).toBe("$60.00");
    await methods(page)
      .getByRole("radio", { name: /Express/ })
      .check();
    await page.getByLabel("Shipping discount −$6.75", { exact: true }).waitFor();
    const orderId = await payPageTotal(page, "$69.24");
    await visit(page, `/orders/${orderId}`);
    await page.getByText("Shipping discount").waitFor();
    await page.getByText("$69.24").first().waitFor();
  });
});
