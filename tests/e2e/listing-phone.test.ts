// The listing on a 390 x 844 phone: products in the first screen, category and sort behind
// 'Filter & sort' and applied as they change, and the whole form without JavaScript.
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";

describe("the listing on a phone", () => {
  const browser = setupBrowser();

  it("shows the first product in the first screen, with category and sort folded away", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await visit(page, "/products");
    const first = page.getByRole("list", { name: "Products" }).getByRole("listitem").first();
    const box = (await first.boundingBox())!;
    // The card's picture starts well inside the screen: at least 300 px of it show.
    expect(box.y, "top of the first product card").toBeLessThan(PHONE.height - 300);
    expect(await page.getByLabel("Search products").isVisible()).toBe(true);
    expect(await page.getByLabel("Category").isVisible()).toBe(false);
    expect(await page.getByLabel("Sort by").isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Filter & sort" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens 'Filter & sort' and applies a category and a sort as they change, without Apply", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await visit(page, "/products");
    const toggle = page.getByRole("button", { name: "Filter & sort" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByLabel("Category").selectOption("totes");
    await page.waitForURL(`${baseURL()}/products?category=totes`);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/category=totes&sort=price-asc/);
    const names = page.getByRole("list", { name: "Products" }).getByRole("heading");
    await expect
      .poll(() => names.allTextContents())
      .toEqual(["Farmers Market Era Tote", "Emotional Support Tote", "Thrift Haul Tote"]);
    // The panel stays open while the shopper tries another choice.
    expect(await page.getByLabel("Sort by").isVisible()).toBe(true);
    await toggle.click();
    expect(await page.getByLabel("Category").isVisible()).toBe(false);
  });

  it("without JavaScript shows the whole form, which filters with Apply", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const context = await page.context().browser()!.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const plain = await context.newPage();
      await plain.goto("/products");
      expect(await plain.getByRole("button", { name: "Filter & sort" }).isVisible()).toBe(false);
      await plain.getByLabel("Category").selectOption("totes");
      await plain.getByLabel("Sort by").selectOption("price-asc");
      await plain.getByRole("button", { name: "Apply" }).click();
      await plain.waitForURL(/category=totes&sort=price-asc/);
      expect(await plain.getByRole("list", { name: "Products" }).getByRole("listitem").count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  it("on a desktop shows the whole form and no 'Filter & sort' button", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await visit(page, "/products");
    expect(await page.getByLabel("Category").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Filter & sort" }).isVisible()).toBe(false);
  });
});
