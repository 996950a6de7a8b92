// First-run setup (decision 060) on a store of its own that no admin has claimed: the code is in
// the server's log and DATA_DIR/setup-code; /setup passes axe; a wrong code is refused at its
// field with and without JavaScript; the right code, sent without JavaScript, makes the owner, who
// lands on /admin; after that /setup is 404 and the code file is gone.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/accounts";
import { axeViolations, DESKTOP, expectNoViolationsOn, PHONE } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";

const WRONG_CODE = "That setup code is not right.";
let store: StoreProcess;
let code = "";
const codeFile = () => path.join(store.dataDir, "setup-code");

beforeAll(async () => {
  // The stores' template database is migrated and seeded before the suite's admin is made: a store
  // started from it has no admin, as a new install.
  store = await startStore({ name: "setup" });
});

afterAll(async () => {
  await store?.stop();
});

/** Fills the form; the code as given. */
async function fill(page: Page, setupCode: string, email: string) {
  await page.getByLabel("Setup code").fill(setupCode);
  await page.getByLabel("Shop name").fill("Moth & Bloom");
  await page.getByLabel("Your name").fill("Olive Owner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("owner-password-1");
  await page.getByRole("button", { name: "Create owner account" }).click();
}

/** The code field shows `message`, tied to it for screen readers. */
async function expectCodeRefused(page: Page, message: string) {
  const field = page.getByLabel("Setup code");
  await page.getByText(message, { exact: false }).waitFor();
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(message);
}

describe("first-run setup", () => {
  const browser = setupBrowser();

  it("prints the setup code at start and writes it to DATA_DIR/setup-code", async () => {
    code = readFileSync(codeFile(), "utf8").trim();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    // At warn, so the tests' LOG_LEVEL=warn shows it.
    await expect.poll(() => store.output()).toContain(`with the setup code ${code}`);
  });

  it("has no axe violation on a phone or a desktop, with a message shown too", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    await expectNoViolationsOn(page, ["/setup"]);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // With JavaScript: empty fields are refused in the browser, a wrong code by the server (a 400).
    browser.allowConsoleError(/status of 400/);
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Create owner account" }).click();
    await page.getByText("Enter the setup code").waitFor();
    await fill(page, "ABCD-EFGH-JKMN", uniqueEmail("owner"));
    await expectCodeRefused(page, WRONG_CODE);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);
    expect(existsSync(codeFile())).toBe(true);
  });

  it("works without JavaScript: a wrong code is refused, the right one makes the owner, who lands on /admin", async () => {
    const visitor = await browser.newPage({ baseURL: store.url });
    const context = await visitor.context().browser()!.newContext({ baseURL: store.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/setup");
      const email = uniqueEmail("owner");
      await fill(page, "ABCD-EFGH-JKMN", email);
      await expectCodeRefused(page, WRONG_CODE);
      // The name and email are kept; the code and password are typed again.
      expect(await page.getByLabel("Email").inputValue()).toBe(email);

      // As read off the log: lower case is fine.
      await fill(page, code.toLowerCase(), email);
      await page.waitForURL(`${store.url}/admin`);
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
      // The shop carries the name given at setup.
      expect(await page.title()).toContain("Moth & Bloom");
      expect(existsSync(codeFile())).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("answers 404 once the store has its owner", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    browser.allowConsoleError(/404/);
    const response = await visit(page, "/setup");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
  });
});
