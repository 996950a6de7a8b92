// Back in stock, end to end: a size and colour sold out at Printful offers "Notify me when it's
// back"; when a later inventory sync finds it available, the subscriber gets one email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";

const ADMIN = { email: "restock-admin@softdrop.test", password: "restock-admin-password" };
let printful: FakePrintful;
let store: StoreProcess;

beforeAll(async () => {
  const hoodie = printfulProduct({
    id: 41,
    name: "Restock Hoodie",
    sizes: ["S", "M"],
    colors: ["White"],
    price: "50.00",
  });
  hoodie.sync_variants.find((v) => v.size === "M")!.availability_status = "out_of_stock";
  printful = await startFakePrintful({
    token: "pf-restock-token",
    stores: [{ id: 78, name: "Softdrop", type: "native", products: [hoodie] }],
  });
  store = await startStore({
    name: "restock",
    env: { ADMIN_EMAILS: ADMIN.email, PRINTFUL_API_TOKEN: "pf-restock-token", PRINTFUL_API_BASE: printful.url },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Restock Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
});

describe("back in stock", () => {
  const browser = setupBrowser();

  it("a subscriber to a sold-out variant gets one email when the inventory sync brings it back", async () => {
    const admin = await browser.newPage({ baseURL: store.url });
    await admin.route(/^https:\/\/[^/]+\.test\//, (route) => route.fulfill({ status: 404 }));
    browser.allowConsoleError(/404/);
    await signIn(admin, ADMIN);
    await visit(admin, "/admin");
    await syncProducts(admin);

    const shopper = await browser.newPage({ baseURL: store.url });
    await shopper.route(/^https:\/\/[^/]+\.test\//, (route) => route.fulfill({ status: 404 }));
    await visit(shopper, "/product/restock-hoodie");
    await shopper.getByRole("heading", { name: "Notify me when it's back" }).waitFor();
    expect(await shopper.getByLabel("Sold-out size and colour").inputValue()).not.toBe("");
    await shopper.getByLabel("Email address").fill("waiting@example.test");
    await shopper.getByRole("button", { name: "Notify me when it's back" }).click();
    await shopper
      .getByText("Thanks! If this address isn't on the list yet, we've emailed it a confirmation.")
      .waitFor();

    const backInStock = async () =>
      (await readOutbox(store.dataDir)).filter(
        (mail) => mail.to.includes("waiting@example.test") && mail.subject === "Back in stock: Restock Hoodie",
      );
    printful.stores[0]!.products[0]!.sync_variants.find((v) => v.size === "M")!.availability_status = "active";
    for (let run = 0; run < 2; run++) {
      await visit(admin, "/admin");
      await admin.getByRole("button", { name: "Sync Inventory" }).click();
      await toasts(admin).getByText("Inventory synced successfully").waitFor({ timeout: 45_000 });
      await expect.poll(async () => (await backInStock()).length, { timeout: 15_000 }).toBe(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await backInStock()).toHaveLength(1);
  });
});
