// Checkout without an account in the browser (decision 065): a store started with GUEST_CHECKOUT=true
// (the suite's shared store keeps the default, off: checkout.test.ts's 'Authentication Required'),
// a guest paying with the sandbox, opening the order from the email's link and cancelling it, the
// lookup answering alike for a real and a made-up pair, the guest signing up later and finding the
// order under My Orders; a second store pays a guest through the Stripe fake. Axe on the new pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, submitSignIn, toasts } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { freePort, startStore, type StoreProcess } from "../support/store-process";
import { verificationLinkIn } from "../support/verified-account";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { addVariant, CARDS, fillCard, fillGuestCheckout, guestEmail, placeOrderButton } from "./checkout-helpers";
import { serveFakeStripeJs } from "./stripe-helpers";

const WEBHOOK_SECRET = "whsec_e2e_guest";
let store: StoreProcess;
let stripeStore: StoreProcess;
let fake: FakeStripe;

beforeAll(async () => {
  const stripePort = await freePort();
  fake = await startFakeStripe({
    webhook: { url: `http://127.0.0.1:${stripePort}/webhooks/stripe`, secret: WEBHOOK_SECRET },
  });
  [store, stripeStore] = await Promise.all([
    startStore({ name: "guest", env: { GUEST_CHECKOUT: "true" } }),
    startStore({
      name: "guest-stripe",
      port: stripePort,
      env: {
        GUEST_CHECKOUT: "true",
        PAYMENTS: "stripe",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([store?.stop(), stripeStore?.stop()]);
  await fake?.close();
});

/** The order link the store emailed to an address about an order (polled: the jobs worker writes it). */
async function emailedLink(dataDir: string, email: string, orderId: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(dataDir)).filter((mail) => mail.to.includes(email));
        link = mails.map((mail) => mail.body.match(new RegExp(`\\S+/orders/${orderId}\\?key=\\S+`))?.[0]).find(Boolean);
        return Boolean(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link!;
}

describe("checkout without an account", () => {
  const browser = setupBrowser();

  it("a guest pays with the sandbox, opens the order from the email's link and cancels it; signs up later and finds it", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    const email = guestEmail("guest");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await fillGuestCheckout(page, email);
    await fillCard(page, CARDS.success);
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-success\?orderId=.+&key=/);
    await toasts(page).getByText("Payment Successful").waitFor();
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    const number = orderId.slice(0, 8).toUpperCase();
    await page.getByText(`#${number}`).waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("cart_items"))).toBe("[]");

    // The link from the confirmation email, in a browser that has nothing else (no account, no cookie).
    const link = await emailedLink(store.dataDir, email, orderId);
    const elsewhere = await browser.newPage({ baseURL: store.url });
    await visit(elsewhere, link);
    await elsewhere.getByRole("heading", { name: `Order #${number}` }).waitFor();
    await elsewhere.getByRole("region", { name: "Payment Summary" }).getByText("Paid", { exact: true }).waitFor();
    await expectNoViolationsOn(elsewhere, [link, "/orders/lookup"]);
    await visit(elsewhere, link);
    await elsewhere.getByRole("button", { name: "Cancel Order" }).click();
    await toasts(elsewhere).getByText("Order Cancelled").waitFor();
    await elsewhere.getByText("cancelled", { exact: true }).first().waitFor();
    await expect.poll(() => elsewhere.getByRole("button", { name: "Cancel Order" }).count()).toBe(0);
    // A key one character off opens nothing.
    browser.allowConsoleError(/404/);
    const forged = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    await visit(elsewhere, forged);
    await elsewhere.getByRole("heading", { name: "Order not found" }).waitFor();

    // Later: an account with that address, verified, sees the order under My Orders.
    const account = { ...newAccount(), email };
    await visit(page, "/auth?mode=signup");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await toasts(page).getByText("Account created!").waitFor();
    await visit(page, await verificationLinkIn(email, store.dataDir));
    await visit(page, "/orders");
    if (await page.getByRole("heading", { name: "Welcome back" }).count()) {
      await submitSignIn(page, account.email, account.password);
    }
    await page.getByRole("heading", { name: "My Orders" }).waitFor();
    await page.getByRole("list", { name: "Orders" }).getByText(`#${number}`).waitFor();
  });

  it("the lookup answers alike for a real and a made-up pair, and emails the link for the real one only", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    const email = guestEmail("lookup");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await fillGuestCheckout(page, email);
    await fillCard(page, CARDS.success);
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-success\?orderId=.+&key=/);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    await emailedLink(store.dataDir, email, orderId);
    const mailsTo = async (address: string) =>
      (await readOutbox(store.dataDir)).filter((mail) => mail.to.includes(address));
    const before = (await mailsTo(email)).length;

    const ask = async (number: string, address: string) => {
      const lookup = await browser.newPage({ baseURL: store.url });
      await visit(lookup, "/orders/lookup");
      await lookup.getByLabel("Order number").fill(number);
      await lookup.getByLabel("Email").fill(address);
      await lookup.getByRole("button", { name: "Email me the link" }).click();
      await lookup.getByRole("heading", { name: "Check your email" }).waitFor();
      return (await lookup.locator("main").innerText()).replace(address, "<email>");
    };
    const madeUp = guestEmail("nobody");
    const answerForMadeUp = await ask(orderId.slice(0, 8).toUpperCase(), madeUp);
    const answerForReal = await ask(`#${orderId.slice(0, 8).toUpperCase()}`, email);
    expect(answerForReal).toBe(answerForMadeUp);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(before + 1);
    const [sent] = (await mailsTo(email)).slice(before);
    expect(sent!.body).toContain(`/orders/${orderId}?key=`);
    expect(await mailsTo(madeUp)).toEqual([]);
  });

  it("a guest pays through the Stripe fake and lands on their order", async () => {
    const page = await browser.newPage({ baseURL: stripeStore.url });
    await serveFakeStripeJs(page, fake);
    const email = guestEmail("stripe-guest");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await fillGuestCheckout(page, email);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByLabel("Test card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $33.99" }).click();
    await page.waitForURL(/\/order-success\?orderId=.+&key=/);
    await toasts(page).getByText("Payment Successful").waitFor();
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    await page.getByRole("link", { name: "View Your Order" }).click();
    await page.getByRole("heading", { name: `Order #${orderId.slice(0, 8).toUpperCase()}` }).waitFor();
    await page.getByRole("region", { name: "Payment Summary" }).getByText("Paid", { exact: true }).waitFor();
    await emailedLink(stripeStore.dataDir, email, orderId);
  });

  it("axe: the guest's checkout with its email first, on a phone and a desktop", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await expectNoViolationsOn(page, ["/checkout"]);
    await page.getByRole("region", { name: "Your Email" }).getByLabel("Email").waitFor();
  });
});
