// The product page: SPEC content, the two validation messages, unavailable combinations,
// adding to the cart, id-or-handle URLs, SEO tags and the 404.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";

const cartLink = (page: Page, count: number) =>
  page.getByRole("link", { name: count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart" });

async function alertText(page: Page, text: string) {
  await expect.poll(() => page.getByRole("alert").filter({ hasText: text }).count()).toBeGreaterThan(0);
}

describe("product page", () => {
  const browser = setupBrowser();

  it("opens from the listing and shows everything SPEC lists", async () => {
    const page = await browser.newPage();
    await visit(page, "/products?q=no+rules");
    await page.getByRole("link", { name: "View No Rules Club Tee" }).click();
    await page.waitForURL(`${baseURL()}/product/no-rules-club-tee`);
    await page.getByRole("heading", { level: 1, name: "No Rules Club Tee" }).waitFor();
    await page.getByText("tees", { exact: true }).waitFor();
    await page.getByText("$28.00", { exact: true }).waitFor();
    await page.getByText(/unofficial uniform/).waitFor();
    await page.getByRole("group", { name: "Select Size" }).getByRole("button", { name: "XS" }).waitFor();
    await page.getByRole("group", { name: /^Select Color \(3 available\)/ }).waitFor();
    const gallery = page.getByRole("list", { name: "Product images" });
    for (const label of ["Main", "Back", "Side", "View 4"])
      await gallery.getByRole("button", { name: label }).waitFor();
    await gallery.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => page.getByRole("img", { name: "No Rules Club Tee, Back" }).count()).toBe(1);
    for (const text of ["Free shipping over $50", "Easy returns within 30 days", "Secure checkout"]) {
      await page.getByText(text).waitFor();
    }
    for (const heading of ["Material", "Features", "Specifications", "Care Instructions"]) {
      await page.getByRole("heading", { name: heading }).waitFor();
    }
    await page.getByText("Puff screen print").waitFor();
    expect(await page.getByRole("group", { name: "Quantity" }).getByText("1", { exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Add to Cart" }).waitFor();
    const heart = page.getByRole("button", { name: "Favourite No Rules Club Tee" });
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
  });

  it("asks for a size, then a colour, then adds to the cart with the chosen quantity", async () => {
    const page = await browser.newPage();
    await visit(page, "/product/soft-launch-tee");
    const add = page.getByRole("button", { name: "Add to Cart" });
    await add.click();
    await alertText(page, "Please select a size");
    expect(await cartLink(page, 0).count()).toBe(1);
    await page.getByRole("button", { name: "M", exact: true }).click();
    await add.click();
    await alertText(page, "Please select a color");
    await page.getByRole("button", { name: "Blue", exact: true }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await add.click();
    await page.getByText("Added to cart!").waitFor();
    await cartLink(page, 3).waitFor();
    expect(
      await page
        .getByRole("alert")
        .filter({ hasText: /Please select/ })
        .count(),
    ).toBe(0);
  });

  it("disables sold-out combinations and shows a variant's own price", async () => {
    const page = await browser.newPage();
    await visit(page, "/product/no-rules-club-tee");
    await page.getByRole("button", { name: "XXL", exact: true }).click();
    await page.getByRole("group", { name: /^Select Color \(2 available\)/ }).waitFor();
    expect(await page.getByRole("button", { name: "Pink", exact: true }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "White", exact: true }).click();
    await page.getByText("$30.00", { exact: true }).waitFor();
    // A colour first narrows the sizes the same way.
    await page.getByRole("button", { name: "Black", exact: true }).click();
    await page.getByRole("button", { name: "S", exact: true }).click();
    expect(await page.getByRole("button", { name: "XS", exact: true }).isDisabled()).toBe(true);
  });

  it("resolves /product/:id and /products/:id as well as the handle, with SEO tags", async () => {
    const page = await browser.newPage();
    await visit(page, "/product/lil-bolt-sticker");
    await page.getByRole("button", { name: '3"', exact: true }).click();
    await page.getByRole("button", { name: "Yellow", exact: true }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await cartLink(page, 1).waitFor();
    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("cart_items") ?? "[]") as { product_id: string }[])[0]!.product_id,
    );
    for (const path of [`/product/${id}`, `/products/${id}`, "/products/lil-bolt-sticker"]) {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(200);
      await page.getByRole("heading", { level: 1, name: "Lil Bolt Sticker" }).waitFor();
    }
    expect(await page.title()).toBe("Lil Bolt Sticker — softdrop");
    const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    expect(await og("og:title")).toBe("Lil Bolt Sticker");
    expect(await og("og:image")).toBe(`${baseURL()}/catalog/lil-bolt-sticker-front.svg`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: "Lil Bolt Sticker",
      offers: { priceCurrency: "USD", lowPrice: "4.00", highPrice: "5.00" },
    });
  });

  it("answers 404 with 'Product not found' for unknown and inactive products", async () => {
    const page = await browser.newPage();
    browser.allowConsoleError(/404/);
    for (const path of [
      "/product/no-such-product",
      "/product/low-battery-tee",
      "/products/00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole("heading", { name: "Product not found" }).waitFor();
    }
    await page.getByRole("link", { name: "Back to Products" }).click();
    await page.waitForURL(`${baseURL()}/products`);
    await page.getByRole("heading", { name: "Shop All" }).waitFor();
  });
});
