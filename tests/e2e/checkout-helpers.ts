// Shared steps for the checkout, orders and reviews browser tests: filling the cart, the checkout form
// and paying with a sandbox card, the way a shopper does.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { newAccount, signUp, toasts, type Account } from "../support/accounts";
import { visit } from "../support/browser";

export const CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
};
export const PAYMENT_FAILED = "Payment processing failed. Please check your payment information and try again.";

/** Chooses an option until the panel holds it: a drop's status arriving may redraw it between. */
async function choose(page: Page, name: string) {
  const option = page.getByRole("button", { name, exact: true });
  await expect
    .poll(async () => {
      if ((await option.getAttribute("aria-pressed")) !== "true") await option.click();
      return option.getAttribute("aria-pressed");
    })
    .toBe("true");
}

/** Adds one variant through the product page. */
export async function addVariant(page: Page, handle: string, size: string, color: string) {
  await visit(page, `/product/${handle}`);
  await choose(page, size);
  await choose(page, color);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByText("Added to cart!").first().waitFor();
}

/** A signed-in shopper with one No Rules Club Tee (M / White, $28.00) in the cart. */
export async function shopperWithCart(page: Page, account: Account = newAccount()) {
  await signUp(page, account);
  await addVariant(page, "no-rules-club-tee", "M", "White");
  return account;
}

export async function fillShipping(page: Page) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Address", { exact: true }).fill("12 Pastel Lane");
  await form.getByLabel("City").fill("Portland");
  await form.getByLabel("Country").selectOption({ label: "United States" });
  await form.getByLabel("State / Province").selectOption({ label: "Oregon" });
  await form.getByLabel("ZIP / Postal code").fill("97201");
}

export const guestEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@softdrop.test`;

/** /checkout as a guest: the email first, then the address; the terms ticked. */
export async function fillGuestCheckout(page: Page, email: string) {
  await visit(page, "/checkout");
  const form = page.getByRole("form", { name: "Checkout" });
  const first = form.getByRole("region", { name: "Your Email" });
  await first.getByLabel("Email").fill(email);
  await form.getByLabel("Full name").fill("Gale Guest");
  await fillShipping(page);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

export const placeOrderButton = (page: Page) => page.getByRole("button", { name: /^Place Order/ });

/** From a filled cart: /checkout, the form, terms, the card, submit. */
export async function checkOut(page: Page, card: string) {
  await visit(page, "/checkout");
  await fillShipping(page);
  await fillCard(page, card);
  await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await placeOrderButton(page).click();
}

/** Pays with 4242 and returns the new order's id from the order-success URL. */
export async function buy(page: Page) {
  await checkOut(page, CARDS.success);
  await page.waitForURL(/\/order-success\?orderId=/);
  await toasts(page).getByText("Payment Successful").waitFor();
  return new URL(page.url()).searchParams.get("orderId")!;
}

export const cartItems = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("cart_items") ?? "[]") as unknown[]);

export async function orderCount(page: Page) {
  await visit(page, "/orders");
  await page.getByRole("heading", { name: "My Orders" }).waitFor();
  return page.getByRole("list", { name: "Orders" }).getByRole("article").count();
}

/** Moves an order to a status through the admin screen, as the team does. */
export async function adminMarks(
  admin: Page,
  orderId: string,
  button: "Mark Delivered" | "Mark Processing",
  status: string,
) {
  const number = orderId.slice(0, 8).toUpperCase();
  await visit(admin, `/admin?q=${number}`);
  const card = admin.getByRole("article", { name: `Order #${number}` });
  await card.getByRole("button", { name: button }).click();
  await card.getByText(status, { exact: true }).waitFor();
}
