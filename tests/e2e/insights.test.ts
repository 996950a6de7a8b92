// Owner insights in the browser: a customer's order shows up in the figures, the charts and their
// table views; the period picker (a plain GET form) changes the period and says what is wrong with
// a custom range; the CSV downloads and parses; the page passes axe; customers are refused.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { newAccount, signInAsAdmin } from "../support/accounts";
import { expectNoViolationsOn } from "../support/axe";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { buy, shopperWithCart } from "./checkout-helpers";

/** RFC 4180 CSV into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe("owner insights", () => {
  const browser = setupBrowser();

  it("refuses a customer: the page and the CSV send them away", async () => {
    const customer = await browser.newPage();
    await shopperWithCart(customer, newAccount("insights-customer"));
    await visit(customer, "/admin/insights");
    await customer.waitForURL(`${baseURL()}/`);
    const csv = await customer.request.get("/admin/insights/orders.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers()["location"]).toBe("/");
  });

  it("shows a paid order in the figures, charts and table views; picks periods; downloads the CSV", async () => {
    const customer = await browser.newPage();
    await shopperWithCart(customer, newAccount("insights-buyer"));
    const orderId = await buy(customer);

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await visit(admin, "/admin");
    await admin.getByRole("link", { name: /^Insights/ }).click();
    await admin.getByRole("heading", { name: "Insights", level: 1 }).waitFor();
    expect(new URL(admin.url()).pathname).toBe("/admin/insights");

    const figures = admin.getByRole("region", { name: "Headline figures" });
    const figure = (label: string) => figures.locator("div").filter({ has: admin.getByText(label, { exact: true }) });
    expect(Number(await figure("Orders").locator("dd").first().textContent())).toBeGreaterThanOrEqual(1);
    expect(await figure("Revenue").locator("dd").first().textContent()).toMatch(/^\$\d/);
    // The demo tee has no partner bill and no catalogue cost.
    await admin.getByText(/\d+ orders? without a known cost/).waitFor();

    // Six charts, each an SVG image with a title, each with a table view.
    expect(await admin.locator("svg[role=img]").count()).toBeGreaterThanOrEqual(5);
    const daily = admin.getByRole("region", { name: "Revenue and margin per day" });
    await daily.getByText("Table view", { exact: true }).click();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = daily.getByRole("row", { name: new RegExp(`^${today}`) });
    await todayRow.waitFor();
    expect(await todayRow.getByRole("cell").nth(1).textContent()).toMatch(/\$\d/);
    const byRevenue = admin.getByRole("region", { name: "Top 10 products by revenue" });
    await byRevenue.getByText("Table view", { exact: true }).click();
    await byRevenue.getByRole("row", { name: /No Rules Club Tee: White · M/i }).waitFor();
    const status = admin.getByRole("region", { name: "Orders by status" });
    await status.getByText("Table view", { exact: true }).click();
    await status.getByRole("row", { name: /^pending/ }).waitFor();

    // The period picker: a GET form; a custom range backwards is refused at its field.
    const picker = admin.getByRole("form", { name: "Period" });
    await picker.getByLabel("Period").selectOption("7d");
    await picker.getByRole("button", { name: "Show" }).click();
    await admin.waitForURL(/range=7d/);
    await admin.getByText(/\(7 days, UTC\)/).waitFor();
    browser.allowConsoleError(/status of 400/);
    await visit(admin, "/admin/insights?range=custom&from=2026-11-20&to=2026-11-02");
    await admin.getByText("The end must be on or after the start").waitFor();

    // The CSV of the last 30 days: BOM, header, the order's line with decimals and ISO dates.
    await visit(admin, "/admin/insights?range=30d");
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("link", { name: "Download orders (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^softdrop-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header!.slice(0, 3)).toEqual(["order_id", "placed_at", "shop_date"]);
    const line = rows.find((row) => row[0] === orderId);
    expect(line, "the order's line").toBeDefined();
    const field = (name: string) => line![header!.indexOf(name)]!;
    expect(field("placed_at")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(field("product")).toBe("No Rules Club Tee");
    expect(field("line_total")).toMatch(/^\d+\.\d{2}$/);
    expect(field("cost_source")).toBe("unknown");
    const response = await admin.request.get("/admin/insights/orders.csv?range=7d");
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="softdrop-orders-.*\.csv"$/);
  });

  it("has no axe violations, with its table views open too", async () => {
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await expectNoViolationsOn(admin, ["/admin/insights", "/admin/insights?range=90d"]);
    for (const summary of await admin.getByText("Table view", { exact: true }).all()) await summary.click();
    expect(await import("../support/axe").then(({ axeViolations }) => axeViolations(admin))).toEqual([]);
  });
});
