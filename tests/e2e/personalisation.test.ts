// Personalised prints end to end (decision 043): the owner sets up a synced Printful product, a
// shopper types a name and the preview's pixels change, a small picture warns, a fake picture is
// refused, the shopper pays, the held print waits for the owner's approval, then the fake partner
// receives one order whose file URL downloads a PNG of the print size with the name on it.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, signIn, signUp, toasts } from "../support/accounts";
import { syncProducts } from "../support/admin-pages";
import { signUpVerified } from "../support/verified-account";
import { axeViolations } from "../support/axe";
import { servePartnerImages, setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../fakes/printful-server";
import { buy } from "./checkout-helpers";

const ADMIN = { email: "personal-admin@softdrop.test", password: "personal-admin-password" };
let printful: FakePrintful;
let store: StoreProcess;

const mockup = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: "#f4f0ff" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  printful = await startFakePrintful({
    token: "pf-personal-token",
    stores: [
      {
        id: 77,
        name: "Softdrop",
        type: "native",
        products: [printfulProduct({ id: 51, name: "Name Tee", sizes: ["M"], colors: ["White"], price: "30.00" })],
      },
    ],
  });
  store = await startStore({
    name: "personal",
    env: { ADMIN_EMAILS: ADMIN.email, PRINTFUL_API_TOKEN: "pf-personal-token", PRINTFUL_API_BASE: printful.url },
  });
  await signUpVerified(store.url, store.dataDir, { name: "Personal Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
  await printful?.close();
});

/** Pixels that differ clearly between two screenshots of the same size. */
async function changedPixels(a: Buffer, b: Buffer) {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let changed = 0;
  for (let i = 0; i < left!.length; i += 3) {
    const delta =
      Math.abs(left![i]! - right![i]!) +
      Math.abs(left![i + 1]! - right![i + 1]!) +
      Math.abs(left![i + 2]! - right![i + 2]!);
    if (delta > 60) changed += 1;
  }
  return changed;
}

describe("personalised prints", () => {
  const browser = setupBrowser();

  it("owner sets up → shopper sees the name on the picture, uploads, pays → held → approved → partner gets the file", async () => {
    // The refused upload answers 400, which Chromium logs.
    browser.allowConsoleError(/status of 400/);
    const picture = await mockup();
    const page = await browser.newPage({ baseURL: store.url });
    await servePartnerImages(page, picture);

    // The owner: sync the product, then turn personalisation on with an approval hold.
    await signIn(page, ADMIN);
    await visit(page, "/admin");
    await syncProducts(page);
    const toList = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Personalised prints" });
    expect(await toList.getAttribute("href")).toBe("/admin/personalisation");
    // A fresh load: the sync's toast (not this page) is gone before axe looks.
    await visit(page, "/admin/personalisation");
    await page.getByRole("heading", { name: "Personalised prints" }).waitFor();
    expect(await axeViolations(page), "axe on the product list").toEqual([]);
    await page.getByRole("list", { name: "Products" }).getByRole("link", { name: "Name Tee", exact: true }).click();
    const form = page.getByRole("form", { name: "Personalisation set-up" });
    await form.waitFor();
    expect(await axeViolations(page), "axe on the set-up page").toEqual([]);
    // The partner's print file size is the default, and says where it comes from.
    await form.getByText("1800 × 2400 px at 150 DPI from Printful for the front placement").waitFor();
    expect(await form.getByLabel("Print file width (px)").inputValue()).toBe("1800");
    await form.getByLabel("Shoppers can personalise this product").check();
    await form.getByLabel("Shoppers may upload a picture (PNG, JPEG or WebP)").check();
    await form.getByLabel("Placement (the partner's name: front, back…)").fill("back");
    await form.getByLabel("Print file width (px)").fill("600");
    await form.getByLabel("Print file height (px)").fill("800");
    await form.getByLabel("DPI").fill("150");
    await form.getByLabel("Colours (#rrggbb, separated by commas)", { exact: true }).fill("#ff3366, #111111");
    await form.getByLabel("Hold personalised orders for my approval").check();
    await form.getByRole("button", { name: "Save personalisation" }).click();
    await toasts(page).getByText("Personalisation saved").waitFor();
    await page.context().clearCookies();

    // The shopper: the preview changes as they type (pixels, not the DOM).
    await signUp(page, newAccount("personal-buyer"));
    await visit(page, "/product/name-tee");
    await page.getByRole("button", { name: "M", exact: true }).click();
    await page.getByRole("button", { name: "White", exact: true }).click();
    const field = page.getByRole("textbox", { name: /Your text/ });
    await field.waitFor();
    const main = page.getByTestId("personalisation-preview").locator("..");
    const before = await main.screenshot();
    await field.fill("ADA");
    await expect
      .poll(async () => changedPixels(before, await main.screenshot()), { timeout: 10_000 })
      .toBeGreaterThan(500);
    await page.getByText("Personalisation adds $5.00 to the price.").waitFor();
    await page.getByLabel("Price $35.00").waitFor();

    // Refused at the field: another character; a fake picture; a small one only warns.
    await field.fill("ADA1");
    await page.getByText(/Not allowed here: 1/).waitFor();
    await field.fill("ADA");
    const upload = page.getByLabel("Your picture (PNG, JPEG or WebP, up to 20 MB)");
    await upload.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.7 not a picture"),
    });
    await page.getByText("A PDF cannot be printed from here: upload a PNG or JPEG picture").waitFor();
    const small = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#2255ff" } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: small });
    await page.getByText("This picture may print blurry").waitFor();
    // The stored picture is served with nosniff once (the server's headers), not twice.
    const uploaded = await page.evaluate(
      () => /\/personalisation\/uploads\/[\w-]+\.png/.exec(document.documentElement.innerHTML)?.[0],
    );
    const served = await page.request.get(new URL(uploaded!, store.url).href);
    expect(served.headersArray().filter((header) => header.name.toLowerCase() === "x-content-type-options")).toEqual([
      { name: expect.stringMatching(/x-content-type-options/i), value: "nosniff" },
    ]);
    expect(await axeViolations(page), "axe on the personalised product page").toEqual([]);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart!").first().waitFor();
    await visit(page, "/cart");
    await page.getByText(/Personalised: “ADA” in Anton/).waitFor();
    // The thumbnail of the piece: the preview component drawing the stored text on the picture.
    await page
      .getByTestId("personalised-thumbnail")
      .locator("svg text", { hasText: "ADA" })
      .first()
      .waitFor({ state: "attached" });
    const orderId = await buy(page);
    const externalId = orderId.replace(/-/g, "");

    // Held: the print is rendered and shown to the owner, nothing reaches the partner yet.
    await page.context().clearCookies();
    await signIn(page, ADMIN);
    await visit(page, "/admin");
    const approve = page.getByRole("button", { name: "Approve print" });
    await expect
      .poll(
        async () => {
          await page.reload();
          return approve.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(printful.orders.filter((sent) => sent.external_id === externalId)).toHaveLength(0);
    await page
      .getByTestId("personalised-thumbnail")
      .locator("svg text", { hasText: "ADA" })
      .first()
      .waitFor({ state: "attached" });
    expect(await axeViolations(page), "axe on /admin with a held print").toEqual([]);
    await approve.click();
    await toasts(page).getByText("Print approved: sending to the partner").waitFor();

    await expect
      .poll(() => printful.orders.filter((sent) => sent.external_id === externalId).length, { timeout: 30_000 })
      .toBe(1);
    const [item] = printful.orderFor(externalId)!.items;
    const variant = printful.stores[0]!.products[0]!.sync_variants[0]!;
    expect(item).toMatchObject({ variant_id: variant.variant_id, files: [{ type: "back" }] });
    const response = await fetch(item!.files![0]!.url);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff"); // once: not "nosniff, nosniff"
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([600, 800]);
    let pink = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 200) continue;
      if (data[i]! > 200 && data[i + 1]! < 120) pink += 1;
      if (data[i + 2]! > 200 && data[i]! < 80) blue += 1;
    }
    expect(pink).toBeGreaterThan(2000); // the name
    expect(blue).toBeGreaterThan(20_000); // the picture
    expect(data[3]).toBe(0); // transparent where nothing is printed
  });
});
