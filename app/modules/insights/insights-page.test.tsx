// The insights page's parts as the server renders them: the figures' changes, the charts' table
// views with the same numbers, and the drop sell-through slot.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DropSellThrough } from "./drop-sell-through";
import { change, money, percent } from "./format";
import { BarList, ColumnChart, TableView } from "./charts";
import { centsText, csvField } from "./export-csv.server";

describe("formatting", () => {
  it("writes money, rates and changes", () => {
    expect(money(123456)).toBe("$1,234.56");
    expect(money(-1250)).toBe("−$12.50");
    expect(percent(0.125)).toBe("12.5%");
    expect(change(150, 100, "relative")).toEqual({ text: "+50.0%", direction: 1 });
    expect(change(0.1, 0.25, "points")).toEqual({ text: "−15.0 pts", direction: -1 });
    expect(change(5, 0, "relative")).toEqual({ text: "new", direction: 1 });
    expect(change(3, 3, "relative")).toEqual({ text: "no change", direction: 0 });
  });

  it("writes CSV fields a spreadsheet reads as they are", () => {
    expect(centsText(-5)).toBe("-0.05");
    expect(centsText(123400)).toBe("1234.00");
    expect(csvField('Tee, "Pink"')).toBe('"Tee, ""Pink"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-0.05")).toBe("-0.05");
    expect(csvField(null)).toBe("");
  });
});

describe("charts", () => {
  it("draws an SVG image with a title, and the table view holds the same numbers", () => {
    const html = renderToString(
      <>
        <ColumnChart
          id="c"
          title="Revenue per day"
          labels={["2026-11-10", "2026-11-11"]}
          series={[{ name: "Revenue", values: [1000, -200] }]}
          format={money}
        />
        <TableView caption="Revenue per day" head={["Day", "Revenue"]} rows={[["2026-11-10", money(1000)]]} />
      </>,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain("<title");
    expect(html).toContain("−$2.00");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Table view<\/summary>/);
    expect(html).toContain("$10.00");
  });

  it("splits a product's bar by colour and size, each part named in its tooltip", () => {
    const html = renderToString(
      <BarList
        id="p"
        title="Top products"
        rows={[
          {
            label: "Tee",
            value: 11000,
            segments: [
              { label: "White · M", value: 8000 },
              { label: "Black · L", value: 3000 },
            ],
          },
        ]}
        format={money}
      />,
    );
    expect(html.match(/<rect/g)).toHaveLength(2);
    expect(html).toContain("<title>White · M: $80.00</title>");
    expect(html).toContain("<title>Black · L: $30.00</title>");
  });

  it("renders each drop's sell-through curve with its table, and nothing without drops", () => {
    expect(renderToString(<DropSellThrough curves={[]} />)).toBe("");
    const html = renderToString(
      <DropSellThrough
        curves={[
          {
            dropId: "d1",
            name: "Winter drop",
            points: [
              { day: 0, units: 12 },
              { day: 1, units: 30 },
            ],
          },
        ]}
      />,
    );
    expect(html).toContain("Sell-through per drop");
    expect(html).toContain("Winter drop: day 1");
    expect(html).toContain(">30<");
  });
});
