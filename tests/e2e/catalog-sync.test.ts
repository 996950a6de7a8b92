// Catalogue sync end to end: a store started with partner tokens and the fakes' base URLs; an admin
// syncs Printful and Printify from /admin, and shoppers buy what came in.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, signInAsAdmin, signUp, toasts } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { signUpVerified } from "../support/verified-account";
import { servePartnerImages, setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { printifyProduct, startFakePrintify, type FakePrintify } from "../fakes/printify-server";
import { addVariant, buy, CARDS, checkOut, orderCount } from "./checkout-helpers";

const ADMIN = { email: "sync-admin@softdrop.test", password: "sync-admin-password" };
let printful: FakePrintful;
let printify: FakePrintify;
let store: StoreProcess;

beforeAll(async () => {
  const hoodie = printfulProduct({
    id: 1,
    name: "Cloud Puff Hoodie",
    type: "HOODIE",
    sizes: ["S", "M"],
    colors: ["White", "Black"],
    price: "54.50",
    description:
      "<p>Brushed <b>fleece</b> inside.</p><ul><li>Kangaroo pocket</li></ul><script>window.hacked=1</script>",
  });
  hoodie.sync_variants[3]!.availability_status = "out_of_stock"; // M / Black
  const tees = [2, 3, 4, 5].map((id) => printfulProduct({ id, name: `Sync Tee ${id}`, price: "25.00" }));
  printful = await startFakePrintful({
    token: "pf-e2e-token",
    stores: [{ id: 77, name: "Softdrop", type: "native", products: [hoodie, ...tees] }],
  });
  const draft = printifyProduct({ id: "d1", title: "Printify Draft Tote", shopId: 9 });
  draft.visible = false; // not published: listed by Printify, skipped by the sync
  printify = await startFakePrintify({
    token: "py-e2e-token",
    shops: [
      {
        id: 9,
        title: "Pastel",
        sales_channel: "custom_integration",
        products: [
          printifyProduct({
            id: "a1",
            title: "Printify Lilac Crewneck",
            shopId: 9,
            tags: ["Sweatshirts"],
            colors: ["Lilac", "Mint"],
            price: 4200,
          }),
          draft,
        ],
      },
      { id: 10, title: "Etsy", sales_channel: "etsy", products: [] },
    ],
  });
  store = await startStore({
    name: "sync",
    env: {
      ADMIN_EMAILS: ADMIN.email,
      PRINTFUL_API_TOKEN: "pf-e2e-token",
      PRINTFUL_API_BASE: printful.url,
      PRINTIFY_API_TOKEN: "py-e2e-token",
      PRINTIFY_API_BASE: printify.url,
    },
  });
  // The admin role needs a verified address: the link the store emailed, opened as the signer-up.
  await signUpVerified(store.url, store.dataDir, { name: "Sync Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
  await printify?.close();
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const mainImage = (page: Page, name: string) => page.getByRole("img", { name: `${name}, Main`, exact: true });
/** What an anonymous visitor (the page cache's audience) is served at a path. */
const anonymous = async (path: string) => (await fetch(`${store.url}${path}`)).text();

describe("catalogue sync", () => {
  const browser = setupBrowser();

  async function storePage() {
    const page = await browser.newPage({ baseURL: store.url });
    await servePartnerImages(page);
    return page;
  }

  it("an admin syncs both partners with progress and toasts; shoppers find and buy the products", async () => {
    const page = await storePage();
    browser.allowConsoleError(/status of 400/); // the refused forms' answers
    // Before any sync: the demo catalogue, in the listing and the sitemap (both now cached).
    expect(await anonymous("/products")).toContain("No Rules Club Tee");
    expect(await anonymous("/sitemap.xml")).toContain("/product/no-rules-club-tee");
    await signIn(page, ADMIN);
    await visit(page, "/admin");
    const pf = region(page, "Printful");

    // Field messages: digits only; several stores and no id names them; the shop ID is required.
    await pf.getByText("Leave empty to detect the store automatically.").waitFor();
    await pf.getByLabel("Printful store ID (optional)").fill("77a");
    await pf.getByRole("button", { name: "Sync Products" }).click();
    await pf.getByText("Store ID must contain digits only").waitFor();
    printful.stores.push({ id: 78, name: "Outlet", type: "native", products: [] });
    await pf.getByLabel("Printful store ID (optional)").fill("");
    await pf.getByRole("button", { name: "Sync Products" }).click();
    await pf
      .getByText("This Printful token has several stores; enter one store ID: 77 (Softdrop), 78 (Outlet)")
      .waitFor();
    printful.stores.pop();
    await region(page, "Printify").getByRole("button", { name: "Sync Products" }).click();
    await region(page, "Printify").getByText("Shop ID is required for Printify sync").waitFor();

    // Printful: busy label, progress, toast, summary; auto-detects the one store.
    await pf.getByRole("button", { name: "Sync Products" }).click();
    await pf.getByRole("button", { name: "Syncing Products..." }).waitFor();
    await pf.getByText(/\d of 5 products/).waitFor({ timeout: 30_000 });
    await toasts(page)
      .getByText("Products synced successfully from Printful with complete details!")
      .waitFor({ timeout: 45_000 });
    await pf.getByText("Last run: 5 created, 0 updated, 0 unchanged, 0 deactivated, 0 skipped").waitFor();
    await pf.getByText(/^Last synced \d{4}-\d\d-\d\d \d\d:\d\d UTC$/).waitFor();

    // Printify: pick a shop the token offers.
    await region(page, "Printify").getByRole("button", { name: "Use Pastel (9)" }).click();
    expect(await region(page, "Printify").getByLabel("Printify shop ID").inputValue()).toBe("9");
    await syncProducts(page, "Printify");
    const py = region(page, "Printify");
    await py.getByText("Last run: 1 created, 0 updated, 0 unchanged, 0 deactivated, 1 skipped").waitFor();
    await py.getByText("Skipped products").click();
    await py.getByText("Printify Draft Tote: not published at Printify").waitFor();

    // The listing has the partners' products and no demo goods.
    await visit(page, "/products");
    await page.getByRole("link", { name: "View Cloud Puff Hoodie" }).waitFor();
    await page.getByRole("link", { name: "View Printify Lilac Crewneck" }).waitFor();
    expect(await page.getByRole("link", { name: "View No Rules Club Tee" }).count()).toBe(0);
    const card = page.getByRole("article").filter({ hasText: "Cloud Puff Hoodie" });
    await card.getByText("Brushed fleece inside. Kangaroo pocket").waitFor(); // plain text on cards

    // The product page: sanitised description, price, variants, availability, partner image.
    await visit(page, "/product/cloud-puff-hoodie");
    await page.getByRole("heading", { name: "Cloud Puff Hoodie", level: 1 }).waitFor();
    await page.getByText("$54.50").first().waitFor();
    expect(await page.locator("strong", { hasText: "fleece" }).count()).toBe(1);
    await page.getByRole("listitem").filter({ hasText: "Kangaroo pocket" }).waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator("script", { hasText: "hacked" }).count()).toBe(0);
    for (const option of ["S", "M", "White", "Black"]) {
      await page.getByRole("button", { name: option, exact: true }).waitFor();
    }
    const images = await page.locator("img").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(images).toContain("https://files.cdn.printful.test/1/thumb.png");

    // A variant Printful has out of stock shows as such: M in Black cannot be picked.
    await page.getByRole("button", { name: "M", exact: true }).click();
    expect(await page.getByRole("button", { name: "Black", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "White", exact: true }).isDisabled()).toBe(false);

    // Printful's size table came with the sync (issue #34): inches first, then centimetres.
    await page.getByRole("link", { name: "Size guide" }).click();
    const guide = page.getByRole("dialog", { name: "Size guide" });
    const small = guide.getByRole("row", { name: /^S\b/ });
    await small.waitFor();
    expect(await small.getByRole("cell").allTextContents()).toEqual(["17.5–18.5", "28"]);
    await guide.getByRole("radio", { name: "Centimetres" }).check();
    expect(await small.getByRole("cell").allTextContents()).toEqual(["45–47", "71"]);
    await page.keyboard.press("Escape");

    // The sync committed, so the caches let go: anonymous visitors get the partners' products on
    // the home page, in the listing and the sitemap, and no demo goods.
    const home = await anonymous("/");
    expect(home).toContain("Cloud Puff Hoodie");
    expect(home).toContain("Printify Lilac Crewneck");
    const listing = await anonymous("/products");
    expect(listing).toContain("Cloud Puff Hoodie");
    expect(listing).not.toContain("No Rules Club Tee");
    const sitemap = await anonymous("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${store.url}/product/cloud-puff-hoodie</loc>`);
    expect(sitemap).toContain(`<loc>${store.url}/product/printify-lilac-crewneck</loc>`);
    expect(sitemap).not.toContain("/product/no-rules-club-tee");
  });

  it("the product page shows the picked colour's own pictures, its default first", async () => {
    const page = await storePage();
    const src = (name: string) => mainImage(page, name).getAttribute("src");

    // Printify: the default image first; picking a colour shows the images tied to its variants.
    await visit(page, "/product/printify-lilac-crewneck");
    const crewneck = "Printify Lilac Crewneck";
    expect(await src(crewneck)).toBe("https://images.printify.test/a1/front-lilac.png");
    await page.getByRole("button", { name: "Mint", exact: true }).click();
    await expect.poll(() => src(crewneck)).toBe("https://images.printify.test/a1/front-mint.png");
    // The thumbnails are decorative (alt=""), named by their buttons: read their pictures directly.
    const thumbnails = page.getByRole("list", { name: "Product images" }).locator("img");
    expect(await thumbnails.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")))).toEqual([
      "https://images.printify.test/a1/front-mint.png",
      "https://images.printify.test/a1/back.png",
    ]);
    await page.getByRole("button", { name: "Lilac", exact: true }).click();
    await expect.poll(() => src(crewneck)).toBe("https://images.printify.test/a1/front-lilac.png");

    // Printful: the product's thumbnail until a colour is picked, then that colour's mockup.
    await visit(page, "/product/cloud-puff-hoodie");
    expect(await src("Cloud Puff Hoodie")).toBe("https://files.cdn.printful.test/1/thumb.png");
    await page.getByRole("button", { name: "Black", exact: true }).click();
    await expect.poll(() => src("Cloud Puff Hoodie")).toBe("https://files.cdn.printful.test/1/mockup-black.png");
    await page.getByRole("button", { name: "White", exact: true }).click();
    await expect.poll(() => src("Cloud Puff Hoodie")).toBe("https://files.cdn.printful.test/1/mockup-white.png");
  });

  it("a shopper buys both partners' products with the sandbox card: the order is paid", async () => {
    const page = await storePage();
    await signUp(page, newAccount("sync-buyer"));
    await addVariant(page, "cloud-puff-hoodie", "S", "Black");
    await addVariant(page, "printify-lilac-crewneck", "M", "Mint");
    await visit(page, "/cart");
    await page.getByRole("heading", { name: "Cloud Puff Hoodie" }).waitFor();
    await page.getByRole("heading", { name: "Printify Lilac Crewneck" }).waitFor();
    const orderId = await buy(page);
    await visit(page, `/orders/${orderId}`);
    await page.getByText("Cloud Puff Hoodie").first().waitFor();
    await page.getByText("Printify Lilac Crewneck").first().waitFor();
    await page.getByText("Paid", { exact: true }).first().waitFor();
    await page.getByText("$102.49").first().waitFor(); // 54.50 + 42.00 + 5.99 shipping
  });

  it(
    "a second sync changes nothing; a second start starts nothing; progress survives a reload",
    { timeout: 120_000 },
    async () => {
      browser.allowConsoleError(/status of 409/); // the refused second start
      const page = await storePage();
      await signIn(page, ADMIN);
      await visit(page, "/admin");
      const otherTab = await storePage();
      await signIn(otherTab, ADMIN);
      await visit(otherTab, "/admin");

      // A sync slowed by Printful's rate limit: a second start from another tab starts nothing, and
      // the progress survives a reload of the page, which still gets the toast and the summary.
      printful.fail({ status: 429, times: 2, retryAfterSeconds: 3 });
      await region(page, "Printful").getByLabel("Printful store ID (optional)").fill("77");
      await region(page, "Printful").getByRole("button", { name: "Sync Products" }).click();
      await region(page, "Printful").getByRole("button", { name: "Syncing Products..." }).waitFor();
      await region(otherTab, "Printful").getByLabel("Printful store ID (optional)").fill("77");
      await region(otherTab, "Printful").getByRole("button", { name: "Sync Products" }).click();
      await toasts(otherTab).getByText("Failed to sync products").waitFor();
      await toasts(otherTab)
        .getByText(/^A Printful sync is already running.*; nothing new was started$/)
        .waitFor();
      await page.reload();
      await region(page, "Printful").getByRole("button", { name: "Syncing Products..." }).waitFor();
      await region(page, "Printful")
        .getByText(/^(Starting…|\d of 5 products)$/)
        .waitFor();
      await toasts(page)
        .getByText("Products synced successfully from Printful with complete details!")
        .waitFor({ timeout: 45_000 });
      await region(page, "Printful")
        .getByText("Last run: 0 created, 0 updated, 5 unchanged, 0 deactivated, 0 skipped")
        .waitFor();
      await otherTab.close();
    },
  );

  it(
    "a removed product leaves (past orders keep it); Sync Inventory brings a new price and a sold-out variant",
    { timeout: 120_000 },
    async () => {
      browser.allowConsoleError(/status of 409/); // the refused checkout
      const page = await storePage();
      await signIn(page, ADMIN);
      // A shopper bought Sync Tee 5 before it leaves the shop, and has M / White in the cart.
      const shopper = await storePage();
      await signUp(shopper, newAccount("sync-late-buyer"));
      await addVariant(shopper, "sync-tee-5", "S", "White");
      const teeOrder = await buy(shopper);
      await addVariant(shopper, "cloud-puff-hoodie", "M", "White");
      await visit(page, "/admin");

      const products = printful.stores[0]!.products;
      products.splice(
        products.findIndex((product) => product.sync_product.id === 5),
        1,
      );
      await syncProducts(page, "Printful");
      await region(page, "Printful")
        .getByText("Last run: 0 created, 0 updated, 4 unchanged, 1 deactivated, 0 skipped")
        .waitFor();
      await visit(page, "/products");
      await page.getByRole("link", { name: "View Sync Tee 4" }).waitFor();
      expect(await page.getByRole("link", { name: "View Sync Tee 5" }).count()).toBe(0);
      browser.allowConsoleError(/404/);
      await visit(page, "/product/sync-tee-5");
      await page.getByText("Product not found").first().waitFor();
      // Deactivated, never deleted: the past order still shows it.
      await visit(shopper, `/orders/${teeOrder}`);
      await shopper.getByText("Sync Tee 5").first().waitFor();

      // Printful runs out of M / White, which the shopper has in the cart.
      for (const variant of products[0]!.sync_variants) variant.retail_price = "49.00";
      products[0]!.sync_variants.find((v) => v.size === "M" && v.color === "White")!.availability_status =
        "out_of_stock";
      await visit(page, "/admin");
      await page.getByRole("button", { name: "Sync Inventory" }).click();
      await page.getByRole("button", { name: "Syncing Inventory..." }).waitFor();
      await toasts(page).getByText("Inventory synced successfully").waitFor({ timeout: 45_000 });
      await visit(page, "/product/cloud-puff-hoodie");
      await page.getByText("$49.00").first().waitFor();
      // M / White went out of stock (M / Black already was): size M cannot be picked any more.
      expect(await page.getByRole("button", { name: "M", exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "S", exact: true }).isDisabled()).toBe(false);

      // The server refuses the line at checkout, naming it; no order is written.
      await checkOut(shopper, CARDS.success);
      await toasts(shopper).getByText("Checkout Failed").waitFor();
      await shopper.getByRole("alert").getByText("Cloud Puff Hoodie (M / White) is out of stock").waitFor();
      expect(await orderCount(shopper)).toBe(1); // only the earlier Sync Tee 5 order
    },
  );

  it("a rejected token fails the sync with the reason; the tokens never reach the browser or the logs", async () => {
    const page = await storePage();
    await signIn(page, ADMIN);
    await visit(page, "/admin");
    // Only the sync's requests: the earlier orders' fulfilment jobs talk to the same fake.
    printful.fail({ status: 401, times: 1, path: "/store" });
    await region(page, "Printful").getByLabel("Printful store ID (optional)").fill("77");
    await region(page, "Printful").getByRole("button", { name: "Sync Products" }).click();
    await toasts(page).getByText("Failed to sync products").waitFor({ timeout: 45_000 });
    await toasts(page).getByText("Printful: the partner rejected the API token").first().waitFor();
    await region(page, "Printful").getByText("Last run failed: Printful: the partner rejected the API token").waitFor();

    // Only the sync's requests: the earlier orders' fulfilment jobs talk to the same fake.
    printful.fail({ status: 401, times: 1, path: "/store" });
    await page.getByRole("button", { name: "Sync Inventory" }).click();
    await toasts(page).getByText("Failed to sync inventory").waitFor({ timeout: 45_000 });

    const seen = [await page.content(), await (await page.request.get("/admin/sync")).text(), store.output()];
    for (const text of seen) {
      expect(text).not.toContain("pf-e2e-token");
      expect(text).not.toContain("py-e2e-token");
    }
    expect(store.output()).toContain("catalogue sync failed"); // the logs were written, without the tokens
  });

  it("a customer cannot start a sync: 403 and nothing queued", async () => {
    const admin = await storePage();
    await signIn(admin, ADMIN);
    const latestRun = async () =>
      ((await (await admin.request.get("/admin/sync")).json()) as { runs: { printful: { latest: { id: string } } } })
        .runs.printful.latest.id;
    const before = await latestRun();
    const page = await storePage();
    await signUp(page, newAccount("sync-customer"));
    const answer = await page.request.post("/admin/sync", {
      form: { intent: "sync-printful", storeId: "77" },
      headers: { Origin: store.url },
    });
    expect(answer.status()).toBe(403);
    expect((await page.request.get("/admin/sync")).status()).toBe(403);
    expect(await latestRun()).toBe(before); // nothing was queued
  });

  it("a store without partner tokens shows the buttons disabled, where to connect and the variable to set", async () => {
    const page = await browser.newPage(); // the shared e2e store has no partner tokens
    await signInAsAdmin(page);
    await visit(page, "/admin");
    for (const [partner, variable] of [
      ["Printful", "PRINTFUL_API_TOKEN"],
      ["Printify", "PRINTIFY_API_TOKEN"],
    ] as const) {
      await region(page, partner)
        .getByText(`Connect ${partner} (or set ${variable}) to sync from ${partner}.`)
        .waitFor();
      const connect = region(page, partner).getByRole("link", { name: `Connect ${partner}` });
      expect(await connect.getAttribute("href")).toBe("/admin/settings#connections");
      expect(await region(page, partner).getByRole("button", { name: "Sync Products" }).isDisabled()).toBe(true);
    }
    expect(await page.getByRole("button", { name: "Sync Inventory" }).isDisabled()).toBe(true);
  });
});
