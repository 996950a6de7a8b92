// Issue 24 as a shopper sees it: a verification link signs in once, in the browser that signed up;
// opened elsewhere it sends the owner to choose a password; sign-ups and contact messages past
// their limits get a message at the form.
import { describe, expect, it } from "vitest";
import { createAccount, newAccount, submitSignIn, toasts, verificationLinkFor } from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";

const REFUSED = /status of (401|429)/;

describe("hardening, as a shopper sees it", () => {
  const browser = setupBrowser();

  it("a verification link signs in the browser that signed up once; opened again it only says so", async () => {
    const page = await browser.newPage();
    const account = await createAccount(page);
    const link = await verificationLinkFor(account.email);
    await page.goto(link);
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole("button", { name: "Sign out" }).waitFor();

    // Anyone else who saw the mail: no session, only the news that it is verified.
    const other = await browser.newPage();
    await other.goto(link, { waitUntil: "commit" });
    await other.waitForURL(`${baseURL()}/`);
    await toasts(other).getByText("Your email is already verified.").waitFor();
    expect(await other.getByRole("button", { name: "Sign out" }).count()).toBe(0);
  });

  it("an address verified in another browser than the sign-up's: the password typed at sign-up stops working", async () => {
    browser.allowConsoleError(REFUSED);
    const squatter = await browser.newPage();
    const account = await createAccount(squatter, newAccount("squat"));
    const owner = await browser.newPage();
    // "commit": the redirect's page may load slowly on a busy machine; the toast is what counts.
    await owner.goto(await verificationLinkFor(account.email), { waitUntil: "commit" });
    await toasts(owner).getByText("Email verified!").waitFor();
    await toasts(owner).getByText("To finish, choose your password: we emailed you a link.").waitFor();
    expect(await owner.getByRole("button", { name: "Sign out" }).count()).toBe(0);

    await visit(squatter, "/auth");
    await submitSignIn(squatter, account.email, account.password);
    await toasts(squatter).getByText("Invalid email or password").waitFor();
  });

  it("the fourth sign-up for one address within the hour says to wait", async () => {
    browser.allowConsoleError(REFUSED);
    const page = await browser.newPage();
    const account = newAccount("flood");
    for (let i = 0; i < 3; i += 1) await createAccount(page, account);
    await visit(page, "/auth?mode=signup");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByText("Too many sign-ups. Please try again in 60 minutes.").first().waitFor();
  });

  it("the sixth contact message within 15 minutes says to wait, and is not sent", async () => {
    browser.allowConsoleError(REFUSED);
    const page = await browser.newPage();
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    for (let n = 1; n <= 6; n += 1) {
      await form.getByRole("textbox", { name: "Name" }).fill("Mia Chen");
      await form.getByRole("textbox", { name: "Email" }).fill("mia@example.com");
      await form.getByRole("textbox", { name: "Subject" }).fill(`Message ${n}`);
      await form.getByRole("textbox", { name: "Message" }).fill("Does the hoodie run big?");
      await form.getByRole("button", { name: "Send Message" }).click();
      if (n < 6) {
        await expect
          .poll(() => form.getByRole("textbox", { name: "Subject" }).inputValue(), { timeout: 15_000 })
          .toBe("");
      }
    }
    await form.getByText("Too many messages. Please try again in 15 minutes.").waitFor();
    expect(await form.getByRole("textbox", { name: "Subject" }).inputValue()).toBe("Message 6");
  });
});
