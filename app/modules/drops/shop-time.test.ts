import { describe, expect, it } from "vitest";
import { shopLocalToUtc, utcToShopLocal } from "./shop-time";

describe("shop wall-clock times", () => {
  it("reads a whole minute without seconds, as Chromium's datetime-local input sends it", () => {
    expect(shopLocalToUtc("2026-12-01T18:00", "UTC")?.toISOString()).toBe("2026-12-01T18:00:00.000Z");
    expect(shopLocalToUtc("2026-12-01T18:00", "Europe/Paris")?.toISOString()).toBe("2026-12-01T17:00:00.000Z");
  });

  it("reads seconds when they are sent, and refuses times that do not exist", () => {
    expect(shopLocalToUtc("2026-07-01T18:00:30", "Europe/Paris")?.toISOString()).toBe("2026-07-01T16:00:30.000Z");
    expect(shopLocalToUtc("2026-02-30T18:00", "UTC")).toBeNull();
    expect(shopLocalToUtc("2026-12-01T24:00", "UTC")).toBeNull();
    expect(shopLocalToUtc("2026-12-01T18:00:60", "UTC")).toBeNull();
    expect(shopLocalToUtc("tomorrow", "UTC")).toBeNull();
  });

  it("round-trips through the shop's wall clock", () => {
    const instant = shopLocalToUtc("2026-12-01T18:00", "America/New_York")!;
    expect(utcToShopLocal(instant, "America/New_York")).toBe("2026-12-01T18:00:00");
  });
});
