// Saved addresses in the browser (decision 065): "Save this address" at checkout fills the next
// checkout; /account lists it, and removing it works without JavaScript; axe on /account with one.
import { describe, expect, it } from "vitest";
import { expectNoViolationsOn, PHONE } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { toasts } from "../support/accounts";
import { addVariant, CARDS, fillCard, fillShipping, placeOrderButton, shopperWithCart } from "./checkout-helpers";

describe("saved addresses", () => {
  const browser = setupBrowser();

  it("a saved address fills the next checkout; /account removes it without JavaScript", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    await visit(page, "/checkout");
    await fillShipping(page);
    await fillCard(page, CARDS.success);
    await page.getByRole("checkbox", { name: "Save this address" }).check();
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-success\?orderId=/);
    await toasts(page).getByText("Payment Successful").waitFor();

    // The next checkout starts from it.
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await visit(page, "/checkout");
    const form = page.getByRole("form", { name: "Checkout" });
    await expect.poll(() => form.getByLabel("Saved address").inputValue()).not.toBe("new");
    expect(await form.getByLabel("Address", { exact: true }).inputValue()).toBe("12 Pastel Lane");
    expect(await form.getByLabel("City").inputValue()).toBe("Portland");
    expect(await form.getByLabel("Country").inputValue()).toBe("US");
    expect(await form.getByLabel("State / Province").inputValue()).toBe("OR");
    expect(await form.getByLabel("ZIP / Postal code").inputValue()).toBe("97201");
    // It pays as it stands: nothing typed.
    await fillCard(page, CARDS.success);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-success\?orderId=/);

    await expectNoViolationsOn(page, ["/account"]);

    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), viewport: PHONE, javaScriptEnabled: false });
    try {
      await context.addCookies(await page.context().cookies());
      const plain = await context.newPage();
      await plain.goto("/account");
      const list = plain.getByRole("list", { name: "Saved addresses" });
      await list
        .locator("address")
        .getByText(/12 Pastel Lane/)
        .waitFor();
      await list.getByRole("button", { name: /^Remove .*12 Pastel Lane/ }).click();
      await plain.waitForURL(`${baseURL()}/account`);
      await plain.getByText(/None yet/).waitFor();
      expect(await plain.getByRole("list", { name: "Saved addresses" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
