// Print-on-demand fulfilment end to end: a shopper buys a synced Printful product with the sandbox
// card, the fake receives one order with the right variant and recipient, ships it, and the
// customer sees the parcel with its tracking link and has the email; a redelivered webhook
// sends no second email. Webhook URLs come from `npm run partners:webhooks`.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, signUp, toasts } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { signUpVerified } from "../support/verified-account";
import { servePartnerImages, setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { addVariant, buy } from "./checkout-helpers";

const ADMIN = { email: "fulfil-admin@softdrop.test", password: "fulfil-admin-password" };
const SECRET = "e2e-partner-webhook-secret-42";
let printful: FakePrintful;
let store: StoreProcess;

const storeEnv = () => ({
  ADMIN_EMAILS: ADMIN.email,
  PRINTFUL_API_TOKEN: "pf-fulfil-token",
  PRINTFUL_API_BASE: printful.url,
  PARTNER_WEBHOOK_SECRET: SECRET,
});

/** `npm run partners:webhooks` against the fake, as the shop owner runs it. */
function registerWebhooks(siteUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/partners-webhooks.ts"], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", SITE_URL: siteUrl, ...storeEnv() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  printful = await startFakePrintful({
    token: "pf-fulfil-token",
    stores: [
      {
        id: 77,
        name: "Softdrop",
        type: "native",
        products: [
          printfulProduct({ id: 41, name: "Orbit Tee", sizes: ["S", "M"], colors: ["White"], price: "30.00" }),
        ],
      },
    ],
  });
  store = await startStore({ name: "fulfil", env: storeEnv() });
  // The admin role needs a verified address: the link the store emailed, opened as the signer-up.
  await signUpVerified(store.url, store.dataDir, { name: "Fulfil Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
});

describe("fulfilment", () => {
  const browser = setupBrowser();

  it("paid → one partner order → shipped by the partner → the customer sees the tracking link and has one email", async () => {
    const registered = await registerWebhooks(store.url);
    expect(registered.output).toContain("Printful: package_shipped");
    expect(registered.code).toBe(0);
    expect(printful.webhook.url).toBe(`${store.url}/webhooks/printful/${SECRET}`);

    const page = await browser.newPage({ baseURL: store.url });
    await servePartnerImages(page);
    await signIn(page, ADMIN);
    await visit(page, "/admin");
    await syncProducts(page);
    await page.context().clearCookies();

    const shopper = newAccount("fulfil-buyer");
    await signUp(page, shopper);
    await addVariant(page, "orbit-tee", "M", "White");
    const orderId = await buy(page);
    const externalId = orderId.replace(/-/g, "");

    // The worker sends it: one order with the sync variant id and the recipient's codes.
    await expect
      .poll(() => printful.orders.filter((o) => o.external_id === externalId).length, { timeout: 30_000 })
      .toBe(1);
    const sent = printful.orderFor(externalId)!;
    const variant = printful.stores[0]!.products[0]!.sync_variants.find((v) => v.size === "M")!;
    expect(sent.items).toEqual([expect.objectContaining({ sync_variant_id: variant.id, quantity: 1 })]);
    expect(sent.recipient).toMatchObject({
      name: shopper.name,
      address1: "12 Pastel Lane",
      city: "Portland",
      state_code: "OR",
      country_code: "US",
      zip: "97201",
      email: shopper.email,
    });
    expect(sent.status).toBe("pending");
    await visit(page, `/orders/${orderId}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText("Sent to our print partner").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    // The partner ships; its webhook arrives twice.
    const event = printful.ship(externalId, { number: "9400TRACK1", url: "https://tracking.example.test/9400TRACK1" });
    expect(await printful.deliver(event)).toBe(200);
    expect(await printful.deliver(event)).toBe(200);

    await visit(page, "/orders");
    const row = page.getByRole("article", { name: `Order #${orderId.slice(0, 8).toUpperCase()}` });
    await row.getByText("Shipped").waitFor();
    const link = row.getByRole("link", { name: "Track package 9400TRACK1" });
    expect(await link.getAttribute("href")).toBe("https://tracking.example.test/9400TRACK1");
    await visit(page, `/orders/${orderId}`);
    await page.getByText("Shipped by our print partner").waitFor();
    expect(await page.getByRole("link", { name: "Track package 9400TRACK1" }).getAttribute("href")).toBe(
      "https://tracking.example.test/9400TRACK1",
    );

    const shippedMails = async () =>
      (await readOutbox(store.dataDir)).filter(
        (mail) => mail.to.includes(shopper.email) && / is shipped$/.test(mail.subject),
      );
    await expect.poll(async () => (await shippedMails()).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await shippedMails();
    expect(mail!.body).toContain("Tracking number: 9400TRACK1");
    expect(mail!.body).toContain("Track package: https://tracking.example.test/9400TRACK1");

    // A third delivery later still sends nothing new; a wrong secret is a 404.
    expect(await printful.deliver(event)).toBe(200);
    expect(await printful.deliver(event, `${store.url}/webhooks/printful/not-the-secret`)).toBe(404);
    const processingMails = (await readOutbox(store.dataDir)).filter(
      (m) => m.to.includes(shopper.email) && / is processing$/.test(m.subject),
    );
    expect(processingMails).toHaveLength(1);
    expect(await shippedMails()).toHaveLength(1);
  });

  it("a refusal is flagged on /admin with the partner's message; 'Retry fulfilment' sends once", async () => {
    const variant = printful.stores[0]!.products[0]!.sync_variants.find((v) => v.size === "S")!;
    variant.availability_status = "discontinued";
    const page = await browser.newPage({ baseURL: store.url });
    await servePartnerImages(page);
    await signUp(page, newAccount("fulfil-refused"));
    await addVariant(page, "orbit-tee", "S", "White");
    const orderId = await buy(page);
    const externalId = orderId.replace(/-/g, "");
    const number = orderId.slice(0, 8).toUpperCase();
    await page.context().clearCookies();

    await signIn(page, ADMIN);
    const card = page.getByRole("article", { name: `Order #${number}` });
    await expect
      .poll(
        async () => {
          await visit(page, "/admin?status=fulfilment-failed");
          return card.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const fulfilment = card.getByRole("region", { name: "Fulfilment" });
    await fulfilment.getByText("Fulfilment failed").waitFor();
    await fulfilment.getByText(`Last error: Item: ${variant.name} is discontinued`).waitFor();
    expect(printful.orderFor(externalId)).toBeUndefined();

    variant.availability_status = "active"; // fixed at the partner
    await fulfilment.getByRole("button", { name: "Retry fulfilment" }).click();
    await toasts(page).getByText("Fulfilment retried").waitFor();
    await expect
      .poll(() => printful.orders.filter((o) => o.external_id === externalId).length, { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(
        async () => {
          await visit(page, "/admin?status=fulfilment-failed");
          return card.count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(printful.orders.filter((o) => o.external_id === externalId)).toHaveLength(1);
  });
});
