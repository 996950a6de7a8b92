// The rates on a real database (decision 071): read from a fake of the ECB's feed, the margin on
// top, a pin as it is, a feed down or malformed changing nothing, stale after three days, and the
// owner's page refusing bad input at its field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startFakeEcb, type FakeEcb } from "../../../tests/fakes/ecb-server";
import { currenciesAction } from "./admin-currencies.server";
import { handleRefreshRatesJob } from "./rates-job.server";
import { forgetRates, offeredCurrencies, presentmentFor, ratesView, refreshRates } from "./rates.server";

let ecb: FakeEcb;
const saved = { CURRENCIES: env.CURRENCIES, FX_RATES_URL: env.FX_RATES_URL };

const post = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return currenciesAction(form);
};

beforeAll(async () => {
  ecb = await startFakeEcb();
  Object.assign(env, { FX_RATES_URL: ecb.url, CURRENCIES: [] });
});
afterAll(async () => {
  Object.assign(env, saved);
  await ecb.close();
});
beforeEach(async () => {
  Object.assign(env, { CURRENCIES: [] });
  Object.assign(ecb.state, { mode: "ok", requests: 0, date: "2026-11-27" });
  await db.delete(schema.exchangeRates);
  await db.delete(schema.currencySettings);
  forgetRates();
});

describe("exchange rates", () => {
  it("offers only the shop's currency until currencies are on and have a rate", async () => {
    expect(await offeredCurrencies()).toEqual(["USD"]);
    expect(
      await post({ intent: "choices", currencies: ["EUR", "GBP", "JPY"], marginPercent: "2", rounding: "99" }),
    ).toEqual({
      ok: true,
      message: "Currencies saved",
    });
    // No rates read yet: still USD only, and the admin warns.
    expect(await offeredCurrencies()).toEqual(["USD"]);
    expect((await ratesView()).stale).toBe(true);

    await handleRefreshRatesJob();
    expect(ecb.state.requests).toBe(1);
    expect(await offeredCurrencies()).toEqual(["USD", "EUR", "GBP", "JPY"]);
    // USD → EUR through the euro: 1 / 1.05, plus the 2 % margin.
    expect(await presentmentFor("EUR")).toEqual({ code: "EUR", rate: "0.9714285714", rounding: "99" });
    expect((await presentmentFor("GBP"))?.rate).toBe("0.8160000000"); // 0.84 / 1.05 × 1.02
    expect((await presentmentFor("JPY"))?.rate).toBe("158.5371428571"); // 163.20 / 1.05 × 1.02
    expect(await presentmentFor("USD")).toBeNull();
    expect(await presentmentFor("CAD")).toBeNull(); // has a rate, not turned on
    expect(await presentmentFor("XYZ")).toBeNull();
    const view = await ratesView();
    expect(view.stale).toBe(false);
    expect(view.rates.find((rate) => rate.currency === "GBP")).toMatchObject({ feedDate: "2026-11-27", pinned: false });

    // Read within the last 12 hours: the hourly job leaves the feed alone.
    await handleRefreshRatesJob();
    expect(ecb.state.requests).toBe(1);
  });

  it("CURRENCIES in the environment wins over the saved choice; nothing on, the job reads nothing", async () => {
    await handleRefreshRatesJob();
    expect(ecb.state.requests).toBe(0);
    await post({ intent: "choices", currencies: ["EUR"], marginPercent: "0", rounding: "exact" });
    Object.assign(env, { CURRENCIES: ["GBP"] });
    forgetRates();
    await refreshRates();
    expect(await offeredCurrencies()).toEqual(["USD", "GBP"]);
    expect((await presentmentFor("GBP"))?.rate).toBe("0.8000000000"); // margin 0
  });

  it("a feed down or malformed changes no rate; three days without one, the admin warns", async () => {
    await post({ intent: "choices", currencies: ["EUR", "GBP"], marginPercent: "2", rounding: "exact" });
    const readAt = new Date("2026-11-27T16:30:00Z");
    await refreshRates(ecb.url, readAt);
    const before = await db.select().from(schema.exchangeRates);

    ecb.state.mode = "garbage";
    expect(await post({ intent: "refresh" })).toMatchObject({ ok: false, form: "refresh" });
    ecb.state.mode = "down";
    await expect(refreshRates()).rejects.toThrow(/503/);
    ecb.state.mode = "ok";
    ecb.state.perEuro = { ...ecb.state.perEuro, GBP: "-1" };
    await expect(refreshRates()).rejects.toThrow(/GBP/);
    ecb.state.perEuro = { ...ecb.state.perEuro, GBP: "0.8400" };

    expect(await db.select().from(schema.exchangeRates)).toEqual(before);
    expect((await presentmentFor("GBP"))?.rate).toBe("0.8160000000");
    expect((await ratesView(new Date("2026-11-29T16:00:00Z"))).stale).toBe(false);
    const late = await ratesView(new Date("2026-11-30T17:00:00Z"));
    expect(late.stale).toBe(true);
    expect(await offeredCurrencies()).toEqual(["USD", "EUR", "GBP"]); // stale rates are still used
  });

  it("a pinned rate is used as it is, until unpinned", async () => {
    await post({ intent: "choices", currencies: ["EUR"], marginPercent: "2", rounding: "exact" });
    expect(await post({ intent: "pin", currency: "EUR", rate: "0.95" })).toEqual({
      ok: true,
      message: "EUR pinned at 0.95",
    });
    // A pin works without any feed, and a later read keeps it.
    expect((await presentmentFor("EUR"))?.rate).toBe("0.9500000000");
    await refreshRates();
    expect((await presentmentFor("EUR"))?.rate).toBe("0.9500000000");
    await post({ intent: "unpin", currency: "EUR" });
    expect((await presentmentFor("EUR"))?.rate).toBe("0.9714285714");
  });

  it("bad input answers at its field and writes nothing", async () => {
    expect(
      await post({ intent: "choices", currencies: ["EUR", "BTC"], marginPercent: "2", rounding: "99" }),
    ).toMatchObject({
      ok: false,
      errors: { currencies: "Choose from the currencies listed" },
    });
    expect(await post({ intent: "choices", currencies: "EUR", marginPercent: "25", rounding: "99" })).toMatchObject({
      ok: false,
      errors: { marginPercent: "Enter a margin from 0 to 20 percent" },
      values: { marginPercent: "25" },
    });
    expect(await post({ intent: "choices", marginPercent: "2", rounding: "half" })).toMatchObject({
      errors: { rounding: "Choose how prices end" },
    });
    expect(await post({ intent: "pin", currency: "EUR", rate: "0" })).toMatchObject({
      errors: { rate: "Enter a rate above 0" },
    });
    expect(await post({ intent: "pin", currency: "USD", rate: "1" })).toMatchObject({
      errors: { currency: "Choose a currency" },
    });
    expect(await db.select().from(schema.currencySettings)).toEqual([]);
    expect(await db.select().from(schema.exchangeRates)).toEqual([]);
  });
});
