// Partial refunds in the browser, in sandbox and in Stripe mode (against the fake Stripe API):
// the owner refunds one line of a three-line paid order and then an amount; the admin card, the
// customer's order page, the emails and the insights agree; a refund past what is left is refused
// at its field and writes nothing. Each mode runs a store of its own, so insights count only it.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { axeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { freePort, startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { addVariant, checkOut, CARDS, fillShipping } from "./checkout-helpers";
import { cents, confirmWithStripe, pageTotal, serveFakeStripeJs } from "./stripe-helpers";

const ADMIN = { name: "Rae Owner", email: "owner@refunds.test", password: "owner-refunds-pw" };
const WEBHOOK_SECRET = "whsec_e2e_refunds";
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

let sandbox: StoreProcess;
let stripeStore: StoreProcess;
let fake: FakeStripe;

beforeAll(async () => {
  const port = await freePort();
  fake = await startFakeStripe({
    webhook: { url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET },
  });
  [sandbox, stripeStore] = await Promise.all([
    // Two stores start at once on a busy machine: give them the time a slow first start takes.
    startStore({ name: "refunds", env: { ADMIN_EMAILS: ADMIN.email }, startupMs: 240_000 }),
    startStore({
      name: "refunds-stripe",
      port,
      startupMs: 240_000,
      env: {
        ADMIN_EMAILS: ADMIN.email,
        PAYMENTS: "stripe",
        STRIPE_SECRET_KEY: "sk_test_refunds",
        STRIPE_PUBLISHABLE_KEY: "pk_test_refunds",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    }),
  ]);
  await Promise.all([sandbox, stripeStore].map((store) => signUpVerified(store.url, store.dataDir, ADMIN)));
}, 300_000);

afterAll(async () => {
  await Promise.all([sandbox?.stop(), stripeStore?.stop()]);
  await fake?.close();
});

/** A customer with three lines in the cart: the tee in S, M and L (white). */
async function customerWithThreeLines(page: Page, store: StoreProcess, label: string) {
  const account = { name: `Refund ${label}`, email: `${label}-${Date.now()}@refunds.test`, password: "secret-123" };
  await signUpVerified(store.url, store.dataDir, account);
  await signIn(page, account);
  for (const size of ["S", "M", "L"]) await addVariant(page, "no-rules-club-tee", size, "White");
  return account;
}

/** axe scans the refund form (open, and with its refusal): the page's toasts are not part of it. */
const REFUND_FORM = 'form[aria-label^="Refund order"]';
const LINE_L = /^Units of No Rules Club Tee — L, White to refund/;

async function adminCard(page: Page, orderId: string) {
  const number = orderId.slice(0, 8).toUpperCase();
  await visit(page, `/admin?q=${number}`);
  const card = page.getByRole("article", { name: `Order #${number}` });
  await card.waitFor();
  return card;
}

async function openRefundForm(card: Locator) {
  const form = card.getByRole("form", { name: /^Refund order/ });
  const details = form.locator("details");
  if ((await details.getAttribute("open")) === null) await form.getByText("Refund part of the order").click();
  return form;
}

async function revenue(page: Page) {
  await visit(page, "/admin/insights");
  const figures = page.getByRole("region", { name: "Headline figures" });
  const figure = figures.locator("div").filter({ has: page.getByText("Revenue", { exact: true }) });
  return cents((await figure.locator("dd").first().textContent())!);
}

/** The owner's two refunds, the refusal past what is left, and everything that must agree. */
async function refundAndCheck(options: {
  admin: Page;
  customer: Page;
  store: StoreProcess;
  email: string;
  orderId: string;
  total: number;
}) {
  const { admin, customer, store, email, orderId, total } = options;
  expect(await revenue(admin)).toBe(total);

  // One line: the L tee ($28.00).
  let card = await adminCard(admin, orderId);
  let form = await openRefundForm(card);
  expect(await axeViolations(admin, REFUND_FORM)).toEqual([]);
  await form.getByLabel(LINE_L).fill("1");
  await form.getByRole("button", { name: "Issue refund" }).click();
  await toasts(admin).getByText("Refund issued").first().waitFor();
  await card.getByText(`Refunds total $28.00 of ${money(total)} paid`).waitFor();
  await card.getByText(/\$28\.00 on .* for 1 × No Rules Club Tee — L, White/).waitFor();

  // Then an amount.
  form = await openRefundForm(card);
  await form.getByLabel("Amount to refund in dollars").fill("5.00");
  await form.getByRole("button", { name: "Issue refund" }).click();
  await card.getByText(`Refunds total $33.00 of ${money(total)} paid`).waitFor();

  // Past what is left: refused at the field, nothing written.
  const left = total - 3300;
  card = await adminCard(admin, orderId);
  form = await openRefundForm(card);
  const amount = form.getByLabel("Amount to refund in dollars");
  await amount.fill(money(left + 1).slice(1));
  await form.getByRole("button", { name: "Issue refund" }).click();
  const refusal = `A refund can be at most ${money(left)}, what is left of this order's payment`;
  await form.getByText(refusal).waitFor();
  expect(await amount.getAttribute("aria-invalid")).toBe("true");
  expect(await axeViolations(admin, REFUND_FORM)).toEqual([]);
  // The L tee has no unit left to refund.
  expect(await form.getByLabel(LINE_L).isDisabled()).toBe(true);
  card = await adminCard(admin, orderId);
  await card.getByText(`Refunds total $33.00 of ${money(total)} paid`).waitFor();
  expect(await card.getByRole("region", { name: "Refunds" }).getByRole("listitem").count()).toBe(2);

  // The customer's page shows each refund and the same totals.
  await visit(customer, `/orders/${orderId}`);
  const summary = customer.getByRole("region", { name: "Payment Summary" });
  await summary.getByText(`Refunds total $33.00 of ${money(total)} paid`).waitFor();
  await summary.getByText(/\$28\.00 on .* for 1 × No Rules Club Tee/).waitFor();
  await summary.getByText(/^\$5\.00 on \d{4}-\d\d-\d\d$/).waitFor();
  await summary.getByText("Paid", { exact: true }).waitFor();

  // One email per refund, with its amount.
  const number = orderId.slice(0, 8).toUpperCase();
  await expect
    .poll(
      async () =>
        (await readOutbox(store.dataDir))
          .filter((mail) => mail.to.includes(email) && mail.subject.includes(`order #${number}`))
          .filter((mail) => mail.subject.startsWith("Refund of"))
          .map((mail) => mail.subject.split(" ")[2])
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(["$28.00", "$5.00"]);

  // Insights count the refunds out of revenue.
  expect(await revenue(admin)).toBe(total - 3300);
}

describe("partial refunds", () => {
  const browser = setupBrowser();

  it("sandbox: a line, then an amount; the card, the customer's page, the emails and insights agree", async () => {
    // The refusal past what is left answers 400 (bad input), which Chromium logs.
    browser.allowConsoleError(/status of 400/);
    const customer = await browser.newPage({ baseURL: sandbox.url });
    const account = await customerWithThreeLines(customer, sandbox, "sandbox");
    await checkOut(customer, CARDS.success);
    await customer.waitForURL(/\/order-success\?orderId=/);
    const orderId = new URL(customer.url()).searchParams.get("orderId")!;

    const admin = await browser.newPage({ baseURL: sandbox.url });
    await signIn(admin, ADMIN);
    const card = await adminCard(admin, orderId);
    const total = cents(
      (await card
        .getByText(/^\$\d+\.\d\d$/)
        .first()
        .textContent())!,
    );
    expect(total).toBe(3 * 2800 + 599);
    await refundAndCheck({ admin, customer, store: sandbox, email: account.email, orderId, total });
  });

  it("Stripe: the same against the fake Stripe API, each refund a partial Stripe refund", async () => {
    browser.allowConsoleError(/status of 400/);
    const customer = await browser.newPage({ baseURL: stripeStore.url });
    await serveFakeStripeJs(customer, fake);
    const account = await customerWithThreeLines(customer, stripeStore, "stripe");
    await visit(customer, "/checkout");
    await fillShipping(customer);
    const printed = await pageTotal(customer);
    const { orderId, charged } = await confirmWithStripe(customer, fake, printed);
    expect(charged).toBe(cents(printed));

    const admin = await browser.newPage({ baseURL: stripeStore.url });
    await signIn(admin, ADMIN);
    await adminCard(admin, orderId);
    await refundAndCheck({ admin, customer, store: stripeStore, email: account.email, orderId, total: charged! });
    const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.order_id === orderId)!;
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent.id).map((refund) => refund.amount)).toEqual(
      [2800, 500],
    );
  });
});
