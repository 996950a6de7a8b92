// A signed-in shopper with one line in the cart, made in the Chromium that Lighthouse drives, so
// the bench can measure /cart, /checkout and /orders as a shopper sees them (decision record 040).
import { randomUUID } from "node:crypto";
import { chromium } from "playwright-core";

/** Signs up and in through the auth API and adds one No Rules Club Tee (M / White) on its page. */
export async function prepareShopper(debuggingPort: number, baseURL: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/`);
    const account = {
      name: "Bench Shopper",
      email: `bench-${randomUUID().slice(0, 8)}@softdrop.test`,
      password: "pastel-123",
    };
    // Plain fetches, no helper function: tsx would wrap a named one in a helper the page lacks.
    const status = await page.evaluate(async (body) => {
      const headers = { "Content-Type": "application/json" };
      await fetch("/api/auth/sign-up/email", { method: "POST", headers, body: JSON.stringify(body) });
      const signIn = { email: body.email, password: body.password };
      return (await fetch("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify(signIn) })).status;
    }, account);
    if (status !== 200) throw new Error(`the bench shopper could not sign in (${status})`);
    await page.goto(`${baseURL}/product/no-rules-club-tee`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("button", { name: "M", exact: true }).click();
    await page.getByRole("button", { name: "White", exact: true }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart!").first().waitFor();
  } finally {
    await page.close();
  }
}

/**
 * Empties Chromium's HTTP cache: the shopper's runs keep storage (the session, the cart), and
 * without this they would also keep the fonts and scripts of the runs before them.
 */
export async function clearHttpCache(debuggingPort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send("Network.clearBrowserCache");
  } finally {
    await page.close();
  }
}
