// A signed-in shopper with one line in the cart, made in the Chromium that Lighthouse drives, so
// the bench can measure /cart, /checkout and /orders as a shopper sees them (decision record 040).
import { randomUUID } from "node:crypto";
import { chromium, type Page } from "playwright-core";

/**
 * Runs `work` in a new tab of Lighthouse's Chromium, then closes the tab and disconnects. A
 * Playwright connection left open attaches to every tab opened after it, Lighthouse's included,
 * and makes each page it audits slower: about forty by the last owner page of a `--check` run.
 */
async function inNewTab<T>(debuggingPort: number, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return await work(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** Signs up and in through the auth API and adds one No Rules Club Tee (M / White) on its page. */
export async function prepareShopper(debuggingPort: number, baseURL: string) {
  return inNewTab(debuggingPort, async (page) => {
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
  });
}

/**
 * Empties Chromium's HTTP cache: the shopper's runs keep storage (the session, the cart), and
 * without this they would also keep the fonts and scripts of the runs before them.
 */
export async function clearHttpCache(debuggingPort: number) {
  return inNewTab(debuggingPort, async (page) => {
    const session = await page.context().newCDPSession(page);
    await session.send("Network.clearBrowserCache");
  });
}

type Owner = { email: string; password: string };

/** Signs the owner (an address in the store's ADMIN_EMAILS, already verified) in, in Lighthouse's Chromium. */
export async function signInOwner(debuggingPort: number, baseURL: string, owner: Owner) {
  return inNewTab(debuggingPort, async (page) => {
    await page.goto(`${baseURL}/`);
    const status = await page.evaluate(async (body) => {
      const headers = { "Content-Type": "application/json" };
      return (await fetch("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify(body) })).status;
    }, owner);
    if (status !== 200) throw new Error(`the bench owner could not sign in (${status})`);
  });
}

/** The owner creates a drop of the first product, launching in a week, on /admin/drops; returns its path. */
export async function createBenchDrop(debuggingPort: number, baseURL: string, owner: Owner) {
  await signInOwner(debuggingPort, baseURL, owner);
  return inNewTab(debuggingPort, async (page) => {
    const slug = `bench-drop-${randomUUID().slice(0, 8)}`;
    await page.goto(`${baseURL}/admin/drops`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const form = page.locator("form", { has: page.getByRole("button", { name: "Create drop" }) });
    await form.getByLabel("Name", { exact: true }).fill("Bench Drop");
    await form.getByLabel("URL slug (/drops/…)").fill(slug);
    await form.getByLabel("Story").fill("Bench Drop: made for the ones who log off.");
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 19);
    await form.getByLabel(/^Launch/).fill(nextWeek);
    // The last product: the first ones are on / and /products, which a drop not yet launched leaves.
    await form.getByRole("listitem").last().getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create drop" }).click();
    await page.waitForURL(/\/admin\/drops\/[0-9a-f-]{36}$/);
    return `/drops/${slug}`;
  });
}

/** A collection of the first two products, made by the owner through the admin; its page's path (decision 067). */
export async function createBenchCollection(debuggingPort: number, baseURL: string, owner: Owner) {
  await signInOwner(debuggingPort, baseURL, owner);
  return inNewTab(debuggingPort, async (page) => {
    const slug = `bench-collection-${randomUUID().slice(0, 8)}`;
    await page.goto(`${baseURL}/admin/collections`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const create = page.getByRole("form", { name: "New collection" });
    await create.getByLabel("Name").fill("Bench Collection");
    await create.getByLabel(/^Web address/).fill(slug);
    await create.getByRole("button", { name: "Create collection" }).click();
    await page.getByRole("heading", { level: 1, name: "Collection: Bench Collection" }).waitFor();
    for (const added of [0, 1]) {
      const add = page.getByRole("form", { name: "Add to collection products" });
      // Option 0 is "Choose a product"; each added product leaves the list.
      await add.getByLabel("Product").selectOption({ index: 1 });
      await add.getByRole("button", { name: "Add" }).click();
      await page.getByRole("list", { name: "Collection products" }).getByRole("listitem").nth(added).waitFor();
    }
    return `/collections/${slug}`;
  });
}
