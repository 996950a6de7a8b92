// Store settings end to end on a store of its own (its renames must not reach the shared store):
// the owner renames the shop on /admin/settings, and a visitor then meets the new name and never
// "softdrop" on the home page, a product page and the 404 page, in <title>, Open Graph and JSON-LD,
// and in an email. A bad value is refused at its field; the form works without JavaScript; axe.
// The owner connects Printful (its fake) on the same page, and the next sync uses that token.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, submitSignIn, toasts } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { axeViolations, expectNoViolationsOn } from "../support/axe";
import { servePartnerImages, setupBrowser } from "../support/browser";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";

const ADMIN = { name: "Mo Owner", email: "owner@settings.test", password: "owner-e2e-password" };
const NAME = "Moth & Bloom";
const TAGLINE = "night-garden knits for night owls";
const PRINTFUL_TOKEN = "pf-entered-on-the-page-5e7a";
let store: StoreProcess;
let printful: FakePrintful;
const browser = setupBrowser();

beforeAll(async () => {
  printful = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    stores: [{ id: 31, name: "Moth Prints", type: "native", products: [printfulProduct({ id: 5, name: "Moth Tee" })] }],
  });
  // No Printful token in the environment: only its address, so the owner's token is the one used.
  store = await startStore({ name: "settings", env: { ADMIN_EMAILS: ADMIN.email, PRINTFUL_API_BASE: printful.url } });
  await signUpVerified(store.url, store.dataDir, ADMIN);
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
});

async function open(page: Page, pathname: string) {
  await page.goto(`${store.url}${pathname}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

async function owner() {
  const page = await browser.newPage({ baseURL: store.url });
  await servePartnerImages(page); // the products synced from Printful show its (made-up) image hosts
  await open(page, "/auth");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await toasts(page).getByText("Welcome back!").waitFor();
  return page;
}

/** Everything a visitor or a crawler reads of a page: its text, title, meta tags and JSON-LD. */
async function whatVisitorsRead(page: Page) {
  return page.evaluate(() => ({
    // The footer is skipped by innerText until it nears the screen (content-visibility, decision 048).
    text: `${document.body.innerText}\n${document.querySelector("body > footer")?.textContent ?? ""}`,
    title: document.title,
    meta: [...document.querySelectorAll("meta[content]")].map(
      (tag) => `${tag.getAttribute("property") ?? tag.getAttribute("name")}=${tag.getAttribute("content")}`,
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((tag) => tag.textContent ?? ""),
  }));
}

function expectNoOldName(read: Awaited<ReturnType<typeof whatVisitorsRead>>) {
  expect(read.text).toContain(NAME);
  expect(read.text).not.toMatch(/softdrop/i);
  expect(read.title).not.toMatch(/softdrop/i);
  expect(read.meta.filter((tag) => /softdrop/i.test(tag))).toEqual([]);
  expect(read.jsonLd.filter((json) => /softdrop/i.test(json))).toEqual([]);
}

describe("store settings", () => {
  it("the owner renames the shop, and visitors then meet the new name everywhere", async () => {
    const admin = await owner();
    await open(admin, "/admin");
    await admin.getByRole("link", { name: "Settings", exact: true }).click();
    await admin.getByRole("heading", { level: 1, name: "Store settings" }).waitFor();
    expect(await admin.getByLabel("Shop name").inputValue()).toBe("softdrop");
    await admin.getByLabel("Shop name").fill(NAME);
    await admin.getByLabel("Tagline").fill(TAGLINE);
    await admin.getByLabel("Title suffix").fill("");
    await admin.getByLabel("Meta description").fill("Soft knits, printed on demand for night owls.");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await toasts(admin).getByText("Settings saved").waitFor();
    expect(await admin.getByLabel("Shop name").inputValue()).toBe(NAME);

    const visitor = await browser.newPage({ baseURL: store.url });
    await open(visitor, "/");
    await visitor.getByRole("link", { name: `${NAME} home` }).waitFor();
    const home = await whatVisitorsRead(visitor);
    expectNoOldName(home);
    expect(home.title).toBe(`${NAME} — ${TAGLINE}`);
    expect(home.text).toContain(`© 2025 ${NAME}. All rights reserved.`);
    expect(home.meta).toContain(`og:site_name=${NAME}`);
    expect(home.meta).toContain("description=Soft knits, printed on demand for night owls.");
    expect(JSON.parse(home.jsonLd[0]!)["@graph"]).toMatchObject([
      { "@type": "Organization", name: NAME },
      { "@type": "WebSite", name: NAME },
    ]);

    await open(visitor, "/product/no-rules-club-tee");
    const product = await whatVisitorsRead(visitor);
    expectNoOldName(product);
    // An empty suffix: titles end with the shop's name.
    expect(product.title).toBe(`No Rules Club Tee — ${NAME}`);
    expect(product.meta).toContain(`og:site_name=${NAME}`);
    expect(JSON.parse(product.jsonLd[0]!)).toMatchObject({ brand: { "@type": "Brand", name: NAME } });

    browser.allowConsoleError(/404/);
    await open(visitor, "/no-such-page-here");
    const missing = await whatVisitorsRead(visitor);
    expectNoOldName(missing);
    expect(missing.title).toBe(`Page not found — ${NAME}`);
  });

  it("a new customer's email carries the new name in its sender, subject and sign-off", async () => {
    const account = newAccount("settings");
    await signUpVerified(store.url, store.dataDir, account);
    const mail = (await readOutbox(store.dataDir)).find((each) => each.to.includes(account.email));
    expect(mail?.subject).toBe(`Verify your ${NAME} email`);
    // The outbox reader decodes bytes one by one, so the sign-off's dash is checked around, not in.
    expect(mail?.body).toMatch(new RegExp(`\n${NAME} \\S+ ${TAGLINE}\n`));
    expect(mail?.body).not.toMatch(/softdrop/i);
    const raw = await readFile(path.join(store.dataDir, "mail", mail!.file), "utf8");
    expect(raw).toMatch(/^From: "?Moth & Bloom"? <[^>]+>$/m);
  });

  it("refuses an empty name at its field and saves nothing", async () => {
    const admin = await owner();
    await open(admin, "/admin/settings");
    await admin.getByLabel("Shop name").fill("   ");
    await admin.getByRole("button", { name: "Save settings" }).click();
    const name = admin.getByLabel("Shop name");
    await admin.getByText("Enter the shop's name").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await open(admin, "/admin/settings");
    expect(await admin.getByLabel("Shop name").inputValue()).toBe(NAME);
  });

  it("works without JavaScript: a refusal at the field from the server, then a save", async () => {
    const admin = await owner();
    const context = await admin
      .context()
      .browser()!
      .newContext({ baseURL: store.url, javaScriptEnabled: false, storageState: await admin.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto("/admin/settings");
      await plain.getByLabel("Shop name").fill("");
      await plain.getByRole("button", { name: "Save settings" }).click();
      await plain.getByText("Enter the shop's name").waitFor();
      expect(await plain.getByLabel("Shop name").getAttribute("aria-invalid")).toBe("true");
      expect(await plain.getByLabel("Tagline").inputValue()).toBe(TAGLINE);

      await plain.getByLabel("Shop name").fill("Moth & Bloom Studio");
      await plain.getByRole("button", { name: "Save settings" }).click();
      await plain.waitForURL(/\/admin\/settings$/);
      expect(await plain.getByLabel("Shop name").inputValue()).toBe("Moth & Bloom Studio");
      await plain.getByRole("link", { name: "Moth & Bloom Studio home" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("the owner connects Printful: a wrong token is refused in Printful's words, the right one is kept unseen and syncs", async () => {
    const admin = await owner();
    await open(admin, "/admin/settings");
    const printfulCard = admin.getByRole("region", { name: "Printful", exact: true });
    await printfulCard.getByText("Not connected.").waitFor();
    browser.allowConsoleError(/status of 400/); // the refusal answers 400, as every refused form does
    await printfulCard.getByLabel("Printful API token").fill("pf-not-the-token");
    await printfulCard.getByRole("button", { name: "Connect Printful" }).click();
    await printfulCard.getByText("Printful refused this token: Invalid access token").waitFor();
    expect(await printfulCard.getByLabel("Printful API token").getAttribute("aria-invalid")).toBe("true");
    await open(admin, "/admin/settings");
    await printfulCard.getByText("Not connected.").waitFor();

    await printfulCard.getByLabel("Printful API token").fill(PRINTFUL_TOKEN);
    await printfulCard.getByRole("button", { name: "Connect Printful" }).click();
    await toasts(admin).getByText('Connected to Printful store "Moth Prints"').waitFor();
    await printfulCard.getByText('Connected to Printful store "Moth Prints". Token ending in 5e7a.').waitFor();
    expect(await printfulCard.getByLabel("New Printful API token").inputValue()).toBe("");
    expect(await admin.content()).not.toContain(PRINTFUL_TOKEN);
    expect(await (await admin.request.get(`${store.url}/admin/settings`)).text()).not.toContain(PRINTFUL_TOKEN);

    // The next sync reaches Printful with the kept token.
    await open(admin, "/admin");
    await syncProducts(admin);
    expect(printful.requests.some((request) => request.path.startsWith("/store/products"))).toBe(true);
    await open(admin, "/products?q=moth");
    await admin
      .getByRole("link", { name: /Moth Tee/ })
      .first()
      .waitFor();

    // Removed, the card says so again.
    await open(admin, "/admin/settings");
    await printfulCard.getByRole("button", { name: "Remove Printful token" }).click();
    await toasts(admin).getByText("Printful disconnected").waitFor();
    await printfulCard.getByText("Not connected.").waitFor();
  });

  it("axe finds nothing on /admin/settings, phone and desktop, with a refusal showing", async () => {
    const admin = await owner();
    await expectNoViolationsOn(admin, ["/admin/settings"]);
    await admin.getByLabel("Shop name").fill("");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await admin.getByText("Enter the shop's name").waitFor();
    expect(await axeViolations(admin)).toEqual([]);
  });
});
