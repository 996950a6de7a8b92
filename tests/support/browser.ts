// One Chromium per Vitest worker, shared by the files it runs one after another (the e2e config
// does not isolate files: decision record 074), a fresh context per page, and a failed test for any
// console error the page logs (unless the test says it expects one).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterEach, beforeAll, expect, inject } from "vitest";

export const baseURL = () => inject("baseURL");

const storeOfPage = new WeakMap<Page, string>();
/** The address of the store a page of `newPage` was opened on (the shared e2e store unless told). */
export const storeURLOf = (page: Page) => storeOfPage.get(page) ?? baseURL();

/** Opens a path and waits until React has hydrated the page, so clicks reach their handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return response;
}

/**
 * Opens a path as soon as its HTML has arrived, without waiting for its scripts (a test may hold
 * them back), once the document is parsed and its stylesheets apply: before that a busy machine's
 * page can still show what the styles hide.
 */
export async function openBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForLoadState("domcontentloaded");
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
}

// A 1×1 PNG for the partners' image hosts (https://*.test/), which do not exist offline.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Answers the page's requests to the partners' made-up image hosts with a picture (a 1×1 PNG). */
export function servePartnerImages(page: Page, picture: Buffer = PIXEL) {
  return page.route(/^https:\/\/[^/]+\.test\//, (route) => route.fulfill({ contentType: "image/png", body: picture }));
}

let visitors = 0;
/** A distinct made-up address per page (10.200.0.0/16), as if each came through a proxy. */
function visitorAddress() {
  visitors += 1;
  return `10.200.${(process.pid + Math.floor(visitors / 250)) % 256}.${(visitors % 250) + 1}`;
}

let launched: Promise<Browser> | undefined;
/**
 * The worker's Chromium, launched on first use and kept for the next file: a launch costs more than
 * a page. It ends with the worker; if it crashes, the next file launches another.
 */
function workerBrowser(): Promise<Browser> {
  launched ??= chromium
    .launch({
      executablePath: inject("chromiumPath"),
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    })
    .then((browser) => {
      browser.on("disconnected", () => (launched = undefined));
      return browser;
    });
  return launched;
}

export function setupBrowser() {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let consoleErrors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await workerBrowser();
  });

  afterEach(async () => {
    const errors = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    consoleErrors = [];
    allowed = [];
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    expect(errors, "console errors during the test").toEqual([]);
  });

  return {
    /**
     * A new page in a new context (own cookies and storage), at a desktop size unless told, on
     * the shared e2e store unless given another store's address.
     */
    async newPage(
      options: { viewport?: { width: number; height: number }; baseURL?: string; locale?: string } = {},
    ): Promise<Page> {
      const store = options.baseURL ?? baseURL();
      const context = await browser.newContext({
        baseURL: store,
        // The browser's language (its Accept-Language): en-GB asks for pounds (decision 071).
        ...(options.locale ? { locale: options.locale } : {}),
        viewport: options.viewport ?? { width: 1280, height: 900 },
        // A visitor of its own: the store (TRUST_PROXY=loopback) counts its rate limits per address.
        extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
      });
      contexts.push(context);
      const page = await context.newPage();
      storeOfPage.set(page, store);
      // A step's wait: a page of a busy two-core CI machine (build, unit tests beside) can take
      // more than ten seconds to answer; this still ends a hung step well within the test's limit.
      page.setDefaultTimeout(30_000);
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(String(error)));
      return page;
    },
    /** Lets the current test log console errors that match (e.g. the 404 of a missing page). */
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern);
    },
  };
}
