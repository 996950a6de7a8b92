// The store settings' words and pages end to end, on a store of its own (decision 066): the owner
// renames the shop, edits the hero, a social link (a javascript: one refused at its field), the
// contact details and the emails' sender, writes the Returns page in Markdown with a <script> and a
// javascript: link (previewed, then saved), rearranges the FAQ, uploads an SVG logo (a script and
// an onload in it) and sets colours. A visitor then reads the new words, never "softdrop", none of
// the unsafe Markdown or SVG. Without JavaScript too; axe.
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, submitSignIn, toasts } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { buy, shopperWithCart } from "./checkout-helpers";
import { setupBrowser } from "../support/browser";
import { overBudget, SHOPPER_PAGES, someProductPath } from "../support/page-weight";
import { readOutbox } from "../support/mail-outbox";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";

const ADMIN = { name: "Mo Owner", email: "owner@words.test", password: "owner-e2e-password" };
const NAME = "Moth & Bloom";
const RETURNS = [
  "Thirty nights to change your mind.",
  "",
  "## How it works",
  "",
  "Write to us <script>window.pwned = true</script> and [click here](javascript:window.pwned=true) or [contact us](/contact).",
].join("\n");
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert('svg')">
  <script>alert('script')</script><rect width="120" height="40" rx="8" fill="#5b2a86"/></svg>`;
let store: StoreProcess;
const browser = setupBrowser();

beforeAll(async () => {
  store = await startStore({ name: "words", env: { ADMIN_EMAILS: ADMIN.email } });
  await signUpVerified(store.url, store.dataDir, ADMIN);
}, 300_000);

afterAll(async () => {
  await store?.stop();
});

/** A logo upload that declares `bytes` but sends only its start: the answer comes from the length alone. */
function postDeclaring(bytes: number, cookie: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(
      `${store.url}/admin/settings/brand/logo`,
      {
        method: "POST",
        headers: {
          cookie,
          origin: store.url,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(bytes),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on("error", reject);
    sent.write("--x\r\n");
  });
}

async function open(page: Page, pathname: string) {
  await page.goto(`${store.url}${pathname}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

async function owner() {
  const page = await browser.newPage({ baseURL: store.url });
  await open(page, "/auth");
  await submitSignIn(page, ADMIN.email, ADMIN.password);
  await toasts(page).getByText("Welcome back!").waitFor();
  return page;
}

/** A page's text (the footer too), title, meta tags and JSON-LD. */
async function everythingOn(page: Page) {
  return page.evaluate(
    () =>
      `${document.body.innerText}\n${document.querySelector("body > footer")?.textContent ?? ""}\n${document.title}\n` +
      [...document.querySelectorAll("meta[content], script[type='application/ld+json']")]
        .map((tag) => tag.getAttribute("content") ?? tag.textContent)
        .join("\n"),
  );
}

const today = () => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());

describe("store words and pages", () => {
  it("the owner's words, Returns page and FAQ reach visitors; no 'softdrop', no unsafe Markdown", async () => {
    const admin = await owner();
    await open(admin, "/admin/settings");
    await admin.getByLabel("Shop name").fill(NAME);
    // The title suffix the owner keeps is the owner's: emptied, titles end with the new name.
    await admin.getByLabel("Title suffix").fill("");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await toasts(admin).getByText("Settings saved").waitFor();

    await admin.getByRole("link", { name: /^Words:/ }).click();
    await admin.getByRole("heading", { level: 1, name: "Words" }).waitFor();
    expect(await admin.getByLabel("Newsletter heading").inputValue()).toBe(`Join the ${NAME} club`);
    await admin.getByLabel("Heading", { exact: true }).fill("Knits for night owls");
    await admin.getByLabel("First button").fill("See the knits");
    await admin.getByLabel("X link").fill("javascript:alert(1)");
    await admin.getByRole("button", { name: "Save words" }).click();
    await admin.getByText("Enter the X address starting with https://, or leave it empty").waitFor();
    expect(await admin.getByLabel("X link").getAttribute("aria-invalid")).toBe("true");
    await admin.getByLabel("X link").fill("https://x.com/mothandbloom");
    await admin.getByLabel("Contact email").fill("hello@moth.example");
    await admin.getByLabel("Sender name").fill("Moth Team");
    await admin.getByLabel("Sender address").fill("orders@moth.example");
    await admin.getByRole("button", { name: "Save words" }).click();
    await toasts(admin).getByText("Words saved").waitFor();
    expect(await admin.getByLabel("X link").inputValue()).toBe("https://x.com/mothandbloom");

    await open(admin, "/admin/settings/pages/returns");
    await admin.getByLabel("Page text (Markdown)").fill(RETURNS);
    await admin.getByRole("button", { name: "Preview" }).click();
    const preview = admin.getByRole("region", { name: "Preview (not saved)" });
    await preview.getByText("Thirty nights to change your mind.").waitFor();
    expect(await preview.locator("script, a[href^='javascript']").count()).toBe(0);
    expect(await preview.textContent()).toContain("<script>window.pwned = true</script>");
    await admin.getByRole("button", { name: "Save page" }).click();
    await toasts(admin).getByText("Returns page saved").waitFor();

    const visitor = await browser.newPage({ baseURL: store.url });
    await open(visitor, "/");
    await visitor.getByRole("heading", { level: 1, name: "Knits for night owls" }).waitFor();
    expect(await visitor.getByRole("link", { name: "See the knits" }).getAttribute("href")).toBe("/products");
    const social = visitor.getByRole("list", { name: "Social media" });
    expect(await social.getByRole("link", { name: "X" }).getAttribute("href")).toBe("https://x.com/mothandbloom");
    expect(await social.getByRole("link").count()).toBe(4);
    expect(await everythingOn(visitor)).toContain(`Join the ${NAME} club`);

    browser.allowConsoleError(/404/);
    const pages = ["/", "/product/no-rules-club-tee", "/no-such-page", "/about", "/shipping", "/returns"];
    for (const pathname of [...pages, "/privacy", "/terms", "/faq", "/contact"]) {
      await open(visitor, pathname);
      const read = await everythingOn(visitor);
      expect(read, pathname).toContain(NAME);
      expect(read, pathname).not.toMatch(/softdrop/i);
    }
    const sitemap = await (await fetch(`${store.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/product/no-rules-club-tee");
    expect(sitemap).not.toMatch(/softdrop/i);

    await open(visitor, "/returns");
    await visitor.getByText("Thirty nights to change your mind.").waitFor();
    await visitor.getByText(`Last updated: ${today()}`).waitFor();
    const main = visitor.getByRole("main");
    expect(await main.locator("script, a[href^='javascript']").count()).toBe(0);
    expect(await main.getByRole("link", { name: "contact us" }).getAttribute("href")).toBe("/contact");
    expect(await visitor.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

    await open(visitor, "/contact");
    await visitor.getByRole("link", { name: "hello@moth.example" }).waitFor();
  });

  it("the owner uploads an SVG logo and changes colours (an unreadable pair refused at its field)", async () => {
    const admin = await owner();
    await open(admin, "/admin/settings");
    await admin.getByRole("link", { name: "Logo and colours" }).click();
    await admin.getByRole("heading", { level: 1, name: "Logo and colours" }).waitFor();
    await admin.getByLabel("Primary colour").fill("#c9b6ff");
    await admin.getByRole("button", { name: "Save colours" }).click();
    await admin.getByText(/^Text in the primary colour reads at 1\.\d:1/).waitFor();
    expect(await admin.getByLabel("Primary colour").getAttribute("aria-invalid")).toBe("true");
    await admin.getByLabel("Primary colour").fill("#1b3a2b");
    await admin.getByLabel("Accent colour").fill("#5b2a86");
    await admin.getByLabel("Background colour").fill("#fdf6ec");
    await admin.getByRole("button", { name: "Save colours" }).click();
    await toasts(admin).getByText("Colours saved").waitFor();

    await admin
      .getByLabel("Logo file")
      .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SVG) });
    await admin.getByRole("button", { name: "Upload logo" }).click();
    await toasts(admin).getByText("Logo saved").waitFor();
    await admin.getByRole("img", { name: "The current logo" }).waitFor();

    // A 40 MB file is refused from its declared length, quickly, before its body is read.
    const cookie = (await admin.context().cookies()).map((each) => `${each.name}=${each.value}`).join("; ");
    const started = Date.now();
    const answer = await postDeclaring(40 * 1024 * 1024, cookie);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/larger than/);
    expect(Date.now() - started).toBeLessThan(10_000);

    const visitor = await browser.newPage({ baseURL: store.url });
    await open(visitor, "/");
    const logo = visitor.getByRole("banner").locator("img[src^='/brand/logo-']");
    const logoSrc = (await logo.getAttribute("src"))!;
    const served = await fetch(`${store.url}${logoSrc}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).toString("latin1")).not.toMatch(/script|onload|alert/);
    expect(await visitor.locator("link[rel='icon']").last().getAttribute("href")).toMatch(
      /^\/brand\/favicon-[0-9a-f]{12}\.png$/,
    );
    const image = await visitor.locator("meta[property='og:image']").getAttribute("content");
    expect((await fetch(image!.replace(/^https?:\/\/[^/]+/, store.url))).status).toBe(200);
    const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd["@graph"][0]).toMatchObject({
      "@type": "Organization",
      name: NAME,
      logo: expect.stringContaining("/brand/logo-"),
    });
    const ink = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-ink").trim(),
    );
    expect(ink).toBe("#1b3a2b");
    const manifest = await (await fetch(`${store.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: NAME, background_color: "#fdf6ec" });
    expect(JSON.stringify(manifest)).not.toMatch(/softdrop/i);
  });

  it("a new customer's email comes from the sender set in the words", async () => {
    const account = newAccount("words");
    await signUpVerified(store.url, store.dataDir, account);
    const mail = (await readOutbox(store.dataDir)).find((each) => each.to.includes(account.email));
    expect(mail?.subject).toBe(`Verify your ${NAME} email`);
    const raw = await readFile(path.join(store.dataDir, "mail", mail!.file), "utf8");
    expect(raw).toMatch(/^From: "?Moth Team"? <orders@moth\.example>$/m);
    expect(mail?.body).not.toMatch(/softdrop/i);
  });

  it("an order's confirmation email names the new shop and comes from the new sender", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    const account = await shopperWithCart(page, newAccount("words-buyer"));
    const orderId = await buy(page);
    const number = orderId.slice(0, 8).toUpperCase();
    const confirmation = async () =>
      (await readOutbox(store.dataDir)).find(
        (mail) => mail.to.includes(account.email) && mail.subject.includes(number),
      );
    await expect.poll(confirmation, { timeout: 30_000 }).toBeDefined();
    const mail = (await confirmation())!;
    expect(mail.subject).toContain(NAME);
    expect(`${mail.subject}\n${mail.body}`).not.toMatch(/softdrop/i);
    const raw = await readFile(path.join(store.dataDir, "mail", mail.file), "utf8");
    expect(raw).toMatch(/^From: "?Moth Team"? <orders@moth\.example>$/m);
  });

  it("the FAQ is rearranged, added to and saved without JavaScript", async () => {
    const admin = await owner();
    const context = await admin
      .context()
      .browser()!
      .newContext({ baseURL: store.url, javaScriptEnabled: false, storageState: await admin.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto("/admin/settings/faq");
      expect(await plain.getByLabel("Question 1", { exact: true }).inputValue()).toBe(
        "How long will my order take to arrive?",
      );
      await plain.getByRole("button", { name: "Move question 2 up" }).click();
      await plain.getByLabel("Question 1", { exact: true }).waitFor();
      expect(await plain.getByLabel("Question 1", { exact: true }).inputValue()).toBe("How much does shipping cost?");
      await plain.getByRole("button", { name: "Remove question 10" }).click();
      await plain.getByRole("button", { name: "Add a question" }).click();
      // An empty new question is refused at its field on save, and nothing is saved.
      await plain.getByRole("button", { name: "Save FAQ" }).click();
      await plain.getByText("Enter question 10").waitFor();
      await plain.getByLabel("Question 10", { exact: true }).fill("Do you ship moths?");
      await plain.getByLabel("Answer 10 (Markdown)").fill("Only **knitted** ones. [Ask us](/contact).");
      await plain.getByRole("button", { name: "Preview" }).click();
      await plain.getByRole("region", { name: "Preview (not saved)" }).getByText("knitted").waitFor();
      await plain.getByRole("button", { name: "Save FAQ" }).click();
      await plain.waitForURL(/\/admin\/settings\/faq$/);
      expect(await plain.getByLabel("Question 10", { exact: true }).inputValue()).toBe("Do you ship moths?");
    } finally {
      await context.close();
    }

    const visitor = await browser.newPage({ baseURL: store.url });
    await open(visitor, "/faq");
    const questions = visitor.getByRole("main").getByRole("button", { expanded: false });
    expect(await questions.count()).toBe(10);
    expect(await questions.first().textContent()).toBe("How much does shipping cost?");
    expect(await questions.last().textContent()).toBe("Do you ship moths?");
    await questions.last().click();
    await visitor.getByRole("main").locator("strong", { hasText: "knitted" }).waitFor();
    await visitor.getByText(`Last updated: ${today()}`).waitFor();
  });

  it("with the owner's name, logo, colours, words and pages, every shopper page keeps its byte budgets", async () => {
    const home = await (await fetch(`${store.url}/`)).text();
    expect(home).toMatch(/<img[^>]+src="\/brand\/logo-[^"]+\.png"/); // the settings are applied
    expect(home).toContain(NAME.replace("&", "&amp;"));
    const paths = [...SHOPPER_PAGES, await someProductPath(store.url), "/about", "/returns"];
    expect(await overBudget(store.url, paths)).toEqual([]);
  });

  it("axe finds nothing on the words, page and FAQ editors, phone and desktop", async () => {
    const admin = await owner();
    await expectNoViolationsOn(admin, [
      "/admin/settings/brand",
      "/admin/settings/words",
      "/admin/settings/pages/about",
      "/admin/settings/faq",
    ]);
  });
});
