// Prices in the shopper's currency in a browser (decision 071), on a store with EUR, GBP and JPY on
// and a fake of the ECB's feed: a shopper whose browser speaks en-GB sees pounds on the listing,
// product page, cart and checkout and pays them; another switches to yen with the select (no
// decimals) and pays; two shoppers interleaved never see each other's currency from the page
// cache; the owner's .99 ending shows; the order's page and email are in its currency; a refund in
// pounds; insights in USD at each order's own rate; a malformed feed changes nothing.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertBackMinor, convertMinor, presentPrice, rateString, type Presentment } from "../../app/lib/currencies";
import { formatMoney } from "../../app/lib/money";
import { FAKE_PER_EURO, startFakeEcb, untilRatesRead, type FakeEcb } from "../fakes/ecb-server";
import { signIn, toasts } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { openBeforeScripts, setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { addVariant, CARDS, fillCard, fillShipping, placeOrderButton } from "./checkout-helpers";

const OWNER = { name: "Currency Owner", email: "owner@currency.test", password: "owner-currency-password" };
const TEE = { handle: "no-rules-club-tee", price: 2800 };
const SHIPPING = 599;

/** The rate the store charges at: the feed's, through the euro, with the default 2 % margin. */
const rateOf = (code: string) => rateString((Number(FAKE_PER_EURO[code]) / Number(FAKE_PER_EURO.USD)) * 1.02);
const GBP: Presentment = { code: "GBP", rate: rateOf("GBP"), rounding: "exact" };
const JPY: Presentment = { code: "JPY", rate: rateOf("JPY"), rounding: "exact" };
const priceIn = (presentment: Presentment, cents = TEE.price) => presentPrice(cents, presentment);
const totalIn = (presentment: Presentment) =>
  priceIn(presentment) + convertMinor(SHIPPING, "USD", presentment.code, presentment.rate);

let ecb: FakeEcb;
let store: StoreProcess;
const paid: { gbp?: string; jpy?: string } = {};

beforeAll(async () => {
  ecb = await startFakeEcb();
  store = await startStore({
    name: "currencies",
    env: { ADMIN_EMAILS: OWNER.email, CURRENCIES: "EUR,GBP,JPY", FX_RATES_URL: ecb.url },
    startupMs: 240_000,
  });
  await signUpVerified(store.url, store.dataDir, OWNER);
  // The rates job runs once the worker starts.
  await untilRatesRead(store.url, "GBP");
}, 300_000);

afterAll(async () => {
  await store?.stop();
  await ecb?.close();
});

async function shopper(page: Page, label: string) {
  const account = { name: `Currency ${label}`, email: `${label}-${Date.now()}@currency.test`, password: "secret-123" };
  await signUpVerified(store.url, store.dataDir, account);
  await signIn(page, account);
  return account;
}

/** Checks out the cart with the sandbox's card; returns the order's id from the success page. */
async function pay(page: Page, total: string) {
  await visit(page, "/checkout");
  await fillShipping(page);
  await page.getByLabel(`Order total ${total}`).waitFor();
  await fillCard(page, CARDS.success);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await placeOrderButton(page).click();
  await page.waitForURL(/\/order-success\?orderId=/);
  await toasts(page).getByText("Payment Successful").waitFor();
  await page.getByText(`· ${total}`).waitFor();
  return new URL(page.url()).searchParams.get("orderId")!;
}

const cardPrice = (page: Page) =>
  page.getByRole("article").filter({ hasText: "No Rules Club Tee" }).first().locator(".product-card-price");

describe("prices in the shopper's currency", () => {
  const browser = setupBrowser();

  it("a browser in en-GB sees pounds on the listing, product page, cart and checkout, and pays them", async () => {
    const page = await browser.newPage({ baseURL: store.url, locale: "en-GB" });
    const price = formatMoney(priceIn(GBP), "GBP");
    const total = formatMoney(totalIn(GBP), "GBP");
    const account = await shopper(page, "london");
    await visit(page, "/products");
    expect(await cardPrice(page).textContent()).toBe(price);
    await addVariant(page, TEE.handle, "M", "White");
    await page.getByLabel(`Price ${price}`).waitFor();
    await visit(page, "/cart");
    await page.getByLabel(`Subtotal ${price}`).waitFor();
    await page.getByLabel(`Total ${total}`).waitFor();
    const orderId = await pay(page, total);
    paid.gbp = orderId;

    // The order's page and its email are in the currency it was charged in.
    await visit(page, `/orders/${orderId}`);
    await page.getByText(total).first().waitFor();
    expect(await page.locator("main").textContent()).not.toContain("$");
    const confirmation = async () =>
      (await readOutbox(store.dataDir)).find((mail) => mail.to === account.email && /is confirmed/.test(mail.subject))
        ?.body ?? "";
    await expect
      .poll(confirmation, { timeout: 30_000 })
      .toContain(`Total (incl. ${formatMoney(totalIn(GBP) - priceIn(GBP), "GBP")} shipping): ${total}`);
  });

  it("the select switches to yen before scripts load; yen has no decimals, and the order is paid in it", async () => {
    const page = await browser.newPage({ baseURL: store.url, locale: "en-US" });
    await shopper(page, "tokyo");
    // No script runs: the footer's form posts as HTML does (choose, then Set).
    await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, (route) => route.abort());
    browser.allowConsoleError(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
    await openBeforeScripts(page, "/products");
    expect(await cardPrice(page).textContent()).toBe(formatMoney(TEE.price, "USD"));
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Currency").selectOption("JPY");
    await footer.getByRole("button", { name: "Set" }).click();
    await page.waitForURL(/\/products$/);
    const yen = formatMoney(priceIn(JPY), "JPY");
    expect(yen).toMatch(/^JPY ¥\d,\d{3}$/);
    await expect.poll(() => cardPrice(page).textContent()).toBe(yen);
    await page.unrouteAll();
    await addVariant(page, TEE.handle, "M", "White");
    await page.getByLabel(`Price ${yen}`).waitFor();
    paid.jpy = await pay(page, formatMoney(totalIn(JPY), "JPY"));
  });

  it("two shoppers in two currencies, interleaved, never see each other's listing from the page cache", async () => {
    const london = await browser.newPage({ baseURL: store.url, locale: "en-GB" });
    const tokyo = await browser.newPage({ baseURL: store.url, locale: "ja-JP" });
    for (let round = 0; round < 3; round += 1) {
      for (const [page, code, other] of [
        [london, "GBP", "JPY"],
        [tokyo, "JPY", "GBP"],
      ] as const) {
        const response = await page.goto("/products");
        if (round > 0) expect(response?.headers()["x-page-cache"]).toBe("hit");
        const html = await response!.text();
        expect(html).toContain(formatMoney(priceIn(code === "GBP" ? GBP : JPY), code));
        expect(html).not.toContain(formatMoney(priceIn(other === "GBP" ? GBP : JPY), other));
      }
    }
  });

  it("the owner's .99 ending shows on the listing; the page passes axe; a malformed feed changes no rate", async () => {
    const owner = await browser.newPage({ baseURL: store.url });
    await signIn(owner, OWNER);
    await expectNoViolationsOn(owner, ["/admin/currencies"]);
    await owner.getByRole("cell", { name: "GBP" }).waitFor();
    await owner.getByLabel("Converted prices end").selectOption("99");
    await owner.getByRole("button", { name: "Save currencies" }).click();
    await toasts(owner).getByText("Currencies saved").waitFor();

    ecb.state.mode = "garbage";
    browser.allowConsoleError(/status of 400/);
    await owner.getByRole("button", { name: "Read rates now" }).click();
    await owner.getByText(/^The rates could not be read: not the ECB's envelope/).waitFor();
    ecb.state.mode = "ok";

    const shopperPage = await browser.newPage({ baseURL: store.url, locale: "en-GB" });
    await visit(shopperPage, "/products");
    const ninetyNine = formatMoney(presentPrice(TEE.price, { ...GBP, rounding: "99" }), "GBP");
    expect(ninetyNine).toMatch(/\.99$/);
    expect(await cardPrice(shopperPage).textContent()).toBe(ninetyNine);
  });

  it("the owner refunds the pound order in pounds; insights are in USD at each order's own rate", async () => {
    expect(paid.gbp && paid.jpy).toBeTruthy();
    const owner = await browser.newPage({ baseURL: store.url });
    await signIn(owner, OWNER);
    const number = paid.gbp!.slice(0, 8).toUpperCase();
    await visit(owner, `/admin?q=${number}`);
    const card = owner.getByRole("article", { name: `Order #${number}` });
    await card
      .getByText(formatMoney(totalIn(GBP), "GBP"))
      .first()
      .waitFor();
    await card.getByRole("button", { name: "Issue refund" }).click();
    await toasts(owner)
      .getByText(`${formatMoney(totalIn(GBP), "GBP")} of order #${number} was refunded. We emailed the customer.`)
      .waitFor();
    const refundSubject = async () =>
      (await readOutbox(store.dataDir)).find((mail) => /^Refund of/.test(mail.subject))?.subject ?? "";
    await expect.poll(refundSubject, { timeout: 30_000 }).toContain(`Refund of ${formatMoney(totalIn(GBP), "GBP")}`);

    // Revenue: the yen order back in dollars at its own rate; the pound order was refunded in full.
    await visit(owner, "/admin/insights");
    const figures = owner.getByRole("region", { name: "Headline figures" });
    const figure = (label: string) =>
      figures
        .locator("div")
        .filter({ has: owner.getByText(label, { exact: true }) })
        .locator("dd")
        .first();
    const yenInDollars = convertBackMinor(totalIn(JPY), "USD", "JPY", JPY.rate);
    expect(await figure("Revenue").textContent()).toBe(`$${(yenInDollars / 100).toFixed(2)}`);
    expect(await figure("Orders").textContent()).toBe("2");
  });
});
