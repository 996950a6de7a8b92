// The store's shell: header, footer, 404 and health.
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser } from "../support/browser";

describe("store shell", () => {
  const browser = setupBrowser();

  it("answers /healthz with JSON when the database answers", async () => {
    const response = await fetch(`${baseURL()}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("renders the 404 page with status 404 for an unknown path", async () => {
    const page = await browser.newPage();
    browser.allowConsoleError(/404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseURL()}/`);
  });
});
