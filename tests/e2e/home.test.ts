// The home page, the layout around every page, and the newsletter block.
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";

describe("home and layout", () => {
  const browser = setupBrowser();

  it("shows the hero, the three blurbs and links both hero buttons to the listing", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await page.getByRole("heading", { level: 1, name: "express yourself, no rules, just style" }).waitFor();
    for (const title of ["Aesthetic Vibes", "Super Fast", "Soft & Comfy"]) {
      await page.getByRole("heading", { name: title }).waitFor();
    }
    expect(await page.getByRole("link", { name: "Shop Now" }).getAttribute("href")).toBe("/products");
    expect(await page.getByRole("link", { name: "Explore Vibes" }).getAttribute("href")).toBe("/products");
  });

  it("has the top bar links, sign-in icon and cart", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Shop All", "New Arrivals", "Trending"]) {
      expect(await nav.getByRole("link", { name }).getAttribute("href")).toMatch(/^\/products/);
    }
    expect(await page.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
    expect(await page.getByRole("link", { name: /^Cart/ }).getAttribute("href")).toBe("/cart");
    expect(await nav.getByRole("link", { name: "My Orders" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Admin" }).count()).toBe(0);
  });

  it("opens and closes the mobile menu", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visit(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Shop All" }).waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
  });

  it("has the footer columns, social links and the 2025 copyright", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const expected: Record<string, Record<string, string>> = {
      Shop: {
        "All Products": "/products",
        "New Arrivals": "/products",
        "Best Sellers": "/products",
        Sale: "/products",
      },
      "Customer Service": { "Contact Us": "/contact", "Shipping Info": "/shipping", Returns: "/returns", FAQ: "/faq" },
      Company: { "About Us": "/about", "Privacy Policy": "/privacy", "Terms of Service": "/terms" },
    };
    for (const [column, links] of Object.entries(expected)) {
      const nav = page.getByRole("contentinfo").getByRole("navigation", { name: column });
      for (const [name, href] of Object.entries(links)) {
        expect(await nav.getByRole("link", { name }).getAttribute("href")).toBe(href);
      }
    }
    expect(await page.getByRole("list", { name: "Social media" }).getByRole("link").count()).toBe(3);
    await page.getByText("© 2025 softdrop").waitFor();
  });

  it("subscribes to the newsletter once, and a repeat is friendly", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const email = `fan-${Date.now()}@example.com`;
    const input = page.getByPlaceholder("Your email");
    expect(await input.getAttribute("type")).toBe("email");
    await input.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("You're on the list!").waitFor();
    await expect.poll(() => input.inputValue()).toBe("");
    await input.fill(email.toUpperCase());
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("You're already subscribed!").waitFor();
  });

  it("explains a bad newsletter address and does not submit it", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await page.getByPlaceholder("Your email").fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await page.getByPlaceholder("Your email").getAttribute("aria-invalid")).toBe("true");
  });

  it("rejects a bad address on the server too", async () => {
    const response = await fetch(`${baseURL()}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL() },
      body: "email=nope",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: "Please enter a valid email address" });
  });
});
