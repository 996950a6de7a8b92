// The contact form in a real browser: messages beside the fields, nothing sent for bad input, and a
// real email in the outbox for a good one; plus the plain-POST path used without JavaScript.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";

/** Counts the form posts the page makes, to prove the browser sent nothing. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

async function openContact(page: Page) {
  await visit(page, "/contact");
  return page.getByRole("form", { name: "Contact form" });
}

describe("contact page", () => {
  const browser = setupBrowser();

  it("shows the side cards and a link to the FAQ", async () => {
    const page = await browser.newPage();
    await openContact(page);
    await page.getByRole("heading", { level: 1, name: "Get in Touch" }).waitFor();
    const aside = page.getByRole("complementary", { name: "Other ways to reach us" });
    expect(await aside.getByRole("link", { name: "hello@softdrop.shop" }).isVisible()).toBe(true);
    expect(await aside.getByText("Mon-Fri 9AM-5PM EST").isVisible()).toBe(true);
    expect(await aside.getByText("Serving customers worldwide").isVisible()).toBe(true);
    await aside.getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(`${baseURL()}/faq`);
  });

  it("an empty submit shows a message beside each field and sends nothing", async () => {
    const page = await browser.newPage();
    const form = await openContact(page);
    const posts = countPosts(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await form.getByText("Name is required").waitFor();
    expect(await form.getByText("Email is required").isVisible()).toBe(true);
    expect(await form.getByText("Subject is required").isVisible()).toBe(true);
    expect(await form.getByText("Message is required").isVisible()).toBe(true);
    const name = form.getByRole("textbox", { name: "Name" });
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);

    // The messages follow the fix as the shopper types.
    await name.fill("Mia");
    await form.getByText("Name is required").waitFor({ state: "hidden" });
    expect(await form.getByText("Email is required").isVisible()).toBe(true);
  });

  it("a bad email shows its message and keeps what was typed", async () => {
    const page = await browser.newPage();
    const form = await openContact(page);
    const posts = countPosts(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Mia Chen");
    await form.getByRole("textbox", { name: "Email" }).fill("mia@nowhere");
    await form.getByRole("textbox", { name: "Subject" }).fill("Sizing");
    await form.getByRole("textbox", { name: "Message" }).fill("Does the hoodie run big?");
    await form.getByRole("button", { name: "Send Message" }).click();

    await form.getByText("Please enter a valid email address").waitFor();
    expect(await form.getByRole("textbox", { name: "Message" }).inputValue()).toBe("Does the hoodie run big?");
    expect(posts).toEqual([]);
  });

  it("a valid message shows 'Message Sent!', clears the form and emails the shop", async () => {
    const page = await browser.newPage();
    const form = await openContact(page);
    const subject = `Collab idea ${randomUUID().slice(0, 8)}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Mia Chen");
    await form.getByRole("textbox", { name: "Email" }).fill("mia@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill(subject);
    await form.getByRole("textbox", { name: "Message" }).fill("Would love a lilac hoodie drop!");
    await form.getByRole("button", { name: "Send Message" }).click();

    await page.getByText("Message Sent!", { exact: true }).waitFor();
    await page.getByText("We'll get back to you within 24-48 hours.", { exact: true }).waitFor();
    await expect.poll(() => form.getByRole("textbox", { name: "Subject" }).inputValue()).toBe("");

    await expect
      .poll(async () => (await readOutbox(inject("dataDir"))).find((mail) => mail.subject === `Contact: ${subject}`), {
        timeout: 15_000,
      })
      .toMatchObject({ to: "hello@softdrop.shop" });
    const mail = (await readOutbox(inject("dataDir"))).find((each) => each.subject === `Contact: ${subject}`)!;
    expect(mail.body).toContain("Name: Mia Chen");
    expect(mail.body).toContain("Email: mia@example.com");
    expect(mail.body).toContain("Would love a lilac hoodie drop!");
  });

  it("works without JavaScript: a plain POST gets the messages back, or a redirect when valid", async () => {
    const invalid = await fetch(`${baseURL()}/contact`, {
      method: "POST",
      // A browser posting a plain HTML form names this site as its origin.
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ name: "Mia Chen", email: "", subject: "Hi", message: "" }),
      redirect: "manual",
    });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Email is required");
    expect(html).toContain("Message is required");
    expect(html).toContain('value="Mia Chen"');

    const subject = `No-JS hello ${randomUUID().slice(0, 8)}`;
    const valid = await fetch(`${baseURL()}/contact`, {
      method: "POST",
      headers: { Origin: baseURL() },
      body: new URLSearchParams({ name: "Noor", email: "noor@example.com", subject, message: "Plain HTML works" }),
      redirect: "manual",
    });
    expect(valid.status).toBe(303);
    expect(valid.headers.get("location")).toBe("/contact");
    await expect
      .poll(async () => (await readOutbox(inject("dataDir"))).some((mail) => mail.subject === `Contact: ${subject}`), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});
