// /account in the browser (decision 063): the name and password, the email (decision 068: the link
// mailed to the new address changes it; sign-in takes the new one, not the old), "Download my data"
// holding the customer's order, "Delete my account" (a wrong password refused first; sign-in fails
// after; the admin still sees the order with the personal fields replaced), axe, and every form
// without JavaScript.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  newAccount,
  signIn,
  signInAsAdmin,
  signUp,
  submitSignIn,
  toasts,
  uniqueEmail,
  verificationLinkFor,
} from "../support/accounts";
import { expectNoViolationsOn, PHONE } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { buy, shopperWithCart } from "./checkout-helpers";

const FAILED_REQUEST = /status of (400|401|429)/;
const section = (page: Page, name: string) => page.getByRole("region", { name });

describe("my account", () => {
  const browser = setupBrowser();

  it("sends a visitor to sign in; a customer reaches it from the header and changes the name and password", async () => {
    const page = await browser.newPage();
    await visit(page, "/account");
    await page.waitForURL(`${baseURL()}/auth?redirectTo=%2Faccount`);
    const account = await signUp(page);
    await visit(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Account" }).click();
    await page.getByRole("heading", { name: "My Account", level: 1 }).waitFor();
    await section(page, "Your details").getByText(account.email).waitFor();

    await page.getByLabel("Full name").fill("Robin Renamed");
    await page.getByRole("button", { name: "Save name" }).click();
    await toasts(page).getByText("Name updated").waitFor();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Robin Renamed");

    browser.allowConsoleError(FAILED_REQUEST);
    const password = section(page, "Password");
    await password.getByLabel("Current password").fill("not-my-password");
    await password.getByLabel("New password").fill("brand-new-456");
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByText("That password is not right").waitFor();
    await password.getByLabel("Current password").fill(account.password);
    await password.getByLabel("New password").fill("brand-new-456");
    await password.getByRole("button", { name: "Change password" }).click();
    await toasts(page).getByText("Password changed").waitFor();
  });

  it("changes the email through the link mailed to the new address; sign-in takes the new address, not the old", async () => {
    const page = await browser.newPage();
    const account = await signUp(page);
    // The browser that signed up opens its verification link: only a verified address can be changed.
    await page.goto(await verificationLinkFor(account.email));
    await page.waitForURL(`${baseURL()}/`);
    await visit(page, "/account");

    const newEmail = uniqueEmail("moved");
    const email = section(page, "Email");
    await email.getByLabel("New email").fill(newEmail);
    await email.getByLabel("Your password").fill(account.password);
    await email.getByRole("button", { name: "Change email" }).click();
    await toasts(page).getByText("Check your new inbox").waitFor();
    await toasts(page).getByText(`We sent a link to confirm ${newEmail}`).waitFor();
    // Nothing changes until the link is opened.
    await section(page, "Your details").getByText(account.email).waitFor();

    await page.goto(await verificationLinkFor(newEmail));
    await page.waitForURL(`${baseURL()}/account`);
    await toasts(page).getByText("Email changed").waitFor();
    await section(page, "Your details").getByText(newEmail).waitFor();
    expect(await section(page, "Your details").getByText(account.email).count()).toBe(0);

    browser.allowConsoleError(FAILED_REQUEST);
    const other = await browser.newPage();
    await visit(other, "/auth");
    await submitSignIn(other, account.email, account.password);
    await toasts(other).getByText("Invalid email or password").waitFor();
    await signIn(other, { email: newEmail, password: account.password });
  });

  it("downloads a file holding the order, then deletes the account: sign-in fails, the admin sees the order without the personal fields", async () => {
    const page = await browser.newPage();
    const account = await shopperWithCart(page, newAccount("leaving"));
    const orderId = await buy(page);
    await visit(page, "/account");

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^softdrop-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { email: string };
      orders: { id: string; total: string; lines: { product: string }[] }[];
    };
    expect(file.account.email).toBe(account.email);
    expect(file.orders.map((order) => [order.id, order.total, order.lines[0]?.product])).toEqual([
      [orderId, "33.99", "No Rules Club Tee"],
    ]);
    const response = await page.request.get("/account/data");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="softdrop-data-/);

    browser.allowConsoleError(FAILED_REQUEST);
    const deletion = section(page, "Delete my account");
    await deletion.getByLabel("Your password").fill("not-my-password");
    await deletion.getByRole("button", { name: "Delete my account" }).click();
    await deletion.getByText("That password is not right").waitFor();
    await deletion.getByLabel("Your password").fill(account.password);
    await deletion.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await toasts(page).getByText("Account deleted").waitFor();
    await page.getByRole("link", { name: "Sign in", exact: true }).waitFor();

    await visit(page, "/auth");
    await submitSignIn(page, account.email, account.password);
    await toasts(page).getByText("Invalid email or password").waitFor();

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const number = orderId.slice(0, 8).toUpperCase();
    await visit(admin, `/admin?q=${number}`);
    const card = admin.getByRole("article", { name: `Order #${number}` });
    for (const text of ["Deleted customer", "deleted@softdrop.invalid", "(removed)", "$33.99"]) {
      await card.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await card.getByText(account.email).count()).toBe(0);
  });

  it("has no axe violations on a phone and a desktop, and the phone's menu links to it", async () => {
    const page = await browser.newPage();
    await signUp(page);
    await expectNoViolationsOn(page, ["/account"]);
    // On a phone the link is in the menu, by name.
    await page.setViewportSize(PHONE);
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "My Account" }).click();
    await page.getByRole("heading", { name: "My Account", level: 1 }).waitFor();
  });

  it("works without JavaScript: the name, refused email changes, a refused and an accepted deletion", async () => {
    const page = await browser.newPage();
    const account = await signUp(page);
    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), viewport: PHONE, javaScriptEnabled: false });
    try {
      await context.addCookies(await page.context().cookies());
      const plain = await context.newPage();
      await plain.goto("/account");
      await plain.getByLabel("Full name").fill("Plain Robin");
      await plain.getByRole("button", { name: "Save name" }).click();
      await plain.waitForURL(`${baseURL()}/account`);
      expect(await plain.getByLabel("Full name").inputValue()).toBe("Plain Robin");

      // A refused address is answered at its field, by the server.
      for (const [typed, answer] of [
        ["not-an-email", "Please enter a valid email address"],
        [account.email, "That's the email your account already has"],
      ]) {
        await section(plain, "Email").getByLabel("New email").fill(typed!);
        await section(plain, "Email").getByLabel("Your password").fill(account.password);
        await section(plain, "Email").getByRole("button", { name: "Change email" }).click();
        await section(plain, "Email").getByText(answer!).waitFor();
      }

      const deletion = section(plain, "Delete my account");
      await deletion.getByLabel("Your password").fill("not-my-password");
      await deletion.getByRole("button", { name: "Delete my account" }).click();
      await section(plain, "Delete my account").getByText("That password is not right").waitFor();
      await section(plain, "Delete my account").getByLabel("Your password").fill(account.password);
      await section(plain, "Delete my account").getByRole("button", { name: "Delete my account" }).click();
      await plain.waitForURL(`${baseURL()}/`);
      await plain.goto("/account");
      await plain.waitForURL(`${baseURL()}/auth?redirectTo=%2Faccount`);
    } finally {
      await context.close();
    }
  });
});
