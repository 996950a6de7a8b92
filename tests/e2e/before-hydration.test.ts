// Nothing dead before scripts run (#35): on a phone, with the page's scripts held back, each
// first-screen control of /, /products and a product page, used as soon as the HTML is there,
// does what it says (the menu opens, links and the search go), or is plainly not yet interactive
// (a button only scripts can work is dimmed with a busy cursor); once the scripts run, they work.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE } from "../support/axe";
import { openBeforeScripts, setupBrowser, visit } from "../support/browser";

/** Holds every script from /assets/ until `release`; pages load without them meanwhile. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    },
  };
}

/** Opens a path as soon as its HTML has arrived, without waiting for scripts. */
async function open(page: Page, path: string) {
  await openBeforeScripts(page, path);
  await page.locator("body > header, header.sticky").first().waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
}

/** Buttons in the first screen that only scripts can work and that do not say they are not ready. */
function liveLookingButtons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('button[type="button"]:not([popovertarget])')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
      })
      .filter((button) => {
        const style = getComputedStyle(button);
        return !(Number(style.opacity) < 1 && style.cursor === "progress");
      })
      .map((button) => button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "?"),
  );
}

describe("before the scripts run, on a phone", () => {
  const browser = setupBrowser();

  it("the home page: the menu opens at the first tap and its links go; script-only buttons say so", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const scripts = await holdScripts(page);
    await open(page, "/");
    expect(await liveLookingButtons(page)).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Shop All" }).click();
    await page.waitForURL(/\/products$/);

    // Once the scripts run, the same menu is driven by the page: the button says it is open.
    await scripts.release();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    await page.getByRole("button", { name: "Close menu" }).waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "New Arrivals" }).click();
    await page.waitForURL(/sort=newest/);
    await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "hidden" });
  });

  it("the listing: the search form, the cart link and the product links work; 'Filter & sort' waits", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await holdScripts(page);
    await open(page, "/products");
    expect(await liveLookingButtons(page)).toEqual([]);
    await page.getByLabel("Search products").fill("tote");
    await page.getByLabel("Search products").press("Enter");
    await page.waitForURL(/\/products\?q=tote/);
    await page.getByRole("list", { name: "Products" }).getByRole("link").first().waitFor();
    await page.getByRole("link", { name: /^Cart/ }).click();
    await page.waitForURL(/\/cart$/);
  });

  it("a product page: options, quantity and Add to Cart wait for the scripts, then work", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const scripts = await holdScripts(page);
    await open(page, "/products?q=tote");
    const href = await page.getByRole("list", { name: "Products" }).getByRole("link").first().getAttribute("href");
    await open(page, href!);
    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    await addToCart.waitFor();
    expect(await liveLookingButtons(page)).toEqual([]);
    await scripts.release();
    // The gallery's pictures, the sizes and colours: live now.
    expect((await liveLookingButtons(page)).length).toBeGreaterThan(0);
    expect(await addToCart.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
  });

  it("asks for the page's scripts only once its first contentful paint is shown, then hydrates", async () => {
    // Before that the scripts would share the connection with what the first paint needs, and
    // Lighthouse counted them as part of it (decision 078).
    for (const path of ["/", "/products", "/product/cloud-nine-hoodie"]) {
      const page = await browser.newPage({ viewport: PHONE });
      await visit(page, path);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^?]*\.js/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(painted, path).not.toBeNull();
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(painted!);
    }
  });
});
