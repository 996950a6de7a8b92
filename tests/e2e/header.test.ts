// The header for a visitor, a customer and an admin, on desktop and in the mobile menu.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signInAsAdmin, signUp } from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";

const MOBILE = { width: 390, height: 844 };

async function mobileMenu(page: Page) {
  const menuButton = page.getByRole("button", { name: /^(Open|Close) menu$/ });
  if ((await menuButton.getAttribute("aria-expanded")) !== "true") await menuButton.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await menu.waitFor();
  return menu;
}

describe("header by role", () => {
  const browser = setupBrowser();

  it("shows a visitor the sign-in icon and no account links", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: "Shop All" }).waitFor();
    expect(await main.getByRole("link", { name: "My Orders" }).count()).toBe(0);
    expect(await main.getByRole("link", { name: "Admin" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${baseURL()}/auth`);
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  });

  it("shows a visitor the sign-in icon in the mobile menu", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await visit(page, "/");
    const menu = await mobileMenu(page);
    expect(await menu.getByRole("link", { name: "My Orders" }).count()).toBe(0);
    await menu.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${baseURL()}/auth`);
  });

  it("shows a customer My Orders and sign-out, not Admin", async () => {
    const page = await browser.newPage();
    await signUp(page);
    await visit(page, "/");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: "My Orders" }).waitFor();
    expect(await main.getByRole("link", { name: "Admin" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Sign in", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
  });

  it("shows a customer the same in the mobile menu, and signs out from it", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await signUp(page);
    await visit(page, "/");
    const menu = await mobileMenu(page);
    await menu.getByRole("link", { name: "My Orders" }).waitFor();
    expect(await menu.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await menu.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("See you soon!").waitFor();
    const after = await mobileMenu(page);
    await after.getByRole("link", { name: "Sign in", exact: true }).waitFor();
  });

  it("shows an admin the Admin link, which opens the dashboard", async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await visit(page, "/");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: "My Orders" }).waitFor();
    await main.getByRole("link", { name: "Admin" }).click();
    await page.waitForURL(`${baseURL()}/admin`);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  });

  it("shows an admin the Admin link in the mobile menu", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await signInAsAdmin(page);
    await visit(page, "/");
    const menu = await mobileMenu(page);
    await menu.getByRole("link", { name: "Admin" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  });
});
