import { describe, expect, it } from "vitest";
import { ecbXml, FAKE_PER_EURO } from "../../../tests/fakes/ecb-server";
import { parseReferenceRates, RatesUnreadable } from "./reference-rates.server";

describe("the ECB's daily reference rates", () => {
  it("reads the date and every currency's rate per euro", () => {
    const feed = parseReferenceRates(ecbXml("2026-11-27", FAKE_PER_EURO));
    expect(feed.date).toBe("2026-11-27");
    expect(feed.perEuro).toMatchObject({ USD: "1.0500", JPY: "163.20", GBP: "0.8400" });
    expect(feed.perEuro.EUR).toBeUndefined();
  });

  it("refuses anything else whole", () => {
    const unreadable = [
      "<html>Maintenance</html>",
      "",
      ecbXml("2026-11-27", {}),
      ecbXml("2026-11-27", { USD: "1.05", GBP: "-0.84" }),
      ecbXml("2026-11-27", { USD: "1.05", GBP: "abc" }),
      ecbXml("2026-11-27", { USD: "0" }),
      ecbXml("2026-11-27", FAKE_PER_EURO).replace("<Cube time='2026-11-27'>", "<Cube>"),
    ];
    for (const xml of unreadable) expect(() => parseReferenceRates(xml), xml.slice(0, 60)).toThrow(RatesUnreadable);
  });
});
