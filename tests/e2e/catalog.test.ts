// The listing: SPEC texts, search, category filter, sort, pages, cards, home's featured products,
// caching headers, sitemap and robots.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";

/** The names of the products on the listing, in order. */
async function cardNames(page: Page) {
  return page
    .getByRole("list", { name: "Products" })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
}

async function cardPrices(page: Page) {
  const texts = await page
    .getByRole("list", { name: "Products" })
    .getByText(/^USD \$/)
    .allTextContents();
  return texts.map((text) => Math.round(Number(text.replace("USD $", "").replace(/,/g, "")) * 100));
}

describe("product listing", () => {
  const browser = setupBrowser();

  it("shows Shop All with 20 cards per page, each priced and linked by handle, and a second page", async () => {
    const page = await browser.newPage();
    await visit(page, "/products");
    await page.getByRole("heading", { level: 1, name: "Shop All" }).waitFor();
    await page.getByText("Discover your next favorite piece").waitFor();
    expect(await cardNames(page)).toHaveLength(20);
    const card = page.getByRole("article", { name: "No Rules Club Tee" });
    await card.getByText("USD $28.00").waitFor();
    expect(await card.getByRole("link", { name: "View No Rules Club Tee" }).getAttribute("href")).toBe(
      "/product/no-rules-club-tee",
    );
    expect(await card.getByRole("img").first().getAttribute("width")).toBe("800");

    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await page.getByText("Page 2 of 2").waitFor();
    const second = await cardNames(page);
    expect(second).toHaveLength(5);
    expect(second).not.toContain("No Rules Club Tee");
    await page.getByRole("link", { name: "Previous" }).click();
    await page.getByText("Page 1 of 2").waitFor();
  });

  it("finds a product by search, keeps the query in the URL and never lists an inactive one", async () => {
    const page = await browser.newPage();
    await visit(page, "/products");
    await page.getByLabel("Search products").fill("cloud nine");
    await page.getByLabel("Search products").press("Enter");
    await page.waitForURL(/q=cloud\+nine/);
    await expect.poll(() => cardNames(page)).toEqual(["Cloud Nine Hoodie"]);

    await page.getByLabel("Search products").fill("low battery");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("No products found").waitFor();

    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(["Cloud Nine Hoodie"]);
    expect(await page.getByLabel("Search products").inputValue()).toBe("cloud nine");
  });

  it("filters by category and sorts by price both ways", async () => {
    const page = await browser.newPage();
    await visit(page, "/products");
    await page.getByLabel("Category").selectOption("caps");
    await page.waitForURL(/category=caps/);
    await expect.poll(() => cardNames(page)).toHaveLength(4);
    expect((await cardNames(page)).sort()).toEqual([
      "Bestie Club Cap",
      "Chaos Era Trucker",
      "No Cap Dad Hat",
      "Snack Attack Cap",
    ]);

    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/sort=price-asc/);
    await expect.poll(() => cardPrices(page)).toEqual([2200, 2400, 2600, 2800]);
    expect(page.url()).toContain("category=caps");

    await page.getByLabel("Category").selectOption("");
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "price-desc" && !url.searchParams.has("category"));
    await expect.poll(async () => (await cardNames(page))[0]).toBe("Big Mood Zip Hoodie");
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("switches a card's image with its dots and toggles the heart locally", async () => {
    const page = await browser.newPage();
    await visit(page, "/products?q=no+rules");
    const card = page.getByRole("article", { name: "No Rules Club Tee" });
    const image = card.getByRole("img").first();
    expect(await image.getAttribute("src")).toContain("-front.svg");
    expect(await card.getByRole("button", { name: /^Show image/ }).count()).toBe(4);
    await card.getByRole("button", { name: "Show image 2 of 4" }).click();
    await expect.poll(() => image.getAttribute("src")).toContain("-back.svg");
    const heart = card.getByRole("button", { name: "Favourite No Rules Club Tee" });
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
  });

  it("searches and filters with JavaScript switched off", async () => {
    const page = await browser.newPage();
    const context = await page.context().browser()!.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto("/products");
      await plain.getByLabel("Search products").fill("hoodie");
      await plain.getByLabel("Category").selectOption("hoodies");
      await plain.getByLabel("Sort by").selectOption("price-asc");
      await plain.getByRole("button", { name: "Apply" }).click();
      await plain.waitForURL(/q=hoodie/);
      const prices = await cardPrices(plain);
      expect(prices).toHaveLength(5);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await context.close();
    }
  });

  it("filters and sorts with a plain GET, before any JavaScript runs", async () => {
    const response = await fetch(`${baseURL()}/products?category=totes&sort=price-asc`);
    const html = await response.text();
    const order = ["Farmers Market Era Tote", "Emotional Support Tote", "Thrift Haul Tote"].map((name) =>
      html.indexOf(name),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).not.toContain("Cloud Nine Hoodie");
  });

  it("shows four featured products on the home page and links to the listing", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    const featured = page.getByRole("list", { name: "Featured products" }).getByRole("article");
    expect(await featured.count()).toBe(4);
    await page.getByRole("link", { name: "View All Products" }).click();
    await page.waitForURL(`${baseURL()}/products`);
  });

  it("lets a CDN cache pages for anonymous visitors only", async () => {
    for (const path of ["/", "/products", "/products?sort=newest", "/product/no-rules-club-tee"]) {
      const anonymous = await fetch(`${baseURL()}${path}`);
      expect(anonymous.headers.get("cache-control"), path).toBe("public, s-maxage=30, stale-while-revalidate=600");
      const signedIn = await fetch(`${baseURL()}${path}`, { headers: { Cookie: "softdrop.session_token=abc.def" } });
      expect(signedIn.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const toast = await fetch(`${baseURL()}/products`, { headers: { Cookie: "sd_toast=e30%3D" } });
    expect(toast.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${baseURL()}/cart`)).headers.get("cache-control")).toBe("private, no-store");
  });

  it("publishes a sitemap of pages and active products, named in robots.txt", async () => {
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    for (const path of ["/", "/products", "/faq", "/product/no-rules-club-tee", "/product/lil-bolt-sticker"]) {
      expect(xml).toContain(`<loc>${baseURL()}${path}</loc>`);
    }
    expect(xml).not.toContain("low-battery-tee");
    expect(xml.match(/\/product\//g)).toHaveLength(25);
  });
});
