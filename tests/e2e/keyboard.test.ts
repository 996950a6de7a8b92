// Keyboard use: Tab reaches every control on the main pages and each shows that it has focus;
// the mobile menu keeps focus inside while open and hands it back to its button on Escape.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";

// Controls a page takes out of the Tab order on purpose (a card's duplicate image link, the
// contact form's honeypot) carry tabindex="-1" and are not counted.
const CONTROLS = ["a[href]", "button:not([disabled])", "input:not([type=hidden]):not([disabled])", "select", "textarea"]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(", ");

/** A label for the focused element, to compare against the page's controls. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    return element.dataset.kbd ?? null;
  });

/**
 * Tabs through the whole page. Returns the visible controls Tab never reached, and those whose
 * look does not change when focused (outline, ring, border or background).
 */
async function tabThrough(page: Page) {
  const total = await page.evaluate((selector) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(visible);
    controls.forEach((control, index) => (control.dataset.kbd = String(index)));
    return controls.length;
  }, CONTROLS);
  const reached = new Set<string>();
  const unmarked: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < total + 10; press += 1) {
    await page.keyboard.press("Tab");
    const id = await describeFocus(page);
    if (id === null || reached.has(id)) continue;
    reached.add(id);
    const changes = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const look = () => {
        const style = getComputedStyle(element);
        return [style.outlineStyle, style.outlineWidth, style.boxShadow, style.borderColor, style.backgroundColor].join(
          "|",
        );
      };
      const focused = look();
      element.blur();
      const blurred = look();
      element.focus({ focusVisible: true } as FocusOptions);
      return focused !== blurred;
    });
    if (!changes) unmarked.push(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 160)));
  }
  const missed = await page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>("[data-kbd]")]
        .filter((element) => !seen.includes(element.dataset.kbd!))
        .map((element) => element.outerHTML.slice(0, 160)),
    [...reached],
  );
  return { missed, unmarked };
}

describe("keyboard", () => {
  const browser = setupBrowser();

  it.each([
    ["/", DESKTOP],
    ["/products?q=tee", DESKTOP],
    ["/product/no-rules-club-tee", DESKTOP],
    ["/auth", PHONE],
    ["/contact", PHONE],
    ["/faq", PHONE],
  ])("Tab reaches every control on %s and each one shows focus", async (path, viewport) => {
    const page = await browser.newPage({ viewport });
    await visit(page, path);
    expect(await tabThrough(page)).toEqual({ missed: [], unmarked: [] });
  });

  it("the mobile menu keeps focus inside while open and returns it to its button on Escape", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await visit(page, "/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    const inMenuOrButton = () =>
      page.evaluate(
        () =>
          document.getElementById("mobile-menu")!.contains(document.activeElement) ||
          document.activeElement?.getAttribute("aria-controls") === "mobile-menu",
      );
    const stops = (await menu.getByRole("link").count()) + 1;
    for (let press = 0; press < stops * 2; press += 1) {
      await page.keyboard.press("Tab");
      expect(await inMenuOrButton(), `focus after Tab ${press + 1}`).toBe(true);
    }
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await inMenuOrButton(), `focus after Shift+Tab ${press + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    const closeButton = page.getByRole("button", { name: "Open menu" });
    expect(await closeButton.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await closeButton.getAttribute("aria-expanded")).toBe("false");
  });
});
