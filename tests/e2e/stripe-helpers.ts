// Paying on a Stripe-mode store in a browser test: a stand-in for Stripe.js that confirms through
// the fake Stripe API, and the amount the fake's PaymentIntent was created for.
import type { Page } from "playwright-core";
import type { FakeStripe } from "../fakes/stripe-server";
import { toasts } from "../support/accounts";

/** Stripe.js's stand-in: a card box and confirmPayment through the fake. */
const stripeJs = (apiBase: string) => `
window.Stripe = function (key) { return {
  elements: function (o) { return { clientSecret: o.clientSecret, create: function () { return {
    mount: function (el) { var i = document.createElement("input"); i.setAttribute("aria-label", "Test card number"); el.appendChild(i); },
    destroy: function () {} }; } }; },
  confirmPayment: async function (o) {
    var secret = o.elements.clientSecret, id = secret.split("_secret_")[0];
    var r = await fetch(${JSON.stringify(apiBase)} + "/v1/payment_intents/" + id + "/confirm", { method: "POST",
      headers: { Authorization: "Bearer " + key, "Content-Type": "application/x-www-form-urlencoded" },
      body: "client_secret=" + encodeURIComponent(secret) + "&payment_method=pm_card_visa" });
    var b = await r.json(); return r.ok ? { paymentIntent: b } : { error: b.error };
  } }; };`;

/** Serves the stand-in instead of https://js.stripe.com/v3/ to this page. */
export async function serveFakeStripeJs(page: Page, fake: FakeStripe) {
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: "text/javascript", body: stripeJs(fake.url) }),
  );
}

/** The checkout page's "Order total $12.34", as printed once the quote for what the form holds is in. */
export async function pageTotal(page: Page) {
  await page.locator('section[aria-labelledby="checkout-summary"][aria-busy="false"]').waitFor();
  return (await page.getByLabel(/^Order total/).getAttribute("aria-label"))!.replace("Order total ", "");
}

/**
 * From a filled checkout form: Continue to Payment, pay `total` with the test card; returns the
 * order's id and the amount, in cents, of the PaymentIntent the fake was asked for.
 */
export async function confirmWithStripe(page: Page, fake: FakeStripe, total: string) {
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  const card = page.getByLabel("Test card number");
  // A refused checkout fails here with its words, not with a missing card box.
  const refused = page.getByRole("alert").or(toasts(page).getByText("Checkout Failed"));
  await card.or(refused).first().waitFor();
  if (!(await card.isVisible())) throw new Error(`checkout refused: ${await toasts(page).innerText()}`);
  await card.fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await page.waitForURL(/\/order-success\?orderId=/);
  await toasts(page).getByText("Payment Successful").waitFor();
  const orderId = new URL(page.url()).searchParams.get("orderId")!;
  const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.order_id === orderId);
  return { orderId, charged: intent?.amount };
}

/** "$1,234.50" → 123450. */
export const cents = (price: string) => Math.round(Number(price.replace(/[$,]/g, "")) * 100);
