// Drops in Shopify mode: the owner builds a drop over a Shopify product chosen by its handle; the
// home page's teaser, the drop page and the product page show the countdown and Notify me, with
// no Add to Cart before the launch; the notify list takes an address; at launch the product is
// buyable. A store of its own against the local fake Storefront API.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { FAKE_SHOPIFY_DOMAIN, FAKE_SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from "../fakes/shopify-server";

const ADMIN = { email: "shopify-drops-admin@softdrop.test", password: "shopify-drops-password" };
/** A datetime-local value in the shop's time zone (UTC in the tests). */
const local = (ms: number) => new Date(ms).toISOString().slice(0, 19);
let fake: FakeShopify;
let store: StoreProcess;

beforeAll(async () => {
  fake = await startFakeShopify();
  store = await startStore({
    name: "shopify-drops",
    env: {
      COMMERCE: "shopify",
      SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
      SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
      SHOPIFY_API_BASE: fake.url,
      ADMIN_EMAILS: ADMIN.email,
      LOG_LEVEL: "error",
    },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Shop Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await fake?.stop();
});

describe("drops in Shopify mode", () => {
  const browser = setupBrowser();
  const storePage = () => browser.newPage({ baseURL: store.url });

  it("a drop over a Shopify product: teaser, countdown and Notify me, no Add to Cart before launch", async () => {
    browser.allowConsoleError(/status of 409/);
    const admin = await storePage();
    await signIn(admin, ADMIN);
    await visit(admin, "/admin/drops");
    const launchAt = Date.now() + 40_000;
    const form = admin.locator("form", { has: admin.getByRole("button", { name: "Create drop" }) });
    await form.getByLabel("Name", { exact: true }).fill("Cloud Season");
    await form.getByLabel("URL slug (/drops/…)").fill("cloud-season");
    await form.getByLabel("Story").fill("Cloud Season: soft tees for soft days.");
    await form.getByLabel(/^Launch/).fill(local(launchAt));
    await form.locator('input[value="cloud-tee"]').check();
    await form.locator('input[name="edition:cloud-tee"]').fill("5");
    await admin.getByRole("button", { name: "Create drop" }).click();
    await admin.waitForURL(/\/admin\/drops\/[0-9a-f-]{36}$/);

    // The home page's teaser links to the drop page.
    const visitor = await storePage();
    await visit(visitor, "/");
    const teaser = visitor.getByRole("region", { name: "Cloud Season" });
    await teaser.getByText("Next drop").waitFor();
    await teaser.getByRole("link", { name: "See the drop" }).click();
    await visitor.waitForURL(/\/drops\/cloud-season$/);
    await visitor.getByRole("heading", { name: "Cloud Season", level: 1 }).waitFor();
    await visitor.getByRole("timer").first().waitFor();
    expect(await visitor.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    const email = `cloud-${randomUUID().slice(0, 8)}@example.test`;
    await visitor.getByLabel("Email address").first().fill(email);
    await visitor.getByRole("button", { name: "Notify me" }).first().click();
    await visitor.getByText("You're on the list. We sent you a confirmation email.").waitFor();
    await expect
      .poll(async () => (await readOutbox(store.dataDir)).some((mail) => mail.to.includes(email)), {
        timeout: 15_000,
      })
      .toBe(true);

    // The Shopify product page: the countdown and Notify me, no Add to Cart.
    const shopper = await storePage();
    await visit(shopper, "/product/cloud-tee");
    await shopper.getByRole("timer").first().waitFor();
    await shopper.getByRole("button", { name: "Notify me" }).first().waitFor();
    expect(await shopper.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    // A crafted hand-off to Shopify's checkout is refused before launch; nothing reaches Shopify.
    const variantId = fake.products.find((product) => product.handle === "cloud-tee")!.variants[0]!.id;
    const handoff = await shopper.evaluate(async (id) => {
      const answer = await fetch("/cart/handoff", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ lines: [{ variantId: id, quantity: 1 }] }),
      });
      return { status: answer.status, body: await answer.json() };
    }, variantId);
    expect(Date.now()).toBeLessThan(launchAt);
    expect(handoff).toEqual({ status: 409, body: { error: "This product is not available yet" } });
    expect(fake.requests.some((request) => request.query.includes("cartCreate"))).toBe(false);

    await expectNoViolationsOn(visitor, ["/drops/cloud-season", "/product/cloud-tee", "/"]);

    // At launch the product page offers Add to Cart (the page flips on the server's clock).
    await shopper.getByRole("button", { name: "Add to Cart" }).waitFor({ timeout: launchAt - Date.now() + 8_000 });
    expect(Date.now() - launchAt).toBeLessThan(8_000);
  });
});
