import { describe, expect, it } from "vitest";
import { holdAnswer } from "./answer-floor.server";

describe("holdAnswer", () => {
  it("never answers before the floor, whatever the fraction of a millisecond or the turn's own work", async () => {
    const short: number[] = [];
    for (let round = 0; round < 40; round++) {
      // A start part-way through a millisecond: timers count whole milliseconds of the loop's clock.
      const started = performance.now() - (round % 10) / 10;
      // This turn's own work: the loop's clock, which timers count from, stays where the turn began.
      while (performance.now() - started < round % 4);
      await holdAnswer(started, 12);
      const took = performance.now() - started;
      if (took < 12) short.push(took);
    }
    expect(short).toEqual([]);
  });

  it("returns at once when the floor has already passed", async () => {
    const started = performance.now() - 500;
    await holdAnswer(started, 100);
    expect(performance.now() - started).toBeLessThan(550);
  });
});
