// Checkout in the browser: every message of docs/spec.md's checkout, each sandbox card, the
// confirmation email, and one order however often one checkout is submitted.
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { newAccount, submitSignIn, toasts } from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";
import {
  addVariant,
  CARDS,
  cartItems,
  checkOut,
  fillCard,
  fillShipping,
  orderCount,
  PAYMENT_FAILED,
  placeOrderButton,
  shopperWithCart,
} from "./checkout-helpers";

// Chromium logs the status a refused checkout answers with (400 form, 402 payment, 409 cart).
const REFUSED_CHECKOUT = /status of (400|402|409)/;

describe("checkout", () => {
  const browser = setupBrowser();

  it("shows 'Your cart is empty' with Continue Shopping when there is nothing to buy", async () => {
    const page = await browser.newPage();
    await visit(page, "/checkout");
    await page.getByText("Your cart is empty").waitFor();
    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await page.waitForURL(`${baseURL()}/products`);
  });

  it("sends a visitor to sign in with 'Authentication Required' and back to checkout with the cart kept", async () => {
    const account = newAccount();
    await fetch(`${baseURL()}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseURL() },
      body: JSON.stringify({ name: account.name, email: account.email, password: account.password }),
    });
    const page = await browser.newPage();
    await addVariant(page, "no-rules-club-tee", "M", "White");
    await visit(page, "/checkout");
    await fillShipping(page);
    await page.getByLabel("Full name").fill("Sam Shopper");
    await page.getByLabel("Email").fill(account.email);
    await fillCard(page, CARDS.success);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await placeOrderButton(page).click();
    await toasts(page).getByText("Authentication Required").waitFor();
    await page.waitForURL(`${baseURL()}/auth?redirectTo=/checkout`);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${baseURL()}/checkout`);
    await page.getByRole("list", { name: "Items in your order" }).getByText("No Rules Club Tee").waitFor();
    expect(await cartItems(page)).toHaveLength(1);
    // The email is prefilled from the account.
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(account.email);
  });

  it("keeps submit disabled until terms are ticked; answers Terms Required, field errors and Cart Empty", async () => {
    browser.allowConsoleError(REFUSED_CHECKOUT);
    const page = await browser.newPage();
    await shopperWithCart(page);
    await visit(page, "/checkout");
    const submit = placeOrderButton(page);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole("list", { name: "Items in your order" }).getByText("No Rules Club Tee").waitFor();
    await page.getByLabel("Order total $33.99").waitFor(); // $28.00 + $5.99 shipping

    // A submit that gets past the disabled button (Enter in a script, an old tab) is still refused.
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form[aria-label=Checkout]")!.requestSubmit());
    await toasts(page).getByText("Terms Required").waitFor();

    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    for (const message of [
      "Address is required",
      "City is required",
      "Country is required",
      "Enter a valid card number",
    ]) {
      await page.getByText(message).waitFor();
    }

    // The cart emptied in another tab meanwhile.
    await fillShipping(page);
    await fillCard(page, CARDS.success);
    await page.evaluate(() => window.localStorage.removeItem("cart_items"));
    await submit.click();
    await toasts(page).getByText("Cart Empty").waitFor();
    expect(await orderCount(page)).toBe(0);
  });

  it("refuses an item that can no longer be bought: Checkout Failed, naming the line, no order", async () => {
    browser.allowConsoleError(REFUSED_CHECKOUT);
    const page = await browser.newPage();
    await shopperWithCart(page);
    // A line for a product the shop no longer sells (removed since it was added).
    await page.evaluate(() => {
      const items = JSON.parse(window.localStorage.getItem("cart_items") ?? "[]") as Record<string, unknown>[];
      const gone = "00000000-0000-4000-8000-00000000dead";
      items.push({
        ...items[0],
        id: `${gone}|S|Lilac`,
        product_id: gone,
        name: "Vanished Hoodie",
        size: "S",
        color: "Lilac",
      });
      window.localStorage.setItem("cart_items", JSON.stringify(items));
    });
    await checkOut(page, CARDS.success);
    await toasts(page).getByText("Checkout Failed").waitFor();
    await toasts(page).getByText("Please try again or contact support").waitFor();
    await page.getByRole("alert").getByText("An item in your cart (S / Lilac) is no longer available").waitFor();
    expect(await cartItems(page)).toHaveLength(2);
    expect(await orderCount(page)).toBe(0);
  });

  it("pays with 4242: Payment Successful, the order-success page, an empty cart and the confirmation email", async () => {
    const page = await browser.newPage();
    const account = await shopperWithCart(page);
    await checkOut(page, CARDS.success);
    await toasts(page).getByText("Payment Successful").waitFor();
    await toasts(page).getByText("Your order has been confirmed!").waitFor();
    await page.waitForURL(/\/order-success\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    const number = orderId.slice(0, 8).toUpperCase();
    await page.getByText(`#${number}`).waitFor();
    await page.getByText(/confirmation email is on its way/).waitFor();
    await page.getByText(/tracking number/).waitFor();
    await expect.poll(() => cartItems(page)).toEqual([]);
    await page.getByRole("link", { name: "Cart", exact: true }).waitFor();

    await expect
      .poll(async () => (await readOutbox(inject("dataDir"))).filter((mail) => mail.subject.includes(number)), {
        timeout: 15_000,
      })
      .toHaveLength(1);
    const [mail] = (await readOutbox(inject("dataDir"))).filter((mail) => mail.subject.includes(number));
    expect(mail!.to).toBe(account.email);
    expect(mail!.body).toContain("1 x No Rules Club Tee: $28.00");
    expect(mail!.body).toContain("$33.99");

    await page.getByRole("link", { name: "View Order History" }).click();
    await page.waitForURL(`${baseURL()}/orders`);
    await page.getByRole("article", { name: `Order #${number}` }).waitFor();
    await page.goto(`/order-success?orderId=${orderId}`);
    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await page.waitForURL(`${baseURL()}/products`);
  });

  for (const [label, card] of [
    ["declined", CARDS.declined],
    ["insufficient funds", CARDS.insufficient],
  ] as const) {
    it(`a ${label} card shows Checkout Failed, keeps the cart, and a retry with 4242 pays the same order`, async () => {
      browser.allowConsoleError(REFUSED_CHECKOUT);
      const page = await browser.newPage();
      await shopperWithCart(page);
      await checkOut(page, card);
      await toasts(page).getByText("Checkout Failed").waitFor();
      await toasts(page).getByText(PAYMENT_FAILED).waitFor();
      await page
        .getByRole("alert")
        .getByText(label === "declined" ? /declined/ : /insufficient funds/)
        .waitFor();
      expect(page.url()).toBe(`${baseURL()}/checkout`);
      expect(await cartItems(page)).toHaveLength(1);

      await fillCard(page, CARDS.success);
      await placeOrderButton(page).click();
      await page.waitForURL(/\/order-success\?orderId=/);
      await expect.poll(() => cartItems(page)).toEqual([]);
      expect(await orderCount(page)).toBe(1);
      await page.getByRole("list", { name: "Orders" }).getByText("$33.99").waitFor();
    });
  }

  it("makes one order and one charge for a double submit and for two tabs submitting the same cart", async () => {
    const page = await browser.newPage();
    await shopperWithCart(page);
    await visit(page, "/checkout");
    await fillShipping(page);
    await fillCard(page, CARDS.success);
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    // Two submits in the same instant (a double click before the button disables).
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("form[aria-label=Checkout]")!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.waitForURL(/\/order-success\?orderId=/);
    expect(await orderCount(page)).toBe(1);

    // Two tabs of one browser, same cart, both paying at once.
    await addVariant(page, "no-rules-club-tee", "L", "Black");
    const tabs = [page, await page.context().newPage()];
    for (const tab of tabs) {
      await visit(tab, "/checkout");
      await fillShipping(tab);
      await fillCard(tab, CARDS.success);
      await tab.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    }
    await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(() => document.querySelector<HTMLFormElement>("form[aria-label=Checkout]")!.requestSubmit()),
      ),
    );
    await page.waitForURL(/\/order-success\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get("orderId");
    // The other tab follows to the same order, or sees the shared cart emptied under it.
    const other = tabs[1]!;
    await expect
      .poll(async () =>
        other.url().includes("/order-success")
          ? new URL(other.url()).searchParams.get("orderId")
          : (await other.getByText("Your cart is empty").count()) > 0
            ? "emptied"
            : "waiting",
      )
      .toMatch(new RegExp(`^(${orderId}|emptied)$`));
    expect(await orderCount(page)).toBe(2);
  });
});
