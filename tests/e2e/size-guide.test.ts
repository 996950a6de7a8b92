// Size guides (issue #34) on the demo catalogue: a tee's table in a dialog beside the size picker
// (keyboard, axe, inches and centimetres remembered), and on its own page without JavaScript.
import { describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, PHONE } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";

const TEE = "/product/no-rules-club-tee";

describe("size guide", () => {
  const browser = setupBrowser();

  it("opens from the keyboard, switches units, remembers them and passes axe", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await visit(page, TEE);
    const opener = page.getByRole("link", { name: "Size guide" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Size guide" });
    await dialog.waitFor();
    // Chest width of an M: 52 cm, shown in inches first (20.5).
    const medium = dialog.getByRole("row", { name: /^M\b/ });
    expect(await medium.getByRole("cell").allTextContents()).toEqual(["20.5", "29"]);
    expect(await dialog.getByRole("heading", { name: "How to measure" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("radio", { name: "Centimetres" }).check();
    expect(await medium.getByRole("cell").allTextContents()).toEqual(["52", "74"]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Radix moves focus back a task after the dialog unmounts.
    await expect.poll(() => opener.evaluate((link) => link === document.activeElement)).toBe(true);
    // The unit is remembered on the next page load.
    await visit(page, TEE);
    await page.getByRole("link", { name: "Size guide" }).click();
    expect(await page.getByRole("dialog").getByRole("radio", { name: "Centimetres" }).isChecked()).toBe(true);
  });

  it("is a link to the table's own page without JavaScript", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const context = await page.context().browser()!.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const plain = await context.newPage();
      await plain.goto(TEE);
      await plain.getByRole("link", { name: "Size guide" }).click();
      await plain.waitForURL(`${baseURL()}${TEE}/size-guide`);
      expect(await plain.getByRole("row", { name: /^XL\b/ }).getByRole("cell").allTextContents()).toEqual([
        "24.5",
        "31",
      ]);
      await plain.getByRole("radio", { name: "Centimetres" }).check();
      await plain.getByRole("button", { name: "Show" }).click();
      await plain.waitForURL(/size-guide\?unit=cm$/);
      expect(await plain.getByRole("row", { name: /^XL\b/ }).getByRole("cell").allTextContents()).toEqual(["62", "79"]);
    } finally {
      await context.close();
    }
  });

  it("is not offered for a product without a table", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await visit(page, "/products?category=stickers");
    const sticker = page.getByRole("list", { name: "Products" }).getByRole("link").first();
    const href = (await sticker.getAttribute("href"))!;
    await visit(page, href);
    expect(await page.getByRole("link", { name: "Size guide" }).count()).toBe(0);
    const response = await page.request.get(`${href}/size-guide`);
    expect(response.status()).toBe(404);
  });
});
