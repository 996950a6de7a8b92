// The cart page and the header badge: lines, quantities, removal, totals, tabs, and prices that
// come from the server, never from the browser's storage.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";

const cartLink = (page: Page, count: number) =>
  page.getByRole("link", { name: count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart" });

/** Adds one variant through the product page, the way a shopper does. */
async function addVariant(page: Page, handle: string, size: string, color: string, quantity = 1) {
  await visit(page, `/product/${handle}`);
  await page.getByRole("button", { name: size, exact: true }).click();
  await page.getByRole("button", { name: color, exact: true }).click();
  for (let count = 1; count < quantity; count += 1)
    await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByText("Added to cart!").first().waitFor();
}

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Order Summary" })
    .getByLabel(new RegExp(`^${label} `))
    .textContent();

describe("cart", () => {
  const browser = setupBrowser();

  it("starts empty with a way back to the shop", async () => {
    const page = await browser.newPage();
    await visit(page, "/cart");
    await page.getByText("Your cart is empty").waitFor();
    await page.getByRole("link", { name: "Start Shopping" }).click();
    await page.waitForURL(`${baseURL()}/products`);
  });

  it("holds several variants, merges repeats, changes quantities, removes lines and keeps the badge in step", async () => {
    const page = await browser.newPage();
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await addVariant(page, "no-rules-club-tee", "XXL", "Black", 2);
    await addVariant(page, "bestie-club-cap", "One Size", "Pink");
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await cartLink(page, 5).waitFor();

    await cartLink(page, 5).click();
    await page.waitForURL(`${baseURL()}/cart`);
    const lines = page.getByRole("list", { name: "Cart items" }).getByRole("article");
    await expect.poll(() => lines.count()).toBe(3);
    const white = page.getByRole("article", { name: "No Rules Club Tee, M / White" });
    const black = page.getByRole("article", { name: "No Rules Club Tee, XXL / Black" });
    const cap = page.getByRole("article", { name: "Bestie Club Cap, One Size / Pink" });
    await white.getByText("M / White").waitFor();
    expect(await white.getByRole("img").count()).toBe(0); // decorative: the name says it all
    await white.getByText("Line total $56.00").waitFor(); // 2 × $28.00
    await black.getByText("Line total $60.00").waitFor(); // 2 × $30.00 (XXL costs more)
    await cap.getByText("Line total $22.00").waitFor();
    expect(await summaryValue(page, "Subtotal")).toBe("$138.00");
    expect(await summaryValue(page, "Shipping")).toBe("$5.99");
    expect(await summaryValue(page, "Total")).toBe("$143.99");
    expect(await page.getByRole("link", { name: "Proceed to Checkout" }).getAttribute("href")).toBe("/checkout");

    // Rapid clicks: every one counts, none is lost.
    const plus = cap.getByRole("button", { name: "Increase quantity of Bestie Club Cap" });
    for (let count = 0; count < 5; count += 1) await plus.click({ delay: 0 });
    await expect
      .poll(() => cap.getByRole("group", { name: "Quantity of Bestie Club Cap" }).getByRole("status").textContent())
      .toBe("6");
    await cartLink(page, 10).waitFor();
    await cap.getByRole("button", { name: "Decrease quantity of Bestie Club Cap" }).click();
    await cartLink(page, 9).waitFor();
    await cap.getByText("Line total $110.00").waitFor();

    // Minus at 1 does nothing (it is disabled); Remove takes the line away.
    await white.getByRole("button", { name: "Decrease quantity of No Rules Club Tee" }).click();
    await cartLink(page, 8).waitFor();
    expect(await white.getByRole("button", { name: "Decrease quantity of No Rules Club Tee" }).isDisabled()).toBe(true);
    await black.getByRole("button", { name: "Remove No Rules Club Tee" }).click();
    await expect.poll(() => lines.count()).toBe(2);
    await cartLink(page, 6).waitFor();
    expect(await summaryValue(page, "Subtotal")).toBe("$138.00"); // 1 × $28.00 + 5 × $22.00

    await white.getByRole("button", { name: "Remove No Rules Club Tee" }).click();
    await cap.getByRole("button", { name: "Remove Bestie Club Cap" }).click();
    await page.getByText("Your cart is empty").waitFor();
    await cartLink(page, 0).waitFor();
  });

  it("keeps the badge equal to the sum of quantities in every tab", async () => {
    const page = await browser.newPage();
    await visit(page, "/products");
    const other = await page.context().newPage();
    await visit(other, "/cart");
    await addVariant(page, "vibe-check-sticker", '4"', "Yellow", 3);
    await cartLink(other, 3).waitFor();
    await other.getByRole("article", { name: 'Vibe Check Sticker, 4" / Yellow' }).waitFor();
    await other.getByRole("button", { name: "Increase quantity of Vibe Check Sticker" }).click();
    await cartLink(page, 4).waitFor();
    await cartLink(other, 4).waitFor();
  });

  it("shows the server's current price, not one changed in browser storage, and flags gone products", async () => {
    const page = await browser.newPage();
    await addVariant(page, "soft-era-crewneck", "M", "Pink", 2);
    await page.evaluate(() => {
      const items = JSON.parse(localStorage.getItem("cart_items") ?? "[]") as Record<string, unknown>[];
      items[0]!.price = 1; // a shopper (or a stale tab) claims the crewneck costs $0.01
      items.push({
        id: "gone|M|White",
        product_id: "00000000-0000-4000-8000-000000000000",
        name: "Retired Tee",
        price: 1500,
        quantity: 1,
        size: "M",
        color: "White",
        image: null,
      });
      localStorage.setItem("cart_items", JSON.stringify(items));
    });
    await visit(page, "/cart");
    const crewneck = page.getByRole("article", { name: "Soft Era Crewneck, M / Pink" });
    await crewneck.getByText("Price changed from $0.01 to $48.00.").waitFor();
    await crewneck.getByText("Line total $96.00").waitFor();
    const gone = page.getByRole("article", { name: "Retired Tee, M / White" });
    await gone.getByText("This product is no longer available. Please remove it to check out.").waitFor();
    await expect.poll(() => summaryValue(page, "Subtotal")).toBe("$96.00");
    expect(await summaryValue(page, "Total")).toBe("$101.99");
    expect(await page.getByRole("button", { name: "Proceed to Checkout" }).isDisabled()).toBe(true);
    await gone.getByRole("button", { name: "Remove Retired Tee" }).click();
    expect(await page.getByRole("link", { name: "Proceed to Checkout" }).getAttribute("href")).toBe("/checkout");
  });

  it("repairs or drops stored lines it cannot show, on /cart and /checkout, and survives broken JSON", async () => {
    const page = await browser.newPage();
    await addVariant(page, "soft-era-crewneck", "M", "Pink");
    await page.evaluate(() => {
      const [crewneck] = JSON.parse(localStorage.getItem("cart_items") ?? "[]") as Record<string, unknown>[];
      const { id: _id, product_id: productId, ...rest } = crewneck!;
      localStorage.setItem(
        "cart_items",
        JSON.stringify([
          { ...crewneck, price: 4800.5 }, // a fractional price
          { ...rest, productId, quantity: 1 }, // the older format: no id, camelCase product id
          { ...crewneck, size: undefined }, // a missing field
          "not a line",
        ]),
      );
    });
    await visit(page, "/cart");
    const crewneck = page.getByRole("article", { name: "Soft Era Crewneck, M / Pink" });
    await crewneck.getByText("Line total $96.00").waitFor(); // the two readable lines, merged
    expect(await page.getByRole("list", { name: "Cart items" }).getByRole("article").count()).toBe(1);
    await visit(page, "/checkout");
    const items = page.getByRole("list", { name: "Items in your order" }).getByRole("listitem");
    await items.getByText("M / Pink × 2").waitFor();
    expect(await items.count()).toBe(1);
    await page.evaluate(() => localStorage.setItem("cart_items", "{not json"));
    for (const path of ["/cart", "/checkout"]) {
      await visit(page, path);
      await page.getByText("Your cart is empty").waitFor();
    }
  });

  it("prices lines on the server and ignores any price the browser sends", async () => {
    const listing = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(listing).toContain("/product/soft-era-crewneck");
    const response = await fetch(`${baseURL()}/cart/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        lines: [{ productId: "not-a-product", size: "M", color: "Pink", quantity: 2, price: 1 }],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as {
      lines: { status: string; unitPrice: unknown }[];
      totals: { subtotal: number };
    };
    expect(body.lines[0]).toMatchObject({ status: "inactive", unitPrice: null });
    expect(body.totals.subtotal).toBe(0);
    const bad = await fetch(`${baseURL()}/cart/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(bad.status).toBe(400);
  });
});
