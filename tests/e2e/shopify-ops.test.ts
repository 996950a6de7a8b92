// Shopify mode operations end to end (issue 12): a COMMERCE=shopify store receives orders from the
// fake Shopify through signed webhooks, shows them on the Variant B admin dashboard and to their
// customer, and runs both syncs against the Printful fake and the fake's Admin API.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, toasts } from "../support/accounts";
import { signUpVerified } from "../support/verified-account";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { FAKE_SHOPIFY_ADMIN_TOKEN } from "../fakes/shopify-admin";
import { FAKE_SHOPIFY_DOMAIN, FAKE_SHOPIFY_TOKEN, startFakeShopify, type FakeShopify } from "../fakes/shopify-server";
import { deliverWebhook, FAKE_WEBHOOK_SECRET, shopifyOrder } from "../fakes/shopify-webhooks";

const ADMIN = { email: "shopify-admin@softdrop.test", password: "shopify-admin-password" };
const STATUS_BUTTONS = ["Mark Processing", "Mark Shipped", "Mark Delivered", "Cancel Order"];
let shopify: FakeShopify;
let printful: FakePrintful;
let store: StoreProcess;

async function verifiedAccount(email: string, password: string, name: string) {
  await signUpVerified(store.url, store.dataDir, { name, email, password });
}

beforeAll(async () => {
  printful = await startFakePrintful({
    token: "pf-shopify-e2e",
    stores: [
      {
        id: 51,
        name: "Shopify brand",
        type: "shopify",
        products: [
          printfulProduct({ id: 801, name: "Cloud Tee", sizes: ["S", "M"], colors: ["Lilac"] }),
          printfulProduct({ id: 802, name: "Lonely Hoodie", sizes: ["L"], colors: ["Black"] }),
        ],
      },
    ],
  });
  shopify = await startFakeShopify();
  const tee = shopify.products.find((product) => product.handle === "cloud-tee")!;
  tee.variants.find((variant) => variant.title === "S / Lilac")!.sku = "PF-801-S-LILAC";
  tee.variants.find((variant) => variant.title === "M / Lilac")!.sku = "PF-801-M-LILAC";
  store = await startStore({
    name: "shopify-ops",
    env: {
      COMMERCE: "shopify",
      SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
      SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
      SHOPIFY_API_BASE: shopify.url,
      SHOPIFY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      SHOPIFY_ADMIN_TOKEN: FAKE_SHOPIFY_ADMIN_TOKEN,
      PRINTFUL_API_TOKEN: "pf-shopify-e2e",
      PRINTFUL_API_BASE: printful.url,
      ADMIN_EMAILS: ADMIN.email,
      LOG_LEVEL: "error",
    },
  });
  await verifiedAccount(ADMIN.email, ADMIN.password, "Shop Admin");
});

afterAll(async () => {
  await store?.stop();
  await shopify?.stop();
  await printful?.close();
});

afterEach(() => shopify.fail(null));

const webhookUrl = () => `${store.url}/webhooks/shopify`;
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function statusMails(to: string) {
  const mails = await readOutbox(store.dataDir);
  return mails.filter(
    (mail) => mail.to.includes(to) && / is (processing|shipped|delivered|cancelled)$/.test(mail.subject),
  );
}

describe("Shopify mode operations", () => {
  const browser = setupBrowser();
  const storePage = () => browser.newPage({ baseURL: store.url });

  it("the admin dashboard shows webhook orders by their Shopify number, and a status change emails the customer", async () => {
    const admin = await storePage();
    await signIn(admin, ADMIN);
    await visit(admin, "/admin");
    await admin.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
    await admin.getByText("No orders found").waitFor();

    // A delivery with a bad signature is refused and changes nothing; the signed one comes in.
    const order = shopifyOrder({ name: "#1042", financialStatus: "paid" });
    expect((await deliverWebhook(webhookUrl(), "orders/create", order, { hmac: "AAAA" })).status).toBe(401);
    await visit(admin, "/admin");
    await admin.getByText("No orders found").waitFor();
    expect((await deliverWebhook(webhookUrl(), "orders/create", order)).status).toBe(200);

    await visit(admin, "/admin");
    const card = admin.getByRole("article", { name: "Order #1042" });
    await card.waitFor();
    await card.locator("header time").waitFor();
    await card.getByText("Shopify", { exact: true }).waitFor();
    expect(await card.getByText("pending", { exact: true }).getAttribute("class")).toContain("yellow");
    for (const text of [
      "Robin Shopper",
      order.email,
      "12 Pastel Lane, Apt 3",
      "Portland, OR 97201",
      "United States",
      "$60.50",
      "Paid",
    ]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    for (const name of STATUS_BUTTONS) expect(await card.getByRole("button", { name }).isEnabled()).toBe(true);

    // While the update runs every button of the order waits, with a spinner; then the email goes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route(/\/admin\.data/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await card.getByRole("button", { name: "Mark Processing" }).click();
    await card.getByRole("status", { name: "Updating order #1042" }).waitFor();
    for (const name of STATUS_BUTTONS) expect(await card.getByRole("button", { name }).isDisabled()).toBe(true);
    release();
    await toasts(admin).getByText("Order status updated").waitFor();
    await toasts(admin).getByText("Order #1042 is now processing. We emailed the customer.").waitFor();
    await card.getByText("processing", { exact: true }).waitFor();
    await admin.unroute(/\/admin\.data/);
    expect(await card.getByRole("button", { name: "Mark Processing" }).isDisabled()).toBe(true);
    expect(await card.getByRole("button", { name: "Mark Shipped" }).isEnabled()).toBe(true);
    await expect
      .poll(async () => (await statusMails(order.email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual(["Your softdrop order #1042 is processing"]);

    // Shopify fulfils it: shipped with the tracking number; a redelivery of that changes nothing.
    const fulfilled = shopifyOrder({
      id: order.id,
      name: "#1042",
      createdAt: order.created_at,
      updatedAt: new Date(Date.parse(order.updated_at) + 60_000).toISOString(),
      financialStatus: "paid",
      fulfillmentStatus: "fulfilled",
      trackingNumber: "1Z-SHOPIFY-7",
    });
    const id = "redelivered-fulfilment";
    expect((await deliverWebhook(webhookUrl(), "orders/fulfilled", fulfilled, { id })).status).toBe(200);
    expect(await (await deliverWebhook(webhookUrl(), "orders/fulfilled", fulfilled, { id })).json()).toMatchObject({
      outcome: "duplicate",
    });
    await visit(admin, "/admin");
    await card.getByText("shipped", { exact: true }).waitFor();
    await card.getByText("1Z-SHOPIFY-7", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Mark Shipped" }).isDisabled()).toBe(true);
  });

  it("a customer whose email matches sees the Shopify order; anyone else does not, and /admin sends them home", async () => {
    const account = newAccount("shopify-buyer");
    await verifiedAccount(account.email, account.password, account.name);
    const order = shopifyOrder({ name: "#2077", email: account.email });
    expect((await deliverWebhook(webhookUrl(), "orders/create", order)).status).toBe(200);

    const customer = await storePage();
    await signIn(customer, account);
    await visit(customer, "/orders");
    const listed = customer.getByRole("article", { name: "Order #2077" });
    await listed.getByText("$60.50").waitFor();
    await listed.getByRole("link", { name: "View Details of order #2077" }).click();
    await customer.getByRole("heading", { name: "Order #2077", level: 1 }).waitFor();
    const items = customer.getByRole("list", { name: "Order items" });
    await items.getByText("Cloud Tee").waitFor();
    await items.getByText("Sticker 03").waitFor();
    // Cancelling and refunds are Shopify's for this order.
    expect(await customer.getByRole("button", { name: "Cancel Order" }).count()).toBe(0);

    const stranger = await storePage();
    const strangerAccount = newAccount("shopify-stranger");
    await verifiedAccount(strangerAccount.email, strangerAccount.password, strangerAccount.name);
    await signIn(stranger, strangerAccount);
    await visit(stranger, "/orders");
    await stranger.getByText("No orders yet").waitFor();
    await visit(stranger, "/admin");
    expect(new URL(stranger.url()).pathname).toBe("/");
  });

  it("Sync Products matches Shopify variants by SKU and lists what does not match; Sync Inventory sets Shopify availability", async () => {
    const admin = await storePage();
    await signIn(admin, ADMIN);
    await visit(admin, "/admin");
    const products = region(admin, "Products");
    await products.getByText(/matches each Shopify variant to its partner variant by SKU/).waitFor();
    await products.getByRole("button", { name: "Sync Products (Printful, Printify)" }).click();
    await products.getByRole("button", { name: "Syncing Products..." }).waitFor();
    await toasts(admin)
      .getByText("Products synced successfully from Printful with complete details!")
      .waitFor({ timeout: 45_000 });
    const unmatched = products.getByRole("list", { name: "Shopify variants with no partner match" });
    await unmatched.getByText("Cloud Tee — S / Mint (no SKU)", { exact: true }).waitFor();
    expect(await unmatched.getByText("Cloud Tee — S / Lilac", { exact: false }).count()).toBe(0);
    await products
      .getByRole("list", { name: "Partner products not on Shopify" })
      .getByText("Lonely Hoodie (Printful)", { exact: true })
      .waitFor();

    // The partner can no longer make M / Lilac: Sync Inventory takes it off sale on Shopify.
    printful.stores[0]!.products[0]!.sync_variants.find((variant) => variant.size === "M")!.availability_status =
      "out_of_stock";
    const inventory = region(admin, "Inventory");
    await inventory.getByRole("button", { name: "Sync Inventory" }).click();
    await inventory.getByRole("button", { name: "Syncing Inventory..." }).waitFor();
    await toasts(admin).getByText("Inventory synced successfully").waitFor({ timeout: 45_000 });
    await inventory.getByText("1 variant updated on Shopify").waitFor();
    await visit(admin, "/product/cloud-tee");
    await admin.getByRole("button", { name: "M", exact: true }).click();
    await admin.getByRole("button", { name: "Lilac", exact: true }).click();
    await admin.getByRole("button", { name: "Out of Stock" }).waitFor();

    // A Shopify outage during the sync ends it with the failure toast.
    await visit(admin, "/admin");
    shopify.fail("500");
    await region(admin, "Inventory").getByRole("button", { name: "Sync Inventory" }).click();
    await toasts(admin).getByText("Failed to sync inventory").waitFor({ timeout: 45_000 });
    await toasts(admin).getByText("HTTP error! status: 500").waitFor();
  });

  it("insights read the webhook orders with Shopify's totals", async () => {
    const admin = await storePage();
    await signIn(admin, ADMIN);
    const revenue = async () => {
      await visit(admin, "/admin/insights?range=7d");
      const figures = admin.getByRole("region", { name: "Headline figures" });
      const card = figures.locator("div").filter({ has: admin.getByText("Revenue", { exact: true }) });
      const text = (await card.locator("dd").first().textContent()) ?? "";
      return Math.round(Number(text.replace(/[$,]/g, "")) * 100);
    };
    const before = await revenue();
    const order = shopifyOrder({ name: "#1077", financialStatus: "paid" });
    expect((await deliverWebhook(webhookUrl(), "orders/create", order)).status).toBe(200);
    // Shopify's total_price, shipping included: 60.50.
    expect(await revenue()).toBe(before + 6050);
    await admin.getByText(/orders from Shopify/).waitFor();
  });

  it("the admin's products and collections are kept at Shopify: the pages say so and link there; no native-only page in the navigation", async () => {
    const admin = await storePage();
    await signIn(admin, ADMIN);
    await visit(admin, "/admin");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Orders",
      "Products",
      "Collections",
      "Drops",
      "Insights",
      "Reviews",
      "Settings",
    ]);
    await nav.getByRole("link", { name: "Products" }).click();
    await admin.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    await admin
      .getByText("This store runs in Shopify mode: its products, prices and descriptions are kept at Shopify.")
      .waitFor();
    expect(await admin.getByRole("link", { name: "Edit products at Shopify" }).getAttribute("href")).toBe(
      `https://${FAKE_SHOPIFY_DOMAIN}/admin/products`,
    );
    expect(await admin.getByRole("table").count()).toBe(0);
    await visit(admin, "/admin/products/featured");
    await admin.getByText(/This store runs in Shopify mode: its products are kept at Shopify/).waitFor();
    expect(await admin.getByRole("form", { name: "Add to featured products" }).count()).toBe(0);
    await nav.getByRole("link", { name: "Collections" }).click();
    await admin.getByText("This store runs in Shopify mode: its collections are kept at Shopify.").waitFor();
    expect(await admin.getByRole("link", { name: "Edit collections at Shopify" }).getAttribute("href")).toBe(
      `https://${FAKE_SHOPIFY_DOMAIN}/admin/collections`,
    );
    expect(await admin.getByRole("form", { name: "New collection" }).count()).toBe(0);
  });
});
