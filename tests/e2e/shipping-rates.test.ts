// Live shipping rates end to end on a store of its own (SHIPPING_RATES=partner, the Printful fake):
// rates for a US and a German address, the flat fallback when the partner is down, and the order
// paid (sandbox) at the page's total with the chosen method, which goes on to the partner.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, signUp, toasts } from "../support/accounts";
import { axeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { addVariant, fillCard, placeOrderButton } from "./checkout-helpers";

const ADMIN = { email: "rates-admin@softdrop.test", password: "rates-admin-password" };
const FALLBACK = "We couldn't get live shipping rates, so the standard rate applies.";
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
let printful: FakePrintful;
let store: StoreProcess;

beforeAll(async () => {
  printful = await startFakePrintful({
    token: "pf-rates-token",
    stores: [
      {
        id: 78,
        name: "Softdrop",
        type: "native",
        products: [printfulProduct({ id: 42, name: "Rate Tee", sizes: ["S", "M"], colors: ["White"], price: "30.00" })],
      },
    ],
  });
  store = await startStore({
    name: "shipping-rates",
    env: {
      ADMIN_EMAILS: ADMIN.email,
      PRINTFUL_API_TOKEN: "pf-rates-token",
      PRINTFUL_API_BASE: printful.url,
      SHIPPING_RATES: "partner",
    },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Rates Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
});

const form = (page: Page) => page.getByRole("form", { name: "Checkout" });
const methods = (page: Page) => form(page).getByRole("group", { name: "Shipping method" });
const total = (page: Page) => page.getByLabel(/^Order total/);

async function address(page: Page, values: { country: string; state?: string; city: string; zip: string }) {
  await form(page).getByLabel("Address").fill("12 Pastel Lane");
  await form(page).getByLabel("City").fill(values.city);
  await form(page).getByLabel("Country").selectOption({ label: values.country });
  if (values.state) await form(page).getByLabel("State / Province").selectOption({ label: values.state });
  await form(page).getByLabel("ZIP / Postal code").fill(values.zip);
}

describe("shipping rates at checkout", () => {
  const browser = setupBrowser();

  it("US and German rates, the flat fallback when the partner is down, and the order paid at the page's total", async () => {
    const page = await browser.newPage({ baseURL: store.url });
    await page.route(/^https:\/\/[^/]+\.test\//, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
    await signIn(page, ADMIN);
    await visit(page, "/admin");
    await page
      .getByRole("region", { name: "Printful", exact: true })
      .getByRole("button", { name: "Sync Products" })
      .click();
    await toasts(page)
      .getByText("Products synced successfully from Printful with complete details!")
      .waitFor({ timeout: 45_000 });
    await page.context().clearCookies();
    await signUp(page, newAccount("rates-buyer"));
    await addVariant(page, "rate-tee", "M", "White");
    await visit(page, "/checkout");
    await methods(page).getByText("Enter your address to see shipping options.").waitFor();

    // United States: the fake's US rates, the cheapest chosen, the total following the choice.
    await address(page, { country: "United States", state: "Oregon", city: "Portland", zip: "97201" });
    const flatRate = methods(page).getByRole("radio", { name: /Flat Rate/ });
    await flatRate.waitFor();
    expect(await flatRate.isChecked()).toBe(true);
    await methods(page).getByText("3–5 business days").waitFor();
    await methods(page).getByText("$4.75").waitFor();
    await methods(page).getByText("$12.99").waitFor();
    expect(await total(page).textContent()).toBe("$34.75");
    expect(await axeViolations(page)).toEqual([]);
    await methods(page)
      .getByRole("radio", { name: /Express/ })
      .check();
    await expect.poll(() => total(page).textContent()).toBe("$42.99");

    // Germany: other prices, other days.
    await address(page, { country: "Germany", city: "Berlin", zip: "10115" });
    await methods(page).getByText("$8.99").waitFor();
    await methods(page).getByText("$21.99").waitFor();
    await methods(page).getByText("5–8 business days").waitFor();
    expect(await total(page).textContent()).toBe("$38.99");

    // The partner is down: the flat rate and the message; the shopper can still go on.
    printful.shipping.down = true;
    await form(page).getByLabel("ZIP / Postal code").fill("10117");
    await methods(page).getByText(FALLBACK).waitFor();
    expect(await methods(page).getByRole("radio").count()).toBe(1);
    await methods(page).getByText("$5.99").waitFor();
    expect(await total(page).textContent()).toBe("$35.99");
    printful.shipping.down = false;

    // Back to the US, Express chosen, paid: the charge is the page's total and the method goes to Printful.
    await address(page, { country: "United States", state: "Oregon", city: "Portland", zip: "97201" });
    await methods(page)
      .getByRole("radio", { name: /Express/ })
      .check();
    await expect.poll(() => total(page).textContent()).toBe("$42.99");
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    expect(await placeOrderButton(page).textContent()).toBe("Place Order · $42.99");
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-success\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    await visit(page, `/orders/${orderId}`);
    await page.getByText("Shipping (Express)").waitFor();
    await page.getByText("1–2 business days").waitFor();
    await page.getByText("$42.99").first().waitFor();
    await page.getByText("paid", { exact: false }).first().waitFor();
    await expect
      .poll(() => printful.orderFor(orderId.replace(/-/g, ""))?.shipping, { timeout: 30_000 })
      .toBe("EXPRESS");
  });
});
