// Stripe mode end to end, with no internet: a second store runs with PAYMENTS=stripe against the
// local fake Stripe API, and the browser gets a stand-in for Stripe.js that confirms through the
// fake, which then sends its signed webhooks to the store, as Stripe does.
import type { Page } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, submitSignIn, toasts } from "../support/accounts";
import { setupBrowser, visit } from "../support/browser";
import { freePort, startStore, type StoreProcess } from "../support/store-process";
import { readOutbox } from "../support/mail-outbox";
import { signUpVerified } from "../support/verified-account";
import { startFakeEcb, untilRatesRead, type FakeEcb } from "../fakes/ecb-server";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { addVariant, fillShipping, PAYMENT_FAILED } from "./checkout-helpers";
import { confirmWithStripe, pageTotal, serveFakeStripeJs } from "./stripe-helpers";

const WEBHOOK_SECRET = "whsec_e2e_checkout";
let fake: FakeStripe;
let ecb: FakeEcb;
let store: StoreProcess;
let storeURL: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  storeURL = `http://127.0.0.1:${port}`;
  // Each confirmed payment's event is delivered twice: the store must apply it once.
  fake = await startFakeStripe({ webhook: { url: `${storeURL}/webhooks/stripe`, secret: WEBHOOK_SECRET, times: 2 } });
  // Pounds on offer too (decision 071): a shopper in en-GB is charged in them.
  ecb = await startFakeEcb();
  store = await startStore({
    name: "stripe",
    port,
    env: {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      CURRENCIES: "GBP",
      FX_RATES_URL: ecb.url,
    },
  });
  dataDir = store.dataDir;
  await untilRatesRead(storeURL, "GBP");
});

afterAll(async () => {
  await store?.stop();
  await fake?.close();
  await ecb?.close();
});

/** A stand-in for https://js.stripe.com/v3/: a card box, and confirmPayment through the fake API. */
function stripeJsStandIn(apiBase: string) {
  return `
window.Stripe = function (publishableKey) {
  return {
    elements: function (options) {
      return {
        clientSecret: options.clientSecret,
        create: function () {
          var input;
          return {
            mount: function (element) {
              input = document.createElement("input");
              input.setAttribute("aria-label", "Test card number");
              element.appendChild(input);
              window.__testCard = input;
            },
            destroy: function () { if (input) input.remove(); },
          };
        },
      };
    },
    confirmPayment: async function (options) {
      var secret = options.elements.clientSecret;
      var intentId = secret.split("_secret_")[0];
      var methods = { "4242424242424242": "pm_card_visa", "4000000000000002": "pm_card_chargeDeclined",
        "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds" };
      var method = methods[window.__testCard.value.replace(/\\D/g, "")] || "pm_card_visa";
      var response = await fetch(${JSON.stringify(apiBase)} + "/v1/payment_intents/" + intentId + "/confirm", {
        method: "POST",
        headers: { Authorization: "Bearer " + publishableKey, "Content-Type": "application/x-www-form-urlencoded" },
        body: "client_secret=" + encodeURIComponent(secret) + "&payment_method=" + method,
      });
      var body = await response.json();
      return response.ok ? { paymentIntent: body } : { error: body.error };
    },
  };
};`;
}

async function open(page: Page, pathname: string) {
  await page.goto(`${storeURL}${pathname}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

describe("checkout with Stripe", () => {
  const browser = setupBrowser();

  it("confirms in the browser, applies the doubled webhook once, and makes one PaymentIntent", async () => {
    const page = await browser.newPage();
    await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
      route.fulfill({ contentType: "text/javascript", body: stripeJsStandIn(fake.url) }),
    );
    browser.allowConsoleError(/402/); // the declined confirmation's HTTP status, logged by Chromium

    const account = newAccount("stripe");
    await open(page, "/auth?mode=signup");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await toasts(page).getByText("Account created!").waitFor();
    // Sign-up signs no one in: sign in on the page it lands on.
    await submitSignIn(page, account.email, account.password);
    await toasts(page).getByText("Welcome back!").waitFor();

    await open(page, "/product/no-rules-club-tee");
    await page.getByRole("button", { name: "M", exact: true }).click();
    await page.getByRole("button", { name: "White", exact: true }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart!").first().waitFor();

    await open(page, "/checkout");
    await fillShipping(page);
    expect(await page.getByLabel("Card number").count()).toBe(0); // no card field of ours in stripe mode
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // Declined first: the payment message, the cart kept, the order marked failed by the webhook.
    await page.getByLabel("Test card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $33.99" }).click();
    await toasts(page).getByText("Checkout Failed").waitFor();
    await toasts(page).getByText(PAYMENT_FAILED).waitFor();
    await page.getByRole("alert").getByText("Your card was declined.").waitFor();

    await page.getByLabel("Test card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $33.99" }).click();
    await page.waitForURL(/\/order-success\?orderId=/);
    await toasts(page).getByText("Payment Successful").waitFor();
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    const number = orderId.slice(0, 8).toUpperCase();
    await page.getByText(`#${number}`).waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("cart_items"))).toBe("[]");

    const intents = [...fake.intents.values()].filter((intent) => intent.metadata.order_id === orderId);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: 3399, currency: "usd", status: "succeeded" });
    const creates = fake.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/payment_intents",
    );
    expect(creates.map((request) => request.idempotencyKey)).toEqual([orderId]);

    const deliveries = await fake.webhookDeliveries();
    const succeeded = deliveries.filter((delivery) => delivery.type === "payment_intent.succeeded");
    expect(succeeded.map((delivery) => [delivery.status, JSON.parse(delivery.body).applied])).toEqual([
      [200, true],
      [200, false],
    ]);
    expect(deliveries.filter((delivery) => delivery.type === "payment_intent.payment_failed")).toHaveLength(2);

    await open(page, `/orders/${orderId}`);
    await page.getByRole("region", { name: "Payment Summary" }).getByText("Paid", { exact: true }).waitFor();
    await expect
      .poll(async () => (await readOutbox(dataDir)).filter((mail) => mail.subject.includes(number)).length, {
        timeout: 15_000,
      })
      .toBe(1);
  });

  it("answers a forged or stale webhook with 400 and changes nothing", async () => {
    const intent = {
      id: "pi_forged",
      object: "payment_intent",
      client_secret: null,
      status: "succeeded",
      amount: 100,
      currency: "usd",
      metadata: { order_id: "00000000-0000-4000-8000-000000000000" },
    };
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    });
    const post = (signature: string) =>
      fetch(`${storeURL}/webhooks/stripe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await post(forged)).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await post(stale)).status).toBe(400);
    // Neither attempt was recorded: the same event properly signed is taken now (it names no
    // order of ours, so it changes nothing), and only once.
    const valid = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    for (const applied of [true, false]) {
      const response = await post(valid);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, applied });
    }
  });

  it("a shopper in pounds is charged in pounds: the PaymentIntent is for the page's total, in GBP", async () => {
    const page = await browser.newPage({ baseURL: storeURL, locale: "en-GB" });
    await serveFakeStripeJs(page, fake);
    const account = newAccount("pounds");
    await signUpVerified(storeURL, dataDir, account);
    await signIn(page, account);
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await visit(page, "/checkout");
    await fillShipping(page);
    const total = await pageTotal(page);
    expect(total).toMatch(/^GBP £\d+\.\d{2}$/);
    const { orderId, charged } = await confirmWithStripe(page, fake, total);
    const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.order_id === orderId);
    expect(intent?.currency).toBe("gbp");
    expect(charged).toBe(Math.round(Number(total.replace(/[^\d.]/g, "")) * 100));
  });
});
