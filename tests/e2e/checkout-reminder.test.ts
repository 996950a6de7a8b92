// The unfinished-checkout reminder in the browser (decision 069), on a store of its own that lets
// guests check out and reminds after 3 seconds: a guest whose card is declined leaves; one email
// comes, once; its link puts the cart back in another browser, which pays; no reminder follows the
// paid order; the owner's insights count the recovered checkout; after the email's unsubscribe, a
// second unfinished checkout brings no reminder. Axe on the unsubscribe page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitSignIn, toasts } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import {
  addVariant,
  CARDS,
  cartItems,
  fillCard,
  fillGuestCheckout,
  guestEmail,
  PAYMENT_FAILED,
  placeOrderButton,
} from "./checkout-helpers";

const ADMIN = { name: "Rita Owner", email: "owner@reminders.test", password: "owner-e2e-password" };
const SUBJECT = "You left something in your cart";
const DELAY_MS = 3_000;
let store: StoreProcess;

beforeAll(async () => {
  store = await startStore({
    name: "reminders",
    env: { GUEST_CHECKOUT: "true", CHECKOUT_REMINDER_MINUTES: String(DELAY_MS / 60_000), ADMIN_EMAILS: ADMIN.email },
  });
  await signUpVerified(store.url, store.dataDir, ADMIN);
});

afterAll(async () => {
  await store?.stop();
});

const remindersTo = async (email: string) =>
  (await readOutbox(store.dataDir)).filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT);

/** The one reminder an address was sent (polled: the worker sends it after the delay). */
async function reminderTo(email: string) {
  await expect.poll(async () => (await remindersTo(email)).length, { timeout: 30_000 }).toBe(1);
  return (await remindersTo(email))[0]!;
}

/** Long enough for a reminder that was going to come: the delay and a few turns of the worker. */
const pastTheDelay = () => new Promise((resolve) => setTimeout(resolve, DELAY_MS + 5_000));

describe("the checkout reminder", () => {
  const browser = setupBrowser();

  async function leaveAtPayment(email: string) {
    browser.allowConsoleError(/status of 402/); // the declined payment's answer
    const page = await browser.newPage({ baseURL: store.url });
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await fillGuestCheckout(page, email);
    await fillCard(page, CARDS.declined);
    await placeOrderButton(page).click();
    await toasts(page).getByText(PAYMENT_FAILED).waitFor();
    await page.close();
  }

  it("reminds a guest who left once; its link restores the cart, which pays; insights count it", async () => {
    const email = guestEmail("left");
    await leaveAtPayment(email);
    const reminder = await reminderTo(email);
    expect(reminder.body).toContain("No Rules Club Tee (M, White), quantity 1: $28.00");
    const restore = reminder.body.match(/\S+\/checkout\/resume\/[\w-]+/)![0];

    // Another browser, nothing in its cart: the link puts the tee back and opens the checkout.
    const page = await browser.newPage({ baseURL: store.url });
    await visit(page, restore);
    await page.waitForURL(/\/checkout$/);
    await expect.poll(async () => (await cartItems(page)).length).toBe(1);
    await fillGuestCheckout(page, email);
    await fillCard(page, CARDS.success);
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-success\?orderId=.+&key=/);
    await toasts(page).getByText("Payment Successful").waitFor();

    // The paid order gets no reminder, nor does the one it replaced again.
    await pastTheDelay();
    expect(await remindersTo(email)).toHaveLength(1);

    const owner = await browser.newPage({ baseURL: store.url });
    await visit(owner, "/auth");
    await submitSignIn(owner, ADMIN.email, ADMIN.password);
    await toasts(owner).getByText("Welcome back!").waitFor();
    await visit(owner, "/admin/insights");
    const card = owner.getByRole("region", { name: "Checkout reminders" });
    await expect.poll(() => card.getByText("Reminders sent").locator("..").textContent()).toBe("Reminders sent1");
    expect(await card.getByText("Checkouts recovered").locator("..").textContent()).toBe("Checkouts recovered1");
    expect(await card.getByText("Revenue recovered").locator("..").textContent()).toMatch(/^Revenue recovered\$\d/);
  });

  it("sends no reminder to an address that unsubscribed from the email's link", async () => {
    const email = guestEmail("unsubscribed");
    await leaveAtPayment(email);
    const reminder = await reminderTo(email);
    const unsubscribe = reminder.body.match(/\S+\/checkout\/reminders\/unsubscribe\/[\w-]+/)![0];
    const page = await browser.newPage({ baseURL: store.url });
    await expectNoViolationsOn(page, [unsubscribe]);
    await visit(page, unsubscribe);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("status").getByText("You're unsubscribed.").waitFor();

    await leaveAtPayment(email);
    await pastTheDelay();
    expect(await remindersTo(email)).toHaveLength(1);
  });
});
