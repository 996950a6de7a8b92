// Every insights figure on a small hand-made set of orders whose answers are worked out below:
// line and shipping discounts, a partial refund, a cancelled paid order, an order whose cost
// nobody knows, a partner's reported bill, a Shopify order, and orders either side of midnight in
// New York and in UTC. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { beforeAll, describe, expect, it } from "vitest";
import { seedInsightsDataSet } from "../../../tests/support/insights-fixtures";
import type { InsightsScope } from "./base-query.server";
import { csvLines, ordersCsv } from "./export-csv.server";
import { dailyFigures, headlineFigures, ordersByStatus, salesByCountry } from "./figures.server";
import { makePeriod, parsePeriodQuery } from "./insights.schema";
import { leadTimes } from "./lead-times.server";
import { loadInsights } from "./insights.server";
import { topProducts } from "./products.server";

const fee = { basisPoints: 290, fixedCents: 30 };
const period = makePeriod("custom", "2026-11-10", "2026-11-12");
const newYork: InsightsScope = { period, timeZone: "America/New_York", source: "native", fee };
const utc: InsightsScope = { ...newYork, timeZone: "UTC" };
let ids: Record<string, string> = {};

beforeAll(async () => {
  ids = await seedInsightsDataSet();
});

describe("headline figures", () => {
  it("counts revenue after discounts and refunds, units, costs, fees, margin and rates (New York)", async () => {
    const { current, previous } = await headlineFigures(newYork);
    // A 7000 + B (3500 − 1000) + C 3500; fees 233 + 132 + 132; costs: A's bill 1800 + 400, B 1000, C unknown.
    expect(current).toEqual({
      revenue: 13000,
      orders: 3,
      averageOrder: 4333,
      units: 5,
      productCost: 2800,
      shippingCost: 400,
      paymentFees: 497,
      margin: 9303,
      refunded: 1000,
      refundedOrders: 1,
      refundRate: 1 / 3,
      cancelledOrders: 1,
      cancellationRate: 1 / 4,
      withoutCost: 1,
    });
    // H 6500 (cost 2000, fee 219) + P 4500 (cost 900, fee 161).
    expect(previous).toMatchObject({
      revenue: 11000,
      orders: 2,
      averageOrder: 5500,
      units: 4,
      productCost: 2900,
      shippingCost: 0,
      paymentFees: 380,
      margin: 7720,
      cancelledOrders: 0,
      withoutCost: 0,
    });
  });

  it("moves orders across midnight with the time zone (UTC)", async () => {
    const { current, previous } = await headlineFigures(utc);
    // H, A and B fall in Nov 10–12 UTC; C moved to Nov 13.
    expect(current).toMatchObject({ revenue: 16000, orders: 3, units: 6, margin: 4281 + 4567 + 1368, withoutCost: 0 });
    expect(previous).toMatchObject({ revenue: 4500, orders: 1, margin: 3439 });
  });

  it("reads only the Shopify orders in Shopify mode", async () => {
    const { current } = await headlineFigures({ ...newYork, source: "shopify" });
    // S: 4500 + 500 shipping; the mug's unit cost 500; fee round(145) + 30.
    expect(current).toMatchObject({ revenue: 5000, orders: 1, productCost: 500, paymentFees: 175, margin: 4325 });
  });
});

describe("charts", () => {
  it("gives revenue and margin per shop day, every day present", async () => {
    expect(await dailyFigures(newYork)).toEqual([
      { day: "2026-11-10", revenue: 9500, margin: 4567 + 1368, orders: 2 },
      { day: "2026-11-11", revenue: 0, margin: 0, orders: 0 },
      { day: "2026-11-12", revenue: 3500, margin: 3368, orders: 1 },
    ]);
    expect((await dailyFigures(utc)).map((day) => day.revenue)).toEqual([13500, 2500, 0]);
  });

  it("counts orders by status and sales by country", async () => {
    expect(await ordersByStatus(newYork)).toEqual([
      { status: "pending", orders: 1 },
      { status: "processing", orders: 1 },
      { status: "shipped", orders: 1 },
      { status: "delivered", orders: 1 },
      { status: "cancelled", orders: 1 },
    ]);
    expect(await salesByCountry(newYork)).toEqual([
      { country: "US", orders: 2, revenue: 10500 },
      { country: "DE", orders: 1, revenue: 2500 },
    ]);
  });

  it("ranks products by revenue and units with their colour and size split", async () => {
    const { byRevenue, byUnits } = await topProducts(newYork);
    expect(byRevenue.map((p) => [p.name, p.revenue, p.units])).toEqual([
      ["Insight Tee", 11000, 4],
      ["Insight Mug", 2000, 1],
    ]);
    expect(byRevenue[0]!.split).toEqual([
      { color: "White", size: "M", units: 3, revenue: 8000 },
      { color: "Black", size: "L", units: 1, revenue: 3000 },
    ]);
    expect(byUnits.map((p) => p.name)).toEqual(["Insight Tee", "Insight Mug"]);
  });

  it("measures partner lead times: median and p90 in days, and per week", async () => {
    const { partners, weeks } = await leadTimes(newYork);
    expect(partners).toEqual([
      {
        partner: "printful",
        orders: 2,
        stages: {
          toPartner: { median: 1.5, p90: 1.9, count: 2 },
          toShipped: { median: 3.5, p90: 3.9, count: 2 },
          toDelivered: { median: 2, p90: 2, count: 1 },
          paidToDelivered: { median: 6, p90: 6, count: 1 },
        },
      },
      {
        partner: "printify",
        orders: 1,
        stages: {
          toPartner: { median: 0.5, p90: 0.5, count: 1 },
          toShipped: { median: 2, p90: 2, count: 1 },
          toDelivered: { median: null, p90: null, count: 0 },
          paidToDelivered: { median: null, p90: null, count: 0 },
        },
      },
    ]);
    expect(weeks).toEqual([
      { partner: "printful", week: "2026-11-09", median: 5, p90: 5.8, count: 2 },
      { partner: "printify", week: "2026-11-09", median: 2.5, p90: 2.5, count: 1 },
    ]);
  });
});

describe("the page's one statement", () => {
  it("gives every figure the parts give one by one", async () => {
    for (const scope of [newYork, utc]) {
      const page = await loadInsights(scope);
      expect(page.headline).toEqual(await headlineFigures(scope));
      expect(page.days).toEqual(await dailyFigures(scope));
      expect(page.statuses).toEqual(await ordersByStatus(scope));
      expect(page.countries).toEqual(await salesByCountry(scope));
      expect(page.products).toEqual(await topProducts(scope));
      expect(page.lead).toEqual(await leadTimes(scope));
    }
    expect((await loadInsights(newYork)).headline.current.margin).toBe(9303);
  });
});

describe("CSV export", () => {
  it("splits each order over its lines so that they add up to the headline figures", async () => {
    const lines = await csvLines(newYork);
    expect(lines.map((line) => [line.order_id, line.product, line.line_total])).toEqual([
      [ids.A, expect.stringMatching(/Insight (Tee|Mug)/), expect.any(Number)],
      [ids.A, expect.stringMatching(/Insight (Tee|Mug)/), expect.any(Number)],
      [ids.B, "Insight Tee", 3000],
      [ids.C, "Insight Tee", 3000],
    ]);
    const sum = (key: "margin" | "fee_share" | "refund_share" | "shipping_cost") =>
      lines.reduce((total, line) => total + Number(line[key]), 0);
    expect(sum("margin")).toBe(9303);
    expect(sum("fee_share")).toBe(497);
    expect(sum("refund_share")).toBe(1000);
    expect(sum("shipping_cost")).toBe(400);
    const teeA = lines.find((line) => line.order_id === ids.A && line.product === "Insight Tee")!;
    // A's lines weigh 5000 and 2000 of 7000: the tee carries 5/7 of the bill's 1800 and of the fee 233.
    expect(teeA).toMatchObject({ cost_source: "partner", product_cost: 1286, fee_share: 166, shipping_share: 0 });
    const c = lines.find((line) => line.order_id === ids.C)!;
    expect(c).toMatchObject({ cost_source: "unknown", product_cost: null, shop_date: "2026-11-12" });
    expect(c.placed_at).toBe("2026-11-13T04:59:00Z");
  });

  it("writes UTF-8 with a BOM, a header and cents as decimals", async () => {
    const file = await ordersCsv(newYork);
    expect(file.body.startsWith("\uFEFForder_id,placed_at,shop_date,")).toBe(true);
    expect(file.filename).toBe("softdrop-orders-2026-11-10-to-2026-11-12.csv");
    const rows = file.body.slice(1).trimEnd().split("\r\n");
    expect(rows).toHaveLength(5);
    const b = rows.find((row) => row.startsWith(ids.B!))!;
    expect(b).toContain(",DE,USD,Insight Tee,White,M,1,30.00,0.00,30.00,5.00,10.00,1.32,catalogue,10.00,0.00,13.68");
  });
});

describe("period picker", () => {
  it("reads the ranges, this month and a custom range; repairs anything else", () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(parsePeriodQuery(params("range=7d"), "2026-11-24").period).toMatchObject({
      from: "2026-11-18",
      to: "2026-11-24",
      days: 7,
      previousFrom: "2026-11-11",
      previousTo: "2026-11-17",
    });
    expect(parsePeriodQuery(params("range=month"), "2026-11-24").period).toMatchObject({
      from: "2026-11-01",
      days: 24,
      previousFrom: "2026-10-08",
    });
    expect(parsePeriodQuery(params("range=%ff%00"), "2026-11-24").period).toMatchObject({ range: "30d", days: 30 });
    const bad = parsePeriodQuery(params("range=custom&from=2026-11-20&to=2026-11-02"), "2026-11-24");
    expect(bad.errors).toEqual({ to: "The end must be on or after the start" });
    expect(parsePeriodQuery(params("range=custom&from=2026-02-30&to=2026-03-02"), "2026-11-24").errors.from).toBe(
      "Enter a real date",
    );
  });
});
