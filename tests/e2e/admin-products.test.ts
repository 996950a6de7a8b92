// The owner's products end to end (issue #30, decision 062), on a store of its own synced from the
// Printful fake: the owner hides a product (gone from the listing, its page a 404, a cart holding
// it told), renames one and reprices a variant below the margin floor with the confirm that names
// the margin, edits a description; a second sync with the partner's new name, price and description keeps
// the owner's edits. axe passes on both pages at phone and desktop size, and the form works
// without JavaScript.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { expectNoViolationsOn } from "../support/axe";
import { servePartnerImages, setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { addVariant } from "./checkout-helpers";

const ADMIN = { email: "products-admin@softdrop.test", password: "products-admin-password" };
const tee = printfulProduct({
  id: 601,
  name: "Moth Tee",
  sizes: ["S", "M"],
  colors: ["White", "Black"],
  price: "30.00",
});
const cap = printfulProduct({ id: 602, name: "Plain Cap", sizes: ["One size"], price: "20.00" });
let printful: FakePrintful;
let store: StoreProcess;

beforeAll(async () => {
  printful = await startFakePrintful({
    token: "pf-products-token",
    stores: [{ id: 77, name: "Softdrop", type: "native", products: [tee, cap] }],
  });
  store = await startStore({
    name: "products",
    env: { ADMIN_EMAILS: ADMIN.email, PRINTFUL_API_TOKEN: "pf-products-token", PRINTFUL_API_BASE: printful.url },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Products Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
});

async function syncPrintful(page: Page) {
  await visit(page, "/admin");
  await syncProducts(page);
}

/** The edit page of a product, found by the list's search. */
async function openProduct(page: Page, name: string) {
  await visit(page, "/admin/products");
  await page.getByRole("searchbox", { name: "Search products" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("heading", { name: `Edit: ${name}` }).waitFor();
  return new URL(page.url()).pathname;
}

describe("the owner's products", () => {
  const browser = setupBrowser();
  const page = async () => {
    const created = await browser.newPage({ baseURL: store.url });
    await servePartnerImages(created);
    return created;
  };
  let teePath = "";

  it("hides a product, reprices a variant with a confirm, edits a description; a later sync keeps it all", async () => {
    browser.allowConsoleError(/status of 404/); // the hidden product's page
    browser.allowConsoleError(/status of 400/); // the refused save's answer
    const admin = await page();
    await signIn(admin, ADMIN);
    await syncPrintful(admin);
    const shopper = await page();
    await addVariant(shopper, "plain-cap", "One size", "White");

    // From the dashboard to the list (the admin navigation): every product with its partner, price, cost and margin.
    await visit(admin, "/admin");
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    const teeRow = admin.getByRole("row").filter({ hasText: "Moth Tee" });
    await teeRow.waitFor();
    expect(await teeRow.getByRole("cell").allTextContents()).toEqual([
      "Moth Teemoth-tee",
      "Printful",
      "Visible",
      "$30.00",
      "$11.50",
      "160%",
    ]);

    teePath = await openProduct(admin, "Moth Tee");
    await admin.getByRole("textbox", { name: "Name", exact: true }).fill("Moth Tee Night");
    await admin
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Night-soft cotton.\n\n- Printed in **Lisbon**");
    await admin.getByRole("textbox", { name: "M / Black price ($)" }).fill("12.00");
    // Cost $11.50, floor 10%: $12.00 needs the owner's word, and the box says what it means.
    const confirm = admin.getByRole("checkbox", { name: "Sell M / Black at $12.00, a 4% margin, below the 10% floor" });
    await confirm.waitFor();
    await admin.getByRole("button", { name: "Save product" }).click();
    await admin.getByRole("alert").getByText("Nothing was saved: fix the marked fields below.").waitFor();
    await confirm.check();
    await admin.getByRole("button", { name: "Save product" }).click();
    await toasts(admin).getByText("Product saved").waitFor();

    await openProduct(admin, "Plain Cap");
    await admin.getByRole("checkbox", { name: "Visible in the shop" }).uncheck();
    await admin.getByRole("button", { name: "Save product" }).click();
    await toasts(admin).getByText("Product saved").waitFor();
    await admin.getByText("Hidden: shoppers cannot see this product.").waitFor();

    async function shopperSeesEdits() {
      await visit(shopper, "/product/moth-tee");
      await shopper.getByRole("heading", { name: "Moth Tee Night", exact: true, level: 1 }).waitFor();
      await shopper.getByText("$12.00").first().waitFor();
      await shopper.getByText("Printed in Lisbon").waitFor();
      expect(await shopper.locator("strong", { hasText: "Lisbon" }).count()).toBe(1);
      expect((await visit(shopper, "/product/plain-cap"))!.status()).toBe(404);
      await visit(shopper, "/products");
      await shopper
        .getByRole("link", { name: /Moth Tee Night/ })
        .first()
        .waitFor();
      expect(await shopper.getByRole("link", { name: /Plain Cap/ }).count()).toBe(0);
      const sitemap = await (await fetch(`${store.url}/sitemap.xml`)).text();
      expect(sitemap).toContain("/product/moth-tee");
      expect(sitemap).not.toContain("/product/plain-cap");
    }
    await shopperSeesEdits();
    // The cart holding the hidden cap says so.
    await visit(shopper, "/cart");
    await shopper.getByText("This product is no longer available. Please remove it to check out.").waitFor();

    // At Printful: a new name, price and description for both; the sync brings them in.
    tee.sync_product.name = "Moth Tee Renamed";
    cap.sync_product.name = "Plain Cap Renamed";
    for (const variant of [...tee.sync_variants, ...cap.sync_variants]) variant.retail_price = "33.00";
    await syncPrintful(admin);
    await shopperSeesEdits();
    await visit(admin, teePath);
    expect(await admin.getByRole("textbox", { name: "M / Black price ($)" }).inputValue()).toBe("12.00");
    expect(await admin.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("Moth Tee Night");
    // The cap's name was never the owner's: the partner's new one arrived, and it stayed hidden.
    await visit(admin, "/admin/products?q=plain");
    expect(
      await admin.getByRole("row").filter({ hasText: "Plain Cap Renamed" }).getByRole("cell").nth(2).textContent(),
    ).toBe("Hidden");
  });

  it("passes axe on the list and the edit form, phone and desktop", async () => {
    expect(teePath).not.toBe("");
    const admin = await page();
    await signIn(admin, ADMIN);
    await expectNoViolationsOn(admin, ["/admin/products", teePath]);
  });

  it("without JavaScript, refuses a bad field at the server, then asks for and takes the confirm", async () => {
    expect(teePath).not.toBe("");
    const admin = await page();
    await signIn(admin, ADMIN);
    const context = await admin
      .context()
      .browser()!
      .newContext({ baseURL: store.url, javaScriptEnabled: false, storageState: await admin.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto(teePath);
      await plain.getByRole("textbox", { name: "Name", exact: true }).fill("");
      await plain.getByRole("textbox", { name: "S / White price ($)" }).fill("11.00");
      await plain.getByRole("button", { name: "Save product" }).click();
      await plain.getByRole("alert").getByText("Nothing was saved: fix the marked fields below.").waitFor();
      const name = plain.getByRole("textbox", { name: "Name", exact: true });
      expect(await name.getAttribute("aria-invalid")).toBe("true");
      await plain.getByText("Enter the product's name.").waitFor();
      // The server answered with the confirm for the price typed.
      await name.fill("Moth Tee Night");
      const confirm = plain.getByRole("checkbox", {
        name: "Sell S / White at $11.00, a -4% margin, below the 10% floor",
      });
      await confirm.check();
      await plain.getByRole("button", { name: "Save product" }).click();
      await plain.getByRole("heading", { name: "Edit: Moth Tee Night" }).waitFor();
      expect(await plain.getByRole("textbox", { name: "S / White price ($)" }).inputValue()).toBe("11.00");
      expect(await plain.getByRole("alert").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
