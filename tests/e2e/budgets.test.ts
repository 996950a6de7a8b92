// Byte budgets (decision record 020): every shopper page loads at most 150 KB of gzipped
// JavaScript at first, and the listing's HTML stays under 44 KB (40 KB and its filters, 056). Deterministic for a build, so
// they are tests; timings are not (they live in `npm run bench`).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { BUDGETS, overBudget, pageWeight, SHOPPER_PAGES, someProductPath } from "../support/page-weight";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("byte budgets", () => {
  const browser = setupBrowser();

  it("a collection's page loads at most 150 KB of gzipped JavaScript at first, and no admin module", async () => {
    // The owner makes one through the admin, as a shop would have.
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await visit(admin, "/admin/collections");
    const slug = `budget-${randomUUID().slice(0, 8)}`;
    const create = admin.getByRole("form", { name: "New collection" });
    await create.getByLabel("Name").fill("Budget Picks");
    await create.getByLabel(/^Web address/).fill(slug);
    await create.getByRole("button", { name: "Create collection" }).click();
    await admin.getByRole("heading", { level: 1, name: "Collection: Budget Picks" }).waitFor();
    const add = admin.getByRole("form", { name: "Add to collection products" });
    await add.getByLabel("Product").selectOption({ index: 1 });
    await add.getByRole("button", { name: "Add" }).click();
    await admin.getByRole("list", { name: "Collection products" }).waitFor();
    const weight = await pageWeight(baseURL(), `/collections/${slug}`);
    expect(weight.scripts.length).toBeGreaterThan(0);
    expect(weight.javascriptGzipBytes, `/collections/${slug}: ${kb(weight.javascriptGzipBytes)}`).toBeLessThanOrEqual(
      BUDGETS.javascriptGzipBytes,
    );
    expect(weight.scripts.filter((url) => /\/admin[-.]/.test(url))).toEqual([]);
  });

  it("every shopper page loads at most 150 KB of gzipped JavaScript at first", async () => {
    const product = await someProductPath(baseURL());
    // The demo hoodie's size guide: the dialog's page for a visitor without JavaScript.
    const paths = [...SHOPPER_PAGES, product, "/product/cloud-nine-hoodie/size-guide"];
    expect(await overBudget(baseURL(), paths)).toEqual([]);
  });

  it("no shopper page loads the admin's modules", async () => {
    for (const path of SHOPPER_PAGES) {
      const { scripts } = await pageWeight(baseURL(), path);
      expect(
        scripts.filter((url) => /\/admin[-.]/.test(url)),
        path,
      ).toEqual([]);
    }
  });

  it("the listing's HTML is at most 44 KB, hydration data included", async () => {
    const weight = await pageWeight(baseURL(), "/products");
    expect(weight.htmlBytes, `/products: ${kb(weight.htmlBytes)}`).toBeLessThanOrEqual(BUDGETS.productsHtmlBytes);
  });
});
