// The owner's own size table (issue #34, decision 059): the admin enters one for a demo cap that
// has none, the product page's "Size guide" dialog shows it in inches and centimetres; a bad cell
// is refused at the cell (in the browser, and by the server without JavaScript) and nothing is
// saved; the admin page passes axe (also in accessibility.test.ts); visitors and customers are
// refused; the table is removed.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount, signInAsAdmin, signUp, toasts } from "../support/accounts";
import { axeViolations, DESKTOP } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";

const CAP = "Chaos Era Trucker";
const CAP_PAGE = "/product/chaos-era-trucker";
let tablePath = "";

/** The cells of a row of a size table, by its size. */
const rowCells = (page: Page, size: string) =>
  page
    .getByRole("dialog")
    .getByRole("row", { name: new RegExp(`^${size}\\b`) })
    .getByRole("cell");

describe("the owner's size table", () => {
  const browser = setupBrowser();

  it("is entered for a demo product without one and shows in the product page's dialog, in both units", async () => {
    const admin = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(admin);
    await visit(admin, "/admin/personalisation");
    await admin.getByRole("link", { name: `Size table: none (${CAP})` }).click();
    await admin.getByRole("heading", { name: `Size table: ${CAP}` }).waitFor();
    tablePath = new URL(admin.url()).pathname;
    expect(tablePath).toMatch(/^\/admin\/products\/[0-9a-f-]{36}\/size-guide$/);
    expect(await axeViolations(admin)).toEqual([]);

    // The form starts from the cap's sizes; a second measurement is added by the form's button.
    expect(await admin.getByRole("textbox", { name: "Size 1 name" }).inputValue()).toBe("One Size");
    await admin.getByLabel("The figures are in").selectOption("cm");
    await admin.getByRole("textbox", { name: "Measurement 1 name" }).fill("Head circumference");
    await admin.getByRole("button", { name: "Add a measurement" }).click();
    await admin.getByRole("textbox", { name: "Measurement 2 name" }).fill("Crown height");
    const head = admin.getByRole("textbox", { name: "One Size: Head circumference" });
    await head.fill("56–60");
    // With scripts, a change of unit converts what is typed, and back.
    await admin.getByLabel("The figures are in").selectOption("in");
    await expect.poll(() => head.inputValue()).toBe("22.05–23.62");
    await admin.getByLabel("The figures are in").selectOption("cm");
    await expect.poll(() => head.inputValue()).toBe("56–60");
    await admin.getByRole("textbox", { name: "One Size: Measurement 2" }).fill("-12");
    await admin.getByLabel("How to measure (optional)").fill("Wrap a tape around your head above the ears.");

    // A bad cell: its message at the cell, nothing sent.
    await admin.getByRole("button", { name: "Save size table" }).click();
    const crown = admin.getByRole("textbox", { name: "One Size: Measurement 2" });
    await admin.getByText("A measurement cannot be negative.").waitFor();
    expect(await crown.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(admin)).toEqual([]);

    // Enter in a cell saves (the form's first submit button is Save, not a ×).
    await crown.fill("12");
    await crown.press("Enter");
    await toasts(admin).getByText("Size table saved").waitFor();
    await admin.getByText("The product page shows the table you entered.", { exact: false }).waitFor();

    const shopper = await browser.newPage({ viewport: DESKTOP });
    await visit(shopper, CAP_PAGE);
    await shopper.getByRole("link", { name: "Size guide" }).click();
    const dialog = shopper.getByRole("dialog", { name: "Size guide" });
    await dialog.waitFor();
    expect(await dialog.getByRole("columnheader").allTextContents()).toEqual([
      "Size",
      "Head circumference",
      "Crown height",
    ]);
    // Inches first: 56–60 cm is 22–23.5 in, 12 cm is 4.5 in (to the half inch).
    expect(await rowCells(shopper, "One Size").allTextContents()).toEqual(["22–23.5", "4.5"]);
    await dialog.getByText("Wrap a tape around your head above the ears.").waitFor();
    await dialog.getByRole("radio", { name: "Centimetres" }).check();
    await expect.poll(() => rowCells(shopper, "One Size").allTextContents()).toEqual(["56–60", "12"]);
  });

  it("without JavaScript, adds a size by a form post and refuses a bad cell at the server, saving nothing", async () => {
    expect(tablePath).not.toBe("");
    const admin = await browser.newPage({ viewport: DESKTOP });
    await signInAsAdmin(admin);
    const context = await admin
      .context()
      .browser()!
      .newContext({
        baseURL: baseURL(),
        javaScriptEnabled: false,
        storageState: await admin.context().storageState(),
      });
    try {
      const plain = await context.newPage();
      await plain.goto(`${tablePath}?unit=cm`);
      expect(await plain.getByRole("textbox", { name: "One Size: Head circumference" }).inputValue()).toBe("56–60");
      await plain.getByRole("button", { name: "Add a size" }).click();
      await plain.getByRole("textbox", { name: "Size 2 name" }).fill("Kids");
      await plain.getByRole("textbox", { name: "Size 2: Head circumference" }).fill("lots");
      await plain.getByRole("button", { name: "Save size table" }).click();
      await plain.getByRole("alert").getByText("Nothing was saved: fix the marked fields below.").waitFor();
      const bad = plain.getByRole("textbox", { name: "Kids: Head circumference" });
      expect(await bad.inputValue()).toBe("lots");
      expect(await bad.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await bad.getAttribute("aria-describedby"))!;
      expect(await plain.locator(`[id="${describedBy}"]`).textContent()).toBe(
        "Enter a number such as 52, or a range such as 50–54.",
      );
      // The stored table is unchanged: still one size.
      await plain.goto(`${CAP_PAGE}/size-guide?unit=cm`);
      expect(await plain.getByRole("row").count()).toBe(2);
    } finally {
      await context.close();
    }
  });

  it("refuses visitors and customers at the server, reading and posting", async () => {
    const visitor = await browser.newPage();
    const seen = await visitor.request.get(tablePath, { maxRedirects: 0 });
    expect(seen.status()).toBe(302);
    expect(seen.headers()["location"]).toMatch(/^\/auth/);

    const customer = await browser.newPage();
    await signUp(customer, newAccount("sizer"));
    const forged: Record<string, string>[] = [
      { intent: "remove" },
      { intent: "save", rows: "1", columns: "1", "size-0": "X", "label-0": "Y", "cell-0-0": "1" },
    ];
    for (const form of forged) {
      const response = await customer.request.post(tablePath, {
        form,
        headers: { Origin: baseURL() },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe("/");
    }
    await visit(customer, `${CAP_PAGE}/size-guide?unit=cm`);
    expect(
      await customer
        .getByRole("row", { name: /^One Size\b/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["56–60", "12"]);
  });

  it("is removed by the admin: the product page offers no size guide again", async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await visit(admin, tablePath);
    await admin.getByRole("button", { name: "Remove size table" }).click();
    await toasts(admin).getByText("Size table removed").waitFor();
    await admin.getByText("This product has no size table yet", { exact: false }).waitFor();
    expect((await admin.request.get(`${CAP_PAGE}/size-guide`)).status()).toBe(404);
    await visit(admin, CAP_PAGE);
    expect(await admin.getByRole("link", { name: "Size guide" }).count()).toBe(0);
  });
});
