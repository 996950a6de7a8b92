// The listing's filters (issue #34) on the demo catalogue: each option's count is what ticking it
// shows, they combine with search, category and sort, live in the URL, work without JavaScript and
// on a phone, and a malformed filter shows the listing rather than an error.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";

const cards = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");
const countLine = (page: Page) => page.getByText(/^\d+ products?$/);
/** The number an option's label shows, "M (14)" → 14. */
async function optionCount(page: Page, name: RegExp) {
  const label = (await page
    .getByRole("checkbox", { name })
    .first()
    .evaluate((input) => input.parentElement!.textContent))!;
  return Number(label.match(/\((\d+)\)$/)![1]);
}

describe("listing filters", () => {
  const browser = setupBrowser();

  it("applies each choice as it changes, with counts that match what it shows", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await visit(page, "/products");
    const mediums = await optionCount(page, /^M \(/);
    await page.getByRole("checkbox", { name: /^M \(/ }).check();
    await page.waitForURL(`${baseURL()}/products?size=M`);
    await expect.poll(() => countLine(page).textContent()).toBe(`${mediums} products`);
    const black = await optionCount(page, /^Black \(/);
    expect(black).toBeGreaterThan(0);
    expect(black).toBeLessThan(mediums);
    await page.getByRole("checkbox", { name: /^Black \(/ }).check();
    await page.waitForURL(/\/products\?size=M&color=black$/);
    await expect.poll(() => countLine(page).textContent()).toBe(`${black} products`);
    expect(await cards(page).count()).toBe(black);
    // Ticking another size widens the choice: its count is what M-or-it in black shows.
    expect(await page.getByRole("checkbox", { name: /^M \(/ }).isChecked()).toBe(true);
    expect(await optionCount(page, /^M \(/)).toBe(black);
    // No sticker comes in black: its sizes stay listed, disabled.
    const sticker = page.getByRole("checkbox", { name: /^5" \(0\)$/ });
    expect(await sticker.isDisabled()).toBe(true);
    const inStock = await optionCount(page, /^In stock \(/);
    await page.getByRole("checkbox", { name: /^In stock \(/ }).check();
    await page.waitForURL(/size=M&color=black&stock=1$/);
    await expect.poll(() => cards(page).count()).toBe(inStock);
    // A price range, applied when the field is left.
    await page.getByLabel("Max").fill("30");
    await page.getByLabel("Max").press("Tab");
    await page.waitForURL(/color=black&max=30&stock=1$/);
    // The address changes before React has drawn the new cards: wait for the range to show.
    const prices = async () =>
      (
        await cards(page)
          .getByText(/\$\d+\.\d\d/)
          .allTextContents()
      ).map((price) => Number(price.replace(/[^\d.]/g, "")));
    await expect.poll(async () => (await prices()).every((price) => price <= 30)).toBe(true);
    expect((await prices()).length).toBeGreaterThan(0);
    // Unticking goes back.
    await page.getByRole("checkbox", { name: /^In stock \(/ }).uncheck();
    await page.waitForURL(/color=black&max=30$/);
  });

  it("combines with search, category and sort", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await visit(page, "/products?q=hoodie&size=XS&sort=price-desc");
    const names = await cards(page).getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(await countLine(page).textContent()).toBe(`${names.length} product${names.length === 1 ? "" : "s"}`);
    for (const name of names) expect(name).toMatch(/hoodie/i);
    const prices = (
      await cards(page)
        .getByText(/\$\d+\.\d\d/)
        .allTextContents()
    ).map((text) => Number(text.replace(/[^\d.]/g, "")));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The search field, the sort and the size stay as the URL says; a category joins them.
    expect(await page.getByLabel("Search products").inputValue()).toBe("hoodie");
    await page.getByLabel("Category").selectOption("tees");
    await page.waitForURL(/\/products\?q=hoodie&category=tees&size=XS&sort=price-desc$/);
    await expect.poll(() => page.getByText("No products found").isVisible()).toBe(true);
  });

  it("works as a plain form without JavaScript, on a phone", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const context = await page.context().browser()!.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const plain = await context.newPage();
      await plain.goto("/products?q=tee");
      const white = await optionCount(plain, /^White \(/);
      await plain.getByRole("checkbox", { name: /^White \(/ }).check();
      await plain.getByRole("checkbox", { name: /^L \(/ }).check();
      await plain.getByLabel("Min").fill("20");
      await plain.getByRole("button", { name: "Apply" }).click();
      // The browser sends every field as the form has it (empty and default ones too).
      await plain.waitForURL(
        (url) =>
          url.searchParams.get("q") === "tee" &&
          url.searchParams.getAll("size").join() === "L" &&
          url.searchParams.getAll("color").join() === "white" &&
          url.searchParams.get("min") === "20",
      );
      const shown = await cards(plain).count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(white);
      expect(await plain.getByRole("checkbox", { name: /^White \(/ }).isChecked()).toBe(true);
      expect(await plain.getByLabel("Min").inputValue()).toBe("20");
    } finally {
      await context.close();
    }
  });

  it("sits behind 'Filter & sort' on a phone and applies as it changes", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await visit(page, "/products");
    const size = page.getByRole("checkbox", { name: /^XL \(/ });
    expect(await size.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filter & sort" }).click();
    const count = await optionCount(page, /^XL \(/);
    await size.check();
    await page.waitForURL(`${baseURL()}/products?size=XL`);
    await expect.poll(() => countLine(page).textContent()).toBe(`${count} products`);
  });

  it("ignores unknown and malformed values and shows the listing", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const all = await (await visit(page, "/products"))!.text();
    const total = (await countLine(page).textContent())!;
    expect(all).toContain("Shop All");
    const response = await visit(
      page,
      "/products?size=&size=" + "X".repeat(40) + "&min=abc&max=-5&stock=maybe&color=%3Cscript%3E&sort=cheap&page=zz",
    );
    expect(response!.status()).toBe(200);
    // An unknown colour narrows to nothing; the junk values are dropped.
    await expect.poll(() => page.getByText("No products found").isVisible()).toBe(true);
    const junkOnly = await visit(page, "/products?min=abc&max=-5&stock=maybe&size=");
    expect(junkOnly!.status()).toBe(200);
    expect(await countLine(page).textContent()).toBe(total);
  });
});
