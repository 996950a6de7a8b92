// Promotions end to end on a store of its own (Stripe mode, the fake Stripe API): the owner makes
// codes on /admin/promotions, shoppers see each refusal, a percentage capped by the margin floor,
// free shipping over $50 switched on; the amount Stripe is asked for is the page's total each time.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, submitSignIn, toasts } from "../support/accounts";
import { axeViolations } from "../support/axe";
import { setupBrowser } from "../support/browser";
import { freePort, startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { fillShipping } from "./checkout-helpers";
import { cents, confirmWithStripe, pageTotal, serveFakeStripeJs } from "./stripe-helpers";

const WEBHOOK_SECRET = "whsec_e2e_promotions";
const ADMIN = { name: "Pat Owner", email: "owner@promotions.test", password: "owner-e2e-password" };
let fake: FakeStripe;
let store: StoreProcess;

beforeAll(async () => {
  const port = await freePort();
  fake = await startFakeStripe({
    webhook: { url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET },
  });
  store = await startStore({
    name: "promotions",
    port,
    env: {
      ADMIN_EMAILS: ADMIN.email,
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  await signUpVerified(store.url, store.dataDir, ADMIN);
});

afterAll(async () => {
  await store?.stop();
  await fake?.close();
});

async function open(page: Page, pathname: string) {
  await page.goto(`${store.url}${pathname}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await open(page, "/auth");
  await submitSignIn(page, account.email, account.password);
  await toasts(page).getByText("Welcome back!").waitFor();
}

async function shopper(page: Page) {
  const account = newAccount("promo");
  await signUpVerified(store.url, store.dataDir, account);
  await signIn(page, account);
  return account;
}

async function addTee(page: Page, quantity = 1) {
  await open(page, "/product/no-rules-club-tee");
  await page.getByRole("button", { name: "M", exact: true }).click();
  await page.getByRole("button", { name: "White", exact: true }).click();
  for (let i = 0; i < quantity; i += 1) {
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart!").first().waitFor();
  }
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Promotion code", { exact: true }).fill(code);
  await page.getByRole("form", { name: "Apply a promotion code" }).getByRole("button", { name: "Apply" }).click();
}

async function createPromotion(page: Page, fields: Record<string, string>, options: { categories?: string[] } = {}) {
  await open(page, "/admin/promotions");
  const form = page.getByRole("form", { name: "New promotion" });
  for (const [name, value] of Object.entries(fields)) {
    const label = name === "Code" ? "Code (leave empty for an automatic promotion)" : name;
    if (label === "Gives") await form.getByLabel(label).selectOption({ label: value });
    else await form.getByLabel(label, { exact: true }).fill(value);
  }
  if (options.categories) await form.getByLabel(/Only these categories/).selectOption(options.categories);
  await form.getByRole("button", { name: "Create promotion" }).click();
  await page.getByRole("status").getByText(`${fields.Name} created`).waitFor();
}

/** On /admin/promotions: the tee costs $24.00, so its floor is $26.40 (price $28.00). */
async function setTeeCost(admin: Page) {
  await admin.getByLabel("Unit cost of No Rules Club Tee ($)").fill("24.00");
  await admin.getByLabel("Unit cost of No Rules Club Tee ($)").press("Enter");
  await admin.getByRole("status").getByText("Unit cost of No Rules Club Tee saved").waitFor();
}

/** Checks out with Stripe once the checkout page shows `total`; returns what Stripe was asked for. */
async function payWithStripe(page: Page, expected: string) {
  await serveFakeStripeJs(page, fake);
  await open(page, "/checkout");
  await page.getByLabel(`Order total ${expected}`, { exact: true }).waitFor();
  const total = await pageTotal(page);
  await fillShipping(page);
  return { total, ...(await confirmWithStripe(page, fake, total)) };
}

describe("promotions", () => {
  const browser = setupBrowser();

  it("the owner makes codes; each refusal reads as the shopper must see it", async () => {
    const admin = await browser.newPage();
    await signIn(admin, ADMIN);
    await createPromotion(admin, {
      Code: "OLDNEWS",
      Name: "Old news",
      "Percent off": "10",
      "Ends (UTC, optional)": "2020-01-01T00:00",
    });
    await createPromotion(admin, {
      Code: "SPEND30",
      Name: "Spend thirty",
      "Percent off": "10",
      "Minimum subtotal ($, optional)": "30",
    });
    await createPromotion(
      admin,
      { Code: "CAPSONLY", Name: "Caps only", "Percent off": "10" },
      { categories: ["caps"] },
    );
    await createPromotion(admin, {
      Code: "ONEUSE",
      Name: "One use",
      Gives: "Amount off",
      "Amount off ($)": "5",
      "Total uses (optional)": "1",
    });
    // Bad input is refused at its field (a 400), and nothing is written.
    browser.allowConsoleError(/status of 400/);
    const form = admin.getByRole("form", { name: "New promotion" });
    await form.getByLabel("Code (leave empty for an automatic promotion)").fill("oneuse");
    await form.getByLabel("Name", { exact: true }).fill("Duplicate");
    await form.getByLabel("Gives").selectOption({ label: "Percent off" });
    await form.getByLabel("Percent off").fill("150");
    await form.getByRole("button", { name: "Create promotion" }).click();
    await admin.getByText("A promotion already has this code").waitFor();
    await admin.getByText("Percent off must be a whole number from 1 to 100").waitFor();

    const page = await browser.newPage();
    await shopper(page);
    await addTee(page);
    await open(page, "/cart");
    const status = page.locator("#promotion-code-message");
    for (const [code, text] of [
      ["NOPE", "Unknown code"],
      ["oldnews", "This code has expired"],
      ["SPEND30", "Spend $30.00 to use this code"],
      ["CAPSONLY", "This code doesn't apply to the items in your cart"],
    ]) {
      await applyCode(page, code!);
      await status.getByText(text!, { exact: true }).waitFor();
    }
    // ONEUSE applies: $5.00 off the tee; the order placed with it takes its one use.
    await applyCode(page, "oneuse");
    await status.getByText("Code ONEUSE applied").waitFor();
    await page.getByLabel("Discount −$5.00", { exact: true }).waitFor();
    await page.getByLabel("Total $28.99", { exact: true }).waitFor();
    const paid = await payWithStripe(page, "$28.99");
    expect(paid.total).toBe("$28.99");
    expect(paid.charged).toBe(cents(paid.total));

    const other = await browser.newPage();
    await shopper(other);
    await addTee(other);
    await open(other, "/cart");
    await applyCode(other, "ONEUSE");
    await other.locator("#promotion-code-message").getByText("This code has been used up").waitFor();
  });

  it("one use per customer: a second order of the same shopper is told so", async () => {
    const admin = await browser.newPage();
    await signIn(admin, ADMIN);
    await open(admin, "/admin/promotions");
    const form = admin.getByRole("form", { name: "New promotion" });
    await form.getByLabel("Code (leave empty for an automatic promotion)").fill("ONCEEACH");
    await form.getByLabel("Name", { exact: true }).fill("Once each");
    await form.getByLabel("Percent off").fill("10");
    await form.getByLabel("One use per customer").check();
    await form.getByRole("button", { name: "Create promotion" }).click();
    await admin.getByRole("status").getByText("Once each created").waitFor();

    const page = await browser.newPage();
    await shopper(page);
    await addTee(page);
    await open(page, "/cart");
    await applyCode(page, "ONCEEACH");
    await page.locator("#promotion-code-message").getByText("Code ONCEEACH applied").waitFor();
    const paid = await payWithStripe(page, "$31.19");
    expect(paid.total).toBe("$31.19"); // 28.00 − 2.80 + 5.99
    expect(paid.charged).toBe(cents(paid.total));
    await addTee(page);
    await open(page, "/cart");
    await page.locator("#promotion-code-message").getByText("You have already used this code").waitFor();
  });

  it("a percentage is capped by the margin floor, and the cart says so", async () => {
    const admin = await browser.newPage();
    await signIn(admin, ADMIN);
    await open(admin, "/admin/promotions");
    await setTeeCost(admin);
    // The form warns as the percentage is typed: 50 % takes the tee under 24.00 + 10 %.
    const form = admin.getByRole("form", { name: "New promotion" });
    await form.getByLabel("Percent off").fill("50");
    await admin.getByRole("list", { name: "Products under the margin floor" }).getByText("No Rules Club Tee").waitFor();
    await createPromotion(admin, { Code: "HALF", Name: "Half off", "Percent off": "50" });

    const page = await browser.newPage();
    await shopper(page);
    await addTee(page);
    await open(page, "/cart");
    await applyCode(page, "HALF");
    await page.locator("#promotion-code-message").getByText("Discount limited on No Rules Club Tee").waitFor();
    // Floor 26.40: the discount is $1.60, not $14.00.
    await page.getByLabel("Discount −$1.60", { exact: true }).waitFor();
    await page.getByText("You save $1.60").waitFor();
    const paid = await payWithStripe(page, "$32.39");
    expect(paid.total).toBe("$32.39");
    expect(paid.charged).toBe(cents(paid.total));
  });

  it("the owner edits a promotion: prefilled, refused at its fields with nothing saved, saved, then kept once used", async () => {
    const admin = await browser.newPage();
    await signIn(admin, ADMIN);
    await open(admin, "/admin/promotions");
    await setTeeCost(admin);
    await createPromotion(admin, { Code: "TAKEN", Name: "Taken", "Percent off": "5" });
    await createPromotion(admin, { Code: "EDITME", Name: "Edit me", "Percent off": "2" });

    await admin.getByRole("link", { name: "Edit Edit me" }).click();
    const form = admin.getByRole("form", { name: "Edit promotion" });
    const code = form.getByLabel("Code (leave empty for an automatic promotion)");
    await admin.getByRole("heading", { name: "Edit Edit me" }).waitFor();
    expect(await code.inputValue()).toBe("EDITME");
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("Edit me");
    expect(await form.getByLabel("Percent off").inputValue()).toBe("2");
    const editURL = admin.url();

    // Another promotion's code (in another case) and a bad percentage: refused at the fields.
    browser.allowConsoleError(/status of 400/);
    await code.fill("taken");
    await form.getByLabel("Percent off").fill("0");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("A promotion already has this code").waitFor();
    await form.getByText("Percent off must be a whole number from 1 to 100").waitFor();
    expect(await form.getByLabel("Percent off").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(admin)).toEqual([]);
    await open(admin, new URL(editURL).pathname + new URL(editURL).search);
    expect(await code.inputValue()).toBe("EDITME");
    expect(await form.getByLabel("Percent off").inputValue()).toBe("2");

    // The margin warning as in a new promotion; then saved with 3 %.
    await form.getByLabel("Percent off").fill("50");
    await form.getByRole("list", { name: "Products under the margin floor" }).getByText("No Rules Club Tee").waitFor();
    await form.getByLabel("Percent off").fill("3");
    await form.getByLabel("Name", { exact: true }).fill("Edited me");
    await form.getByRole("button", { name: "Save changes" }).click();
    await admin.getByRole("status").getByText("Edited me saved").waitFor();
    await admin
      .getByRole("list", { name: "Promotions" })
      .getByRole("listitem")
      .filter({ hasText: "EDITME" })
      .getByText(/^3% off/)
      .waitFor();

    // A shopper gets the new percentage: 3 % of $28.00 is $0.84, and Stripe is asked for the page's total.
    const page = await browser.newPage();
    await shopper(page);
    await addTee(page);
    await open(page, "/cart");
    await applyCode(page, "editme");
    await page.getByLabel("Discount −$0.84", { exact: true }).waitFor();
    const paid = await payWithStripe(page, "$33.15");
    expect(paid.total).toBe("$33.15");
    expect(paid.charged).toBe(cents(paid.total));

    // Now an order carries it: its code and what it gives stay as they are.
    await open(admin, new URL(editURL).pathname + new URL(editURL).search);
    await form.getByText("Orders carry this promotion: its code and what it gives stay as they are.").waitFor();
    expect(await code.getAttribute("readonly")).not.toBeNull();
    expect(await form.getByLabel("Gives").isDisabled()).toBe(true);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it("free shipping over $50, switched on by the owner, is applied", async () => {
    const page = await browser.newPage();
    await shopper(page);
    await addTee(page, 2);
    await open(page, "/cart");
    await page.getByLabel("Total $61.99", { exact: true }).waitFor(); // off by default: $56.00 + $5.99

    const admin = await browser.newPage();
    await signIn(admin, ADMIN);
    await open(admin, "/admin/promotions");
    await admin.getByRole("button", { name: "Switch on Free shipping over $50" }).click();
    await admin.getByRole("status").getByText("Free shipping over $50 is now on").waitFor();

    await open(page, "/cart");
    await page.getByLabel("Shipping discount −$5.99", { exact: true }).waitFor();
    await page.getByLabel("Total $56.00", { exact: true }).waitFor();
    const paid = await payWithStripe(page, "$56.00");
    expect(paid.total).toBe("$56.00");
    expect(paid.charged).toBe(cents(paid.total));
    await open(page, `/orders/${paid.orderId}`);
    await page.getByText("Shipping discount").waitFor();
  });
});
