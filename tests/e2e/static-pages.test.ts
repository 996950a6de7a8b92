// The static pages: headings and policy figures, footer navigation, the FAQ accordion and legal dates.
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";

const pages = [
  {
    path: "/shipping",
    heading: "Shipping Information",
    figures: ["2-7 business days", "3-7 business days", "7-21 business days", "$5.99", "over $50", "within 7 days"],
  },
  {
    path: "/returns",
    heading: "Returns & Exchanges",
    figures: ["30 days", "5-7 business days", "within 7 days", "within 24 hours", "24-48 hours"],
  },
  { path: "/faq", heading: "Frequently Asked Questions", figures: ["24-48 hours"] },
  { path: "/about", heading: "About softdrop", figures: ["Express yourself, no rules, just style", "30 days"] },
  { path: "/privacy", heading: "Privacy Policy", figures: ["Last updated: January 2025"] },
  { path: "/terms", heading: "Terms of Service", figures: ["Last updated: January 2025", "USD", "30 days"] },
];

describe("static pages", () => {
  const browser = setupBrowser();

  it.each(pages)("$path shows its heading, the policy figures and a title", async ({ path, heading, figures }) => {
    const page = await browser.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1, name: heading }).isVisible()).toBe(true);
    const main = (await page.getByRole("main").textContent()) ?? "";
    for (const figure of figures) expect(main, `${path} mentions ${figure}`).toContain(figure);
    expect(await page.title()).toContain("softdrop");
  });

  it("footer links reach every static page", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    const links = [
      ["Contact Us", "/contact", "Get in Touch"],
      ["Shipping Info", "/shipping", "Shipping Information"],
      ["Returns", "/returns", "Returns & Exchanges"],
      ["FAQ", "/faq", "Frequently Asked Questions"],
      ["About Us", "/about", "About softdrop"],
      ["Privacy Policy", "/privacy", "Privacy Policy"],
      ["Terms of Service", "/terms", "Terms of Service"],
    ];
    for (const [label, path, heading] of links) {
      await footer.getByRole("link", { name: label!, exact: true }).click();
      await page.waitForURL(`${baseURL()}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    }
  });

  it("the FAQ has 10 questions that open and close with the mouse", async () => {
    const page = await browser.newPage();
    await visit(page, "/faq");
    const questions = page.getByRole("main").getByRole("button", { expanded: false });
    expect(await questions.count()).toBe(10);

    const first = page.getByRole("button", { name: "How long will my order take to arrive?" });
    const answer = page.getByText("Every piece is printed to order, which takes 2-7 business days.");
    expect(await answer.isVisible()).toBe(false);
    await first.click();
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    await answer.waitFor();

    // Opening another question closes the first: one answer at a time.
    const second = page.getByRole("button", { name: "How much does shipping cost?" });
    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getAttribute("aria-expanded")).toBe("false");

    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
    await answer.waitFor({ state: "hidden" });
  });

  it("the FAQ works from the keyboard: Tab to a question, Enter and Space toggle it", async () => {
    const page = await browser.newPage();
    await visit(page, "/faq");
    const first = page.getByRole("button", { name: "How long will my order take to arrive?" });
    const second = page.getByRole("button", { name: "How much does shipping cost?" });
    const isFocused = (question: typeof first) => question.evaluate((element) => element === document.activeElement);

    await first.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Tab");
    await expect.poll(() => isFocused(second)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
    await page.getByText("Standard shipping is a flat $5.99 per order.").waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
  });

  it("the FAQ answers quote the policy figures", async () => {
    const page = await browser.newPage();
    await visit(page, "/faq");
    const cancel = page.getByRole("button", { name: "Can I cancel or change my order?" });
    await cancel.click();
    await page.getByText("Yes, within 24 hours of placing it").waitFor();
    const refund = page.getByRole("button", { name: "When will I get my refund?" });
    await refund.click();
    await page.getByText("within 5-7 business days").waitFor();
  });
});
