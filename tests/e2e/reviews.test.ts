// Reviews by buyers in the browser (issue #34), on a store of its own whose review request comes
// 0.0001 days (under nine seconds) after delivery: a buyer with a delivered order reviews with a
// photo; the review shows only after the owner approves it, with its answer, in the JSON-LD and on
// the listing's card; a script in it stays text; the request email comes once; a second review, a
// customer without a delivered order and a visitor are refused, crafted posts too.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { axeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { addVariant, adminMarks, buy } from "./checkout-helpers";

const ADMIN = { name: "Rae Owner", email: "owner@reviews.test", password: "owner-reviews-pw" };
const TITLE = "<script>window.__xss = 1</script>Comfy";
const BODY = 'Soft tee. <img src=x onerror="window.__xss = 2"> Size down.';
const REQUEST_SUBJECT = "How did it fit? Review your order";
const REVIEW_PATH = "/product/no-rules-club-tee/review";

let store: StoreProcess;

beforeAll(async () => {
  store = await startStore({
    name: "reviews",
    env: { ADMIN_EMAILS: ADMIN.email, REVIEW_REQUEST_DAYS: "0.0001" },
    startupMs: 240_000,
  });
  await signUpVerified(store.url, store.dataDir, ADMIN);
}, 300_000);

afterAll(async () => {
  await store?.stop();
});

async function customer(page: Page, label: string) {
  const account = { name: `Rae ${label}`, email: `${label}-${Date.now()}@reviews.test`, password: "secret-123" };
  await signUpVerified(store.url, store.dataDir, account);
  await signIn(page, account);
  return account;
}

/** The product page's JSON-LD, parsed. */
async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text!) as { aggregateRating?: { ratingValue: number; reviewCount: number }; review?: unknown[] };
}

/** A crafted review post (the site's own Origin, so only the route's own checks answer it). */
function craftedPost(page: Page) {
  return page.request.post(`${store.url}${REVIEW_PATH}`, {
    form: { rating: "5", title: "Crafted", body: "Never bought it", fit: "true" },
    headers: { Origin: store.url },
    maxRedirects: 0,
  });
}

const requestMails = async (to: string) =>
  (await readOutbox(store.dataDir)).filter((mail) => mail.to.includes(to) && mail.subject === REQUEST_SUBJECT);

describe("reviews by buyers", () => {
  const browser = setupBrowser();
  let buyer: { email: string; password: string };

  it("a buyer with a delivered order reviews with a photo; it shows after approval; the request comes once", async () => {
    const buyerPage = await browser.newPage({ baseURL: store.url });
    buyer = await customer(buyerPage, "buyer");
    await addVariant(buyerPage, "no-rules-club-tee", "M", "White");
    const orderId = await buy(buyerPage);
    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    await adminMarks(admin, orderId, "Mark Delivered", "delivered");

    // The order page leads to the form; an empty form is answered at its fields.
    await visit(buyerPage, `/orders/${orderId}`);
    await buyerPage.getByRole("link", { name: "Review No Rules Club Tee" }).click();
    await buyerPage.waitForURL(`${store.url}${REVIEW_PATH}`);
    const form = buyerPage.getByRole("form", { name: "Review" });
    await form.getByRole("button", { name: "Send review" }).click();
    await form.getByText("Choose a rating from 1 to 5 stars").waitFor();
    await form.getByText("Say how it fits").waitFor();
    expect(await form.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(buyerPage, 'form[aria-label="Review"]')).toEqual([]);

    await form.getByLabel("4 stars").check();
    await form.getByLabel("Title").fill(TITLE);
    await form.getByLabel(/Your review/).fill(BODY);
    await form.getByLabel("Runs small").check();
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#b48ee0" } })
      .png()
      .toBuffer();
    await form.getByLabel(/^Photos/).setInputFiles({ name: "fit.png", mimeType: "image/png", buffer: png });
    await form.getByRole("img", { name: "Your upload 1" }).waitFor();
    await form.getByRole("button", { name: "Send review" }).click();
    await toasts(buyerPage).getByText("Thanks for your review!").waitFor();
    await buyerPage.waitForURL(`${store.url}/product/no-rules-club-tee`);

    // Waiting for the owner: a visitor sees no review and no rating.
    const visitor = await browser.newPage({ baseURL: store.url });
    await visit(visitor, "/product/no-rules-club-tee");
    await visitor.getByText("No reviews yet.").waitFor();
    expect((await jsonLd(visitor)).aggregateRating).toBeUndefined();

    await visit(admin, "/admin/reviews");
    const card = admin.getByRole("article", { name: `Review: ${TITLE}` });
    await card.getByText("Waiting for approval").waitFor();
    await card.getByRole("img", { name: /shot 1/ }).waitFor();
    expect(await axeViolations(admin, "main")).toEqual([]);
    await card.getByRole("button", { name: "Approve" }).click();
    await admin.getByRole("status").getByText("Review approved").waitFor();
    await card.getByLabel(/Your answer/).fill("Thanks, glad it fits!");
    await card.getByRole("button", { name: "Save answer" }).click();
    await admin.getByRole("status").getByText("Answer saved").waitFor();

    await visit(visitor, "/product/no-rules-club-tee");
    const shown = visitor.getByRole("article", { name: `Review: ${TITLE}` });
    await shown.getByRole("heading", { name: TITLE }).waitFor();
    await shown.getByText(BODY).waitFor();
    await shown.getByText("Thanks, glad it fits!").waitFor();
    await shown.getByRole("img", { name: /Shot 1 from Rae buyer/i }).waitFor();
    await visitor.getByText("Most buyers say: runs small").waitFor();
    expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const ld = await jsonLd(visitor);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(ld.review).toHaveLength(1);
    expect(await axeViolations(visitor, "#reviews")).toEqual([]);

    // The owner's insights: the product's average and fit.
    await visit(admin, "/admin/insights");
    const ratings = admin.getByRole("region", { name: "Reviews per product" });
    const row = ratings.getByRole("row", { name: /No Rules Club Tee/ });
    await row.getByText("4.0 / 5").waitFor();
    await row.getByText("Most buyers say: runs small").waitFor();

    await visit(visitor, "/products");
    const tee = visitor
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("heading", { name: "No Rules Club Tee" }) });
    await tee.getByRole("img", { name: "Rated 4.0 out of 5" }).waitFor();
    await tee.getByText("(1)").waitFor();

    // The request: once, after the (shortened) delay, even when the order is delivered again.
    await expect.poll(() => requestMails(buyer.email), { timeout: 60_000, interval: 1000 }).toHaveLength(1);
    await adminMarks(admin, orderId, "Mark Processing", "processing");
    await adminMarks(admin, orderId, "Mark Delivered", "delivered");
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const mails = await requestMails(buyer.email);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.body.match(/\/reviews\/unsubscribe\/[\w-]+/)![0];
    await visit(visitor, link);
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor.getByText("You're unsubscribed. We won't ask you for reviews again.").waitFor();
  }, 240_000);

  it("refuses a second review, a customer without a delivered order and a visitor, crafted posts too", async () => {
    const buyerPage = await browser.newPage({ baseURL: store.url });
    await signIn(buyerPage, buyer);
    await visit(buyerPage, REVIEW_PATH);
    await buyerPage.getByText("You have already reviewed this product.").waitFor();
    expect((await craftedPost(buyerPage)).status()).toBe(403);

    const stranger = await browser.newPage({ baseURL: store.url });
    await customer(stranger, "stranger");
    await visit(stranger, REVIEW_PATH);
    await stranger.getByText("Only customers with a delivered order of this product can review it.").waitFor();
    expect(await stranger.getByRole("form", { name: "Review" }).count()).toBe(0);
    expect((await craftedPost(stranger)).status()).toBe(403);

    const visitor = await browser.newPage({ baseURL: store.url });
    await visit(visitor, REVIEW_PATH);
    await visitor.waitForURL(/\/auth\?redirectTo=/);
    const answer = await craftedPost(visitor);
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/^\/auth/);

    // Nothing of theirs was written: the owner's list has only the buyer's review.
    const admin = await browser.newPage({ baseURL: store.url });
    await signIn(admin, ADMIN);
    await visit(admin, "/admin/reviews");
    await admin.getByRole("article").first().waitFor();
    expect(await admin.getByRole("article").count()).toBe(1);
    expect(await admin.getByText("Crafted").count()).toBe(0);
  }, 120_000);
});
